// How the page draws a row of any screen (rows.js): its cells in lines, the runs its cells
// mark in <mark>, its action as a button, its further actions, what a screen reader reads,
// and a link only where a cell carries one that runs no script. Nothing is read out of text.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { beforeEach, describe, test } from "node:test";
import { installDocument } from "./dom.mjs";
import { element, render, sending } from "../../Sources/ScreenFrontEnds/Serve/Page/Resources/rows.js";

beforeEach(() => { installDocument(); });

const lines = (node) => node.querySelectorAll(".line").map((line) => line.textContent);

describe("element and sending", () => {
  test("element makes a tag with its class and text; no text leaves it empty", () => {
    const node = element("span", "cell primary", 42);
    assert.equal(node.tagName, "SPAN");
    assert.equal(node.className, "cell primary");
    assert.equal(node.textContent, "42");
    assert.equal(element("div", null, null).textContent, "");
    assert.equal(element("div").getAttribute("class"), null);
  });

  test("sending marks an element with the event it sends, as JSON", () => {
    const node = sending(element("button"), { event: "load", market: "otc" });
    assert.deepEqual(JSON.parse(node.dataset.event), { event: "load", market: "otc" });
  });
});

describe("render", () => {
  test("a row is an item marked with its id and kind, its state when it has one", () => {
    const node = render({ id: "footer", kind: "footer", state: "failed", text: "載入失敗" });
    assert.equal(node.tagName, "LI");
    assert.equal(node.dataset.rowId, "footer");
    assert.equal(node.dataset.kind, "footer");
    assert.equal(node.dataset.state, "failed");
    assert.equal(node.classList.contains("row"), true);
    assert.equal(node.classList.contains("kind-footer"), true);
    assert.equal(render({ id: "a", kind: "x", text: "a" }).dataset.state, undefined);
  });

  test("one cell is one line; a row without cells shows its text", () => {
    const node = render({ id: "s", kind: "status", text: "尚未取得資料" });
    assert.deepEqual(lines(node), ["尚未取得資料"]);
    assert.equal(node.querySelector(".cells").classList.contains("count-1"), true);
  });

  test("two cells are a label and its value on one line", () => {
    const node = render({ id: "f", kind: "figure", cells: ["資本額", "259 億"] });
    assert.equal(node.querySelectorAll(".line").length, 1);
    assert.equal(node.querySelector(".primary").textContent, "資本額");
    assert.equal(node.querySelector(".secondary").textContent, "259 億");
    assert.equal(node.querySelector(".cells").classList.contains("count-2"), true);
  });

  test("more cells are a title line (the second beside the first) over a line for each further cell", () => {
    const node = render({ id: "c", kind: "company", cells: ["台積電 (2330)", "上市", "台灣積體電路", "資本額 259 億"] });
    assert.deepEqual(lines(node), ["台積電 (2330)上市", "台灣積體電路", "資本額 259 億"]);
    assert.equal(node.querySelectorAll(".detail").length, 2);
    assert.equal(node.querySelector(".cells").classList.contains("count-3"), true);
  });

  // A watchlist row with the day's quote, its cells as the protocol writes them.
  const quoted = (change, percent, badge) => render({
    id: "company:2603", kind: "company",
    cells: [
      "長榮 - (2603)", "上市", "長榮海運股份有限公司",
      { text: "191.00", kind: "money", value: "191.00", currency: "TWD" },
      change, percent,
      { text: "45,230,880", kind: "integer", value: 45230880 },
      ...(badge ? [badge] : []),
    ],
  });

  test("a run of figures is one line, each in tabular digits at its end, a rise and a fall with arrow and colour", () => {
    const node = quoted(
      { text: "-21.00", kind: "change", direction: "down", value: "-21.00" },
      { text: "-9.91%", kind: "changePercent", direction: "down", value: "-9.91" },
      { text: "跌停", kind: "badge", direction: "down" });
    assert.deepEqual(lines(node), ["長榮 - (2603)上市", "長榮海運股份有限公司", "191.00▼-21.00▼-9.91%45,230,880跌停"]);
    const figures = node.querySelectorAll(".figures .cell");
    assert.equal(figures.length, 5);
    assert.deepEqual(figures.map((cell) => cell.className), [
      "cell figure", "cell figure down", "cell figure down", "cell figure", "cell down",
    ]);
    const arrows = node.querySelectorAll(".arrow");
    assert.deepEqual(arrows.map((arrow) => [arrow.textContent, arrow.getAttribute("aria-hidden")]), [["▼", "true"], ["▼", "true"]]);
  });

  test("a rise is up with ▲; a flat or not comparable change has neither arrow nor colour", () => {
    const up = quoted(
      { text: "+4.70", kind: "change", direction: "up", value: "4.70" },
      { text: "+10.00%", kind: "changePercent", direction: "up", value: "10.00" });
    assert.deepEqual(up.querySelectorAll(".up").map((cell) => cell.textContent), ["▲+4.70", "▲+10.00%"]);
    const flat = quoted(
      { text: "0.00", kind: "change", direction: "flat", value: "0.00" },
      { text: "除權息", kind: "changePercent", direction: "notComparable" });
    assert.equal(flat.querySelectorAll(".arrow").length, 0);
    assert.equal(flat.querySelectorAll(".up").length + flat.querySelectorAll(".down").length, 0);
    assert.deepEqual(lines(flat), ["長榮 - (2603)上市", "長榮海運股份有限公司", "191.000.00除權息45,230,880"]);
  });

  test("a direction that is no rise or fall names no class: the data cannot inject one", () => {
    const node = render({ id: "x", kind: "x", cells: ["a", "b", { text: "1", kind: "change", direction: "up evil" }] });
    assert.equal(node.querySelectorAll(".arrow").length, 0);
    assert.equal(node.querySelector(".figure").className, "cell figure");
  });

  const marks = (node) => node.querySelectorAll("mark").map((mark) => mark.textContent);

  test("a cell's marks are drawn in <mark>, at the start, the end and between, and the text stays whole", () => {
    const node = render({
      id: "c", kind: "company",
      cells: [{ text: "台積電 - (2330)", marks: [[0, 2], [7, 11]] }, "上市", { text: "台灣積體電路", marks: [[4, 6]] }],
    });
    assert.deepEqual(marks(node), ["台積", "2330", "電路"]);
    assert.equal(node.querySelector(".primary").textContent, "台積電 - (2330)");
    assert.deepEqual(lines(node), ["台積電 - (2330)上市", "台灣積體電路"]);
  });

  test("marks count UTF-16 code units, as JavaScript does: an emoji is two, or four with its skin tone", () => {
    const node = render({ id: "c", kind: "item", cells: [{ text: "👍🏽好😀棒", marks: [[4, 5], [5, 7]] }] });
    assert.deepEqual(marks(node), ["好", "😀"]);
    assert.equal(node.textContent, "👍🏽好😀棒");
  });

  test("brackets in a text without marks are text: a button's [ Save ], a company named [x]", () => {
    const node = render({ id: "c", kind: "company", cells: ["[x]電 - (9999)", "[ Save ]", "[台積]"] });
    assert.deepEqual(marks(node), []);
    assert.deepEqual(lines(node), ["[x]電 - (9999)[ Save ]", "[台積]"]);
  });

  test("a cell's brackets stay text beside its marks", () => {
    const node = render({ id: "c", kind: "company", cells: [{ text: "[x]台積", marks: [[3, 5]] }] });
    assert.deepEqual(marks(node), ["台積"]);
    assert.equal(node.textContent, "[x]台積");
  });

  test("a mark out of order, empty or past the text is left out, and no text is lost or repeated", () => {
    const node = render({
      id: "c", kind: "item",
      cells: [{ text: "abcdef", marks: [[2, 3], [1, 2], [4, 4], [5, 9], ["a", 6], [4, 5]] }],
    });
    assert.deepEqual(marks(node), ["c", "e"]);
    assert.equal(node.textContent, "abcdef");
  });

  test("a row's action is a button around its content that sends it, named by its reading", () => {
    const node = render({
      id: "c", kind: "company", cells: ["台積電"], action: { event: "select", code: "2330" },
      accessibility: { label: "台積電", hint: "開啟公司資料", traits: ["button"] },
    });
    const button = node.querySelector("button.row-button");
    assert.deepEqual(JSON.parse(button.dataset.event), { event: "select", code: "2330" });
    assert.equal(button.type, "button");
    assert.equal(button.getAttribute("aria-label"), "台積電，開啟公司資料");
    assert.equal(button.textContent, "台積電");
    assert.equal(node.classList.contains("actionable"), true);
    assert.equal(render({ id: "s", kind: "status", text: "x" }).querySelector("button"), null);
  });

  test("further actions are buttons of their own, named with the row's label, with their keys", () => {
    const node = render({
      id: "c", kind: "company", cells: ["台積電"], accessibility: { label: "台積電", traits: [] },
      actions: [
        { label: "加入自選股", event: { event: "watch", code: "2330" }, key: "w" },
        { label: "分享", event: { event: "share", code: "2330" } },
      ],
    });
    const buttons = node.querySelectorAll(".row-actions > .row-action");
    assert.deepEqual(buttons.map((button) => button.textContent), ["加入自選股", "分享"]);
    assert.deepEqual(buttons.map((button) => JSON.parse(button.dataset.event).event), ["watch", "share"]);
    assert.deepEqual(buttons.map((button) => button.getAttribute("aria-label")), ["加入自選股，台積電", "分享，台積電"]);
    assert.equal(buttons[0].dataset.key, "w");
    assert.equal(buttons[0].getAttribute("aria-keyshortcuts"), "w");
    assert.equal(buttons[1].dataset.key, undefined);
    assert.equal(buttons[1].hasAttribute("aria-keyshortcuts"), false);
  });

  test("a header's first cell is a heading, and a row that updates often is live", () => {
    const header = render({ id: "h", kind: "header", text: "公司", accessibility: { label: "公司", traits: ["header"] } });
    assert.equal(header.querySelector(".primary").getAttribute("role"), "heading");
    assert.equal(header.querySelector(".primary").getAttribute("aria-level"), "2");
    const status = render({ id: "s", kind: "status", text: "載入中", accessibility: { label: "載入中", traits: ["updatesFrequently"] } });
    assert.equal(status.classList.contains("live"), true);
    assert.equal(status.querySelector("[role]"), null);
    assert.equal(header.classList.contains("live"), false);
  });

  const linkRow = (address, traits = ["link"]) => render({
    id: "l", kind: "shortcut", cells: ["網站", { text: address, link: address }],
    accessibility: { label: "網站", hint: "開啟", traits },
  });

  for (const address of ["https://www.tsmc.com/", "http://example.com/a", "mailto:ir@tsmc.com", "tel:+886-3-5636688", "HTTPS://EXAMPLE.COM/"]) {
    test(`a cell's link opens from the row: ${address}`, () => {
      const link = linkRow(address).querySelector("a.row-link");
      assert.equal(link.href, new URL(address).href);
      assert.equal(link.target, "_blank");
      assert.equal(link.rel, "noopener noreferrer");
      assert.equal(link.getAttribute("aria-label"), "網站，開啟");
      assert.equal(link.textContent, `網站${address}`);
    });
  }

  for (const address of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,<script>1</script>", "vbscript:x", "//evil.example/", "https://", "ftp://example.com/", "www.tsmc.com"]) {
    test(`a link that could run script, or is no web, mail or telephone address, is none: ${address}`, () => {
      const node = linkRow(address);
      assert.equal(node.querySelector("a"), null);
      assert.equal(node.querySelector(".secondary").textContent, address);
    });
  }

  test("an address in a cell's text is text, even in a row read as a link", () => {
    const node = render({
      id: "l", kind: "shortcut", cells: ["網站", "https://www.tsmc.com/", { text: "mailto:ir@tsmc.com" }],
      accessibility: { label: "網站", traits: ["link"] },
    });
    assert.equal(node.querySelector("a"), null);
  });

  test("the link is the cell's, whatever its text or the row's reading", () => {
    const node = render({ id: "l", kind: "shortcut", cells: ["總機電話", { text: "(03)563-6688", link: "tel:035636688" }] });
    assert.equal(node.querySelector("a.row-link").href, "tel:035636688");
    assert.equal(node.querySelector("a.row-link").hasAttribute("aria-label"), false);
  });

  test("the first safe link of a row's cells is the row's", () => {
    const node = render({
      id: "l", kind: "x",
      cells: [{ text: "a", link: "javascript:1" }, { text: "b", link: "https://b.example/" }, { text: "c", link: "https://c.example/" }],
    });
    assert.deepEqual(node.querySelectorAll("a").map((link) => link.href), ["https://b.example/"]);
  });

  test("a row whose cell carries a link opens it, even with an action: the link performs it", () => {
    const node = render({
      id: "l", kind: "shortcut", cells: ["網站", { text: "https://www.tsmc.com/", link: "https://www.tsmc.com/" }],
      action: { event: "website", target: "https://www.tsmc.com/" },
    });
    assert.equal(node.querySelector("button.row-button"), null);
    assert.deepEqual(node.querySelectorAll("a").map((link) => link.href), ["https://www.tsmc.com/"]);
  });

  test("a row with an action and no safe link is its button", () => {
    const node = render({
      id: "l", kind: "shortcut", cells: ["過戶", { text: "x", link: "javascript:alert(1)" }],
      action: { event: "agent", target: "x" },
    });
    assert.notEqual(node.querySelector("button.row-button"), null);
    assert.equal(node.querySelector("a"), null);
  });
});

