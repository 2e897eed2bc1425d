// The page's windowed list (list.js) on the hand-written DOM: the rows of a window drawn,
// changed as an update's changes say and only then, placed in the whole list; and the
// window the page asks the session for.

import assert from "node:assert/strict";
import { beforeEach, describe, test } from "node:test";
import { installDocument } from "./dom.mjs";
import { ROW_HEIGHT, WindowRequest, WindowedList } from "../../Sources/ScreenFrontEnds/Serve/Page/Resources/list.js";

let document;
beforeEach(() => { document = installDocument(); });

const row = (id, text = id) => ({ id, kind: "item", text, cells: [text] });
const changes = (given = {}) => ({ deletes: [], inserts: [], moves: [], updates: [], ...given });

// An update of a window of `count` rows from `from` in a list of `total`, with the row
// objects of `rows` (index → row) and its `changes`.
const update = ({ total, from = 0, count, rows = {}, ...given }) => ({
  count: total, window: { from, count },
  rows: Object.entries(rows).map(([index, value]) => ({ index: Number(index), row: value })),
  changes: changes(given),
});

// The first update of a window showing `ids`, every row inserted.
const fromNothing = (ids, { total = ids.length, from = 0 } = {}) => update({
  total, from, count: ids.length, inserts: ids.map((_, index) => index),
  rows: Object.fromEntries(ids.map((id, index) => [index, row(id)])),
});

const shown = (element) => element.children.map((node) => node.dataset.rowId);

// The same nodes, not equal ones: a kept row keeps its node (its focus, its scroll place).
const sameNodes = (actual, expected) => {
  assert.equal(actual.length, expected.length);
  actual.forEach((node, index) => assert.equal(node, expected[index], `node ${index}`));
};

const drawn = (ids, options) => {
  const element = document.createElement("ol");
  const list = new WindowedList(element);
  list.reset(fromNothing(ids, options));
  return { element, list };
};

