// What the page says when something goes wrong (problem.js, in the words of messages.js): a
// failed request, the server out of reach since a time it names, a session that ended and
// what outlived it, read from the screens' declarations.

import assert from "node:assert/strict";
import { beforeEach, describe, test } from "node:test";
import { h, installDocument } from "./dom.mjs";
import {
  clock, endedNote, keptLabels, lostNote, setWords, staleSince, word,
} from "../../Sources/ScreenFrontEnds/Serve/Page/Resources/messages.js";
import { Problem } from "../../Sources/ScreenFrontEnds/Serve/Page/Resources/problem.js";

const screens = [
  { name: "quotes", label: "報價", placement: "root", controls: [] },
  { name: "picks", label: "自選股", placement: "root", kept: true, controls: [] },
  { name: "notes", label: "筆記", placement: "root", kept: true, controls: [] },
];

describe("the words", () => {
  test("name the screens whose content outlives a session, by their labels", () => {
    assert.deepEqual(keptLabels(screens), ["自選股", "筆記"]);
    assert.equal(
      endedNote(["自選股"]),
      "這個分頁的工作階段已結束（之後開了太多分頁），畫面不再更新。「自選股」保存在這台電腦上，每個分頁都一樣，重新開始後仍在。",
    );
    assert.ok(lostNote(["自選股", "筆記"]).endsWith("「自選股」、「筆記」保存在這台電腦上，每個分頁都一樣，重新開始後仍在。"));
    assert.ok(lostNote([]).startsWith("伺服器重新啟動過，先前的工作階段和畫面沒有保留"));
    assert.ok(!endedNote([]).includes("保存"), "nothing said kept when nothing is");
  });

  test("say since when the rows are the server's no more, as a time of day", () => {
    const time = Date.UTC(2024, 9, 29, 6, 3, 21);
    assert.match(clock(time), /^\d{1,2}:\d{2}:\d{2}$/);
    assert.equal(staleSince(time), `下面是 ${clock(time)} 斷線時的畫面，不一定是最新的。`);
  });
});

let page;
let line;
let problem;
beforeEach(() => {
  const document = installDocument();
  page = document.body;
  line = h("p", { id: "problem", hidden: true });
  page.append(line);
  problem = new Problem(line, page);
});

const texts = () => line.childNodes.map((node) => node.textContent.trim()).filter(Boolean);

describe("the line", () => {
  test("says the server is away, since when, with a button to try at once; the rows are marked", () => {
    let retried = 0;
    const since = Date.UTC(2024, 9, 29, 6, 3, 21);
    problem.offline(since, () => { retried += 1; });
    assert.equal(line.hidden, false);
    assert.equal(page.dataset.offline, "true");
    assert.deepEqual(texts(), [word("page.unreachable"), staleSince(since), "立即重試"]);
    line.querySelector("button").click();
    assert.equal(retried, 1);
  });

  test("while the server is away, a click that did not reach it says so, and still since when", () => {
    const since = Date.UTC(2024, 9, 29, 6, 3, 21);
    problem.offline(since, () => {});
    problem.notSent();
    assert.deepEqual(texts(), [word("page.notSent"), staleSince(since), "立即重試"]);
  });

  test("a click that found the server away first says so when the outage is said", () => {
    const since = Date.UTC(2024, 9, 29, 6, 3, 21);
    problem.notSent();
    assert.deepEqual(texts(), [word("page.notSent")]);
    problem.offline(since, () => {});
    assert.deepEqual(texts(), [word("page.notSent"), staleSince(since), "立即重試"]);
    problem.online();
    assert.equal(line.hidden, true, "and goes when the server answers");
  });

  test("a click that did not reach the server goes when the server answers, no outage said between", () => {
    problem.notSent();
    assert.deepEqual(texts(), [word("page.notSent")]);
    problem.online();
    assert.equal(line.hidden, true);
    assert.deepEqual(texts(), []);
  });

  test("speaks the words of the latest session, the ones it came with before any", () => {
    const since = Date.UTC(2024, 9, 29, 6, 3, 21);
    setWords({ "page.unreachable": "Cannot reach the server", "page.retryNow": "Retry now" }, "en");
    try {
      problem.offline(since, () => {});
      assert.equal(texts()[0], "Cannot reach the server");
      assert.equal(texts()[2], "Retry now");
      problem.notSent();
      assert.equal(texts()[0], "無法連線到伺服器，這個動作沒有送出；正在重試…", "a word not sent: the source's");
    } finally {
      setWords(null, null);
    }
  });

  test("is cleared when the server answers again, and the rows are no longer marked", () => {
    problem.offline(0, () => {});
    problem.online();
    assert.equal(line.hidden, true);
    assert.equal(page.dataset.offline, undefined);
  });

  test("keeps a failure that is not the outage when the server answers", () => {
    problem.failed("伺服器沒有接受這個動作：…");
    problem.online();
    assert.equal(line.hidden, false);
    problem.clear("offline");
    assert.equal(line.hidden, false, "clears only what it is asked to");
    problem.clear("failed");
    assert.equal(line.hidden, true);
  });

  test("says the session ended with a button to start again, and nothing replaces that", () => {
    let again = 0;
    problem.offline(0, () => {});
    problem.ended(endedNote(["自選股"]), () => { again += 1; });
    assert.equal(page.dataset.ended, "true");
    assert.equal(page.dataset.offline, undefined, "an ended session is no outage");
    assert.deepEqual(texts(), [endedNote(["自選股"]), "重新開始"]);
    problem.failed("late");
    assert.deepEqual(texts(), [endedNote(["自選股"]), "重新開始"]);
    line.querySelector("button").click();
    assert.equal(again, 1);
  });
});