describe("a failure's retry", () => {
  // The rules of the page's style that draw the retry sign, each a list of selectors.
  const retrySelectors = () => {
    const style = readFileSync(new URL("../../Sources/ScreenFrontEnds/Serve/Page/Resources/app.css", import.meta.url), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "");
    const rules = [...style.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter(([, , body]) => body.includes("↻"));
    return rules.flatMap(([, selectors]) => {
      // Commas inside :is(…) do not separate selectors.
      const list = [];
      let depth = 0;
      let start = 0;
      [...selectors].forEach((character, index) => {
        if (character === "(") depth += 1;
        if (character === ")") depth -= 1;
        if (character === "," && depth === 0) {
          list.push(selectors.slice(start, index));
          start = index + 1;
        }
      });
      return [...list, selectors.slice(start)].map((selector) => selector.trim());
    });
  };

  test("the style draws the retry sign only on a row that can be pressed, never for its kind alone", () => {
    const selectors = retrySelectors();
    assert.ok(selectors.length > 0, "the style draws a retry sign somewhere");
    for (const selector of selectors) {
      assert.match(selector, /^\.row\.actionable[:.\[]/, `the retry sign needs a pressable row: ${selector}`);
    }
  });

  test("an error row without an action is not pressable, so it has no retry sign", () => {
    const node = render({
      id: "error", kind: "error", cells: ["上櫃 資料取得失敗：HTTP 503"],
      accessibility: { label: "上櫃 資料取得失敗", traits: [] },
    });
    assert.equal(node.classList.contains("actionable"), false);
    assert.equal(node.querySelector("button"), null);
  });

  test("an error row with an action is a pressable button that sends it", () => {
    const node = render({ id: "error", kind: "error", cells: ["上櫃 資料取得失敗"], action: { event: "retry", market: "otc" } });
    assert.equal(node.classList.contains("actionable"), true);
    assert.deepEqual(JSON.parse(node.querySelector("button.row-button").dataset.event), { event: "retry", market: "otc" });
  });
});