describe("WindowedList", () => {
  test("gives the style its row height as --row, the one the script places rows by", () => {
    const { element } = drawn([]);
    assert.equal(element.style.getPropertyValue("--row"), `${ROW_HEIGHT}px`);
  });

  test("reset draws the window's rows in order, each marked with its id", () => {
    const { element, list } = drawn(["a", "b", "c"]);
    assert.deepEqual(shown(element), ["a", "b", "c"]);
    assert.deepEqual(list.rows.map((each) => each.id), ["a", "b", "c"]);
    assert.equal(element.children[1].textContent, "b");
  });

  test("reset replaces every row the list held", () => {
    const { element, list } = drawn(["a", "b"]);
    list.reset(fromNothing(["x"]));
    assert.deepEqual(shown(element), ["x"]);
  });

  test("place: a window of the whole list is not windowed and has no height of its own", () => {
    const { element } = drawn(["a", "b"]);
    assert.equal(element.classList.contains("windowed"), false);
    assert.equal(element.style.paddingTop, "");
    assert.equal(element.style.height, "");
    assert.deepEqual(element.children.map((node) => node.getAttribute("aria-posinset")), ["1", "2"]);
    assert.deepEqual(element.children.map((node) => node.getAttribute("aria-setsize")), ["2", "2"]);
  });

  test("place: a window inside a longer list sits below the rows before it, as tall as every row", () => {
    const { element, list } = drawn(["m", "n"], { total: 1000, from: 500 });
    assert.equal(element.classList.contains("windowed"), true);
    assert.equal(element.style.paddingTop, `${500 * ROW_HEIGHT}px`);
    assert.equal(element.style.height, `${1000 * ROW_HEIGHT}px`);
    assert.deepEqual(element.children.map((node) => node.getAttribute("aria-posinset")), ["501", "502"]);
    assert.deepEqual(element.children.map((node) => node.getAttribute("aria-setsize")), ["1000", "1000"]);
    assert.equal(list.from, 500);
    assert.equal(list.count, 1000);
  });

  test("place: a window from 0 of a longer list is windowed, with no rows above it", () => {
    const { element } = drawn(["a"], { total: 3 });
    assert.equal(element.classList.contains("windowed"), true);
    assert.equal(element.style.paddingTop, "0px");
    assert.equal(element.style.height, `${3 * ROW_HEIGHT}px`);
  });

  test("apply inserts, deletes and moves rows, keeping the nodes of the rows it keeps", () => {
    const { element, list } = drawn(["a", "b", "c", "d"]);
    const [a, b, c, d] = element.children;
    // a b c d → d a x c: b deleted, d moved to the top, x inserted.
    list.apply(update({
      total: 4, count: 4, deletes: [1], inserts: [2], moves: [{ from: 3, to: 0 }], rows: { 2: row("x") },
    }));
    assert.deepEqual(shown(element), ["d", "a", "x", "c"]);
    assert.equal(element.children[0], d);
    assert.equal(element.children[1], a);
    assert.equal(element.children[3], c);
    assert.equal(b.parentNode, null, "a deleted row's node leaves the list");
    assert.deepEqual(list.rows.map((each) => each.id), ["d", "a", "x", "c"]);
    assert.deepEqual(element.children.map((node) => node.getAttribute("aria-posinset")), ["1", "2", "3", "4"]);
  });

  test("apply redraws an updated row from its new object, at its new index", () => {
    const { element, list } = drawn(["a", "b", "c"]);
    const old = element.children[2];
    // c changed and moved above a.
    list.apply(update({
      total: 3, count: 3, moves: [{ from: 2, to: 0 }], updates: [{ old: 2, new: 0 }], rows: { 0: row("c", "c ★") },
    }));
    assert.deepEqual(shown(element), ["c", "a", "b"]);
    assert.equal(element.children[0].textContent, "c ★");
    assert.notEqual(element.children[0], old);
    assert.equal(list.rows[0].text, "c ★");
  });

  test("apply moves the window: rows that left go, those that came are drawn, the list placed anew", () => {
    const { element, list } = drawn(["0", "1", "2"], { total: 10 });
    // The window from 2: 2 stays (now first), 3 and 4 come.
    list.apply(update({
      total: 10, from: 2, count: 3, deletes: [0, 1], inserts: [1, 2], rows: { 1: row("3"), 2: row("4") },
    }));
    assert.deepEqual(shown(element), ["2", "3", "4"]);
    assert.equal(element.style.paddingTop, `${2 * ROW_HEIGHT}px`);
    assert.equal(element.children[0].getAttribute("aria-posinset"), "3");
    assert.equal(list.node(2), element.children[0]);
  });

  // Changes that do not fit the rows on the page throw, and the page stays as it was: the
  // page then reads the session's last update again instead of showing rows out of order.
  const unfitting = {
    "an insert past the window": update({
      total: 2, count: 2, deletes: [0], inserts: [0, 2], rows: { 0: row("x"), 2: row("y") },
    }),
    "a move, then an insert without its row object": update({
      total: 2, count: 2, deletes: [1], inserts: [0], moves: [{ from: 0, to: 1 }],
    }),
    "an insert without its row object": update({ total: 3, count: 3, inserts: [2] }),
    "an update without its row object": update({ total: 2, count: 2, updates: [{ old: 0, new: 0 }] }),
    "fewer rows kept than places left": update({ total: 4, count: 4, inserts: [0], rows: { 0: row("x") } }),
    "old rows left with nowhere to go": update({ total: 1, count: 1 }),
    "a move from past the old rows": update({ total: 2, count: 2, deletes: [0], moves: [{ from: 2, to: 0 }] }),
    "a move past the window": update({
      total: 2, count: 2, deletes: [1], inserts: [0, 1], moves: [{ from: 0, to: 2 }], rows: { 0: row("x"), 1: row("y") },
    }),
  };
  for (const [name, changed] of Object.entries(unfitting)) {
    test(`apply throws and changes nothing for ${name}`, () => {
      const { element, list } = drawn(["a", "b"], { total: 2 });
      const nodes = [...element.children];
      const before = { rows: [...list.rows], from: list.from, count: list.count, padding: element.style.paddingTop };
      assert.throws(() => list.apply(changed));
      sameNodes(element.children, nodes);
      assert.deepEqual({ rows: list.rows, from: list.from, count: list.count, padding: element.style.paddingTop }, before);
      assert.deepEqual(nodes.map((node) => node.getAttribute("aria-setsize")), ["2", "2"]);
    });
  }

  test("redraw draws a row in place of the shown row of its id, keeping its place in the list", () => {
    const { element, list } = drawn(["a", "b"], { total: 5, from: 3 });
    const extra = { ...row("b", "b!"), actions: [{ label: "加入", event: { event: "watch" } }] };
    assert.equal(list.redraw(extra), true);
    assert.equal(element.children[1].querySelector(".row-action").textContent, "加入");
    assert.equal(element.children[1].getAttribute("aria-posinset"), "5");
    assert.equal(element.children[1].getAttribute("aria-setsize"), "5");
    assert.equal(list.rows[1], extra);
    assert.equal(list.node(4), element.children[1]);
    assert.equal(list.redraw(row("z")), false, "no row of that id is shown");
    assert.deepEqual(shown(element), ["a", "b"]);
  });

  test("node finds a row by its index in the whole list, and nothing outside the window", () => {
    const { element, list } = drawn(["m", "n"], { total: 100, from: 40 });
    assert.equal(list.node(40), element.children[0]);
    assert.equal(list.node(41), element.children[1]);
    assert.equal(list.node(39), null);
    assert.equal(list.node(42), null);
  });
});

describe("WindowRequest", () => {
  const bounds = { initial: 100, minimum: 1, maximum: 1000 };
  const showing = (request, { from, count, total, seq = 1, cause }) =>
    request.showed({ seq, cause, count: total, window: { from, count } });

  test("starts with the session's first window, from the top", () => {
    assert.deepEqual(new WindowRequest(bounds).requested, { from: 0, count: 100 });
    assert.deepEqual(new WindowRequest({ ...bounds, initial: 40 }).requested, { from: 0, count: 40 });
  });

  test("size: three viewports of rows, at least 30, no more than the first window, within the bounds", () => {
    const request = new WindowRequest(bounds);
    assert.equal(request.size(10 * ROW_HEIGHT), 30);
    assert.equal(request.size(12 * ROW_HEIGHT), 36);
    assert.equal(request.size(12 * ROW_HEIGHT - 1), 36);
    assert.equal(request.size(100 * ROW_HEIGHT), 100);
    assert.equal(new WindowRequest({ ...bounds, initial: 500 }).size(100 * ROW_HEIGHT), 300);
    assert.equal(new WindowRequest({ ...bounds, initial: 500, maximum: 200 }).size(100 * ROW_HEIGHT), 200);
    assert.equal(new WindowRequest({ ...bounds, minimum: 50 }).size(0), 50);
  });

  test("a window asked for is the session's while it is on its way, and after its answer shows", () => {
    const request = new WindowRequest(bounds);
    showing(request, { from: 0, count: 100, total: 5000 });
    request.asked({ from: 400, count: 60 }, "page-1");
    assert.deepEqual(request.requested, { from: 400, count: 60 });
    // An update the session made before it took the window (a market that loaded).
    showing(request, { from: 0, count: 60, total: 5000, seq: 2 });
    assert.deepEqual(request.requested, { from: 400, count: 60 });
    showing(request, { from: 400, count: 60, total: 5000, seq: 3, cause: "page-1" });
    assert.deepEqual(request.requested, { from: 400, count: 60 });
    assert.equal(request.pending, null);
  });

  test("a window answered before its update arrives waits for that update, or a later one", () => {
    const request = new WindowRequest(bounds);
    request.asked({ from: 400, count: 60 }, "page-1");
    request.answered("page-1", 7);
    showing(request, { from: 0, count: 60, total: 5000, seq: 6 });
    assert.deepEqual(request.requested, { from: 400, count: 60 });
    showing(request, { from: 380, count: 60, total: 5000, seq: 8 });
    assert.deepEqual(request.requested, { from: 380, count: 60 });
  });

  test("a window event that failed leaves the window where the updates say it is", () => {
    const request = new WindowRequest(bounds);
    showing(request, { from: 0, count: 100, total: 5000 });
    request.asked({ from: 400, count: 60 }, "page-1");
    request.answered("page-2", null);
    assert.deepEqual(request.requested, { from: 400, count: 60 }, "another event's failure");
    request.answered("page-1", null);
    assert.deepEqual(request.requested, { from: 0, count: 60 });
  });

  // The session takes the window back to the top when another screen comes on top; the page
  // reads that from the update, not from a rule of its own.
  test("where the window is comes from each update, a change of screen's too", () => {
    const request = new WindowRequest(bounds);
    request.asked({ from: 400, count: 60 }, "page-1");
    showing(request, { from: 400, count: 60, total: 5000, seq: 2, cause: "page-1" });
    showing(request, { from: 0, count: 1, total: 1, seq: 3 });
    assert.deepEqual(request.requested, { from: 0, count: 60 });
    showing(request, { from: 250, count: 60, total: 5000, seq: 4 });
    assert.deepEqual(request.requested, { from: 250, count: 60 });
  });

  test("next: nothing while the viewport's rows sit well inside the window", () => {
    const request = new WindowRequest(bounds);
    request.asked({ from: 0, count: 60 }, "page-1");
    showing(request, { from: 0, count: 60, total: 5000, cause: "page-1" });
    assert.equal(request.next({ first: 0, count: 12 }), null);
    assert.equal(request.next({ first: 30, count: 12 }), null);
  });

  test("next: a window centred on the viewport's rows near the window's end, or past it", () => {
    const request = new WindowRequest(bounds);
    request.asked({ from: 0, count: 60 }, "page-1");
    showing(request, { from: 0, count: 60, total: 5000, cause: "page-1" });
    assert.deepEqual(request.next({ first: 40, count: 12 }), { from: 16, count: 60 });
    assert.deepEqual(request.next({ first: 3000, count: 12 }), { from: 2976, count: 60 });
  });

  test("next: near the window's top, a window above; never past either end of the list", () => {
    const request = new WindowRequest(bounds);
    request.asked({ from: 1000, count: 60 }, "page-1");
    showing(request, { from: 1000, count: 60, total: 1100, cause: "page-1" });
    assert.deepEqual(request.next({ first: 1002, count: 12 }), { from: 978, count: 60 });
    assert.deepEqual(request.next({ first: 0, count: 12 }), { from: 0, count: 60 });
    assert.deepEqual(request.next({ first: 1090, count: 12 }), { from: 1040, count: 60 });
  });

  test("next: nothing new while the window asked for is on its way", () => {
    const request = new WindowRequest(bounds);
    showing(request, { from: 0, count: 60, total: 5000 });
    request.asked({ from: 2976, count: 60 }, "page-1");
    assert.equal(request.next({ first: 3000, count: 12 }), null);
  });
});
