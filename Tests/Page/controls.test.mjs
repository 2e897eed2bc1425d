// The controls around the rows (controls.js), made from the screens' declarations as
// `GET /api/screens` gives them: tabs for the root screens, back on a stacked one, each
// screen's buttons and its search field, whose text each screen keeps.

import assert from "node:assert/strict";
import { beforeEach, describe, test } from "node:test";
import { h, installDocument } from "./dom.mjs";
import { Controls } from "../../Sources/ScreenFrontEnds/Serve/Page/Resources/controls.js";

const screens = [
  {
    name: "directory", label: "列表", placement: "root",
    controls: [
      { kind: "searchField", event: "filter", parameter: "text", label: "名稱或代號" },
      { kind: "button", label: "上市", key: "1", event: { event: "load", market: "listed" } },
      { kind: "button", label: "重試", event: { event: "retry" } },
    ],
  },
  { name: "feed", label: "動態", placement: "root", controls: [{ kind: "endOfRows", event: { event: "more" } }] },
  { name: "profile", label: "公司", placement: "stacked", controls: [] },
  {
    name: "watchlist", label: "自選股", placement: "root",
    controls: [{ kind: "searchField", event: "find", parameter: "query", label: "找自選股" }],
  },
];

// The page's controls as index.html has them.
let page;
beforeEach(() => {
  const document = installDocument();
  const search = h("input", { type: "search" });
  page = {
    back: h("button", { id: "back", hidden: true }),
    tabs: h("nav", { id: "tabs" }),
    buttons: h("div", { id: "buttons" }),
    search,
    field: h("label", { class: "search", hidden: true }, search),
  };
  document.body.append(page.back, page.tabs, page.buttons, page.field);
});

const controls = (declared = screens) => new Controls(declared, page);
const current = () => page.tabs.children.filter((tab) => tab.getAttribute("aria-current") === "page")
  .map((tab) => tab.dataset.screen);

describe("Controls", () => {
  test("a tab for each root screen, in order, each opening its screen", () => {
    controls();
    assert.deepEqual(page.tabs.children.map((tab) => tab.textContent), ["列表", "動態", "自選股"]);
    assert.deepEqual(page.tabs.children.map((tab) => JSON.parse(tab.dataset.event)),
      ["directory", "feed", "watchlist"].map((screen) => ({ event: "open", screen })));
    assert.equal(page.tabs.children[0].type, "button");
    assert.equal(page.tabs.hidden, false);
  });

  test("one root screen makes no tabs worth showing", () => {
    controls(screens.filter((screen) => screen.name !== "feed" && screen.name !== "watchlist"));
    assert.equal(page.tabs.children.length, 1);
    assert.equal(page.tabs.hidden, true);
  });

  test("the root screen on top is the current tab; a stacked one keeps the tab and shows back", () => {
    const shown = controls();
    shown.show("directory");
    assert.deepEqual(current(), ["directory"]);
    assert.equal(page.back.hidden, true);
    shown.show("feed");
    assert.deepEqual(current(), ["feed"]);
    shown.show("profile");
    assert.deepEqual(current(), ["feed"]);
    assert.equal(page.back.hidden, false);
    shown.show("feed");
    assert.equal(page.back.hidden, true);
  });

  test("a screen's buttons send their events, with the keys declared", () => {
    const shown = controls();
    shown.show("directory");
    const buttons = page.buttons.children;
    assert.deepEqual(buttons.map((button) => button.textContent), ["上市", "重試"]);
    assert.deepEqual(JSON.parse(buttons[0].dataset.event), { event: "load", market: "listed" });
    assert.equal(buttons[0].dataset.key, "1");
    assert.equal(buttons[0].getAttribute("aria-keyshortcuts"), "1");
    assert.equal(buttons[1].dataset.key, undefined);
    assert.equal(page.buttons.hidden, false);
    shown.show("feed");
    assert.equal(page.buttons.children.length, 0);
    assert.equal(page.buttons.hidden, true);
  });

  test("the search field shows on a screen that declares one, labelled, sending its event", () => {
    const shown = controls();
    shown.show("directory");
    assert.equal(page.field.hidden, false);
    assert.equal(page.search.getAttribute("aria-label"), "名稱或代號");
    assert.equal(page.search.placeholder, "名稱或代號");
    assert.deepEqual(JSON.parse(page.search.dataset.event), { event: "filter" });
    page.search.value = "台積";
    assert.deepEqual(shown.searchEvent(), { event: "filter", text: "台積" });
    shown.show("feed");
    assert.equal(page.field.hidden, true);
    assert.equal(shown.searchEvent(), null);
    shown.show("watchlist");
    assert.deepEqual(JSON.parse(page.search.dataset.event), { event: "find" });
    page.search.value = "2330";
    assert.deepEqual(shown.searchEvent(), { event: "find", query: "2330" });
  });

  test("the screen's end of rows is its declared event", () => {
    const shown = controls();
    shown.show("feed");
    assert.deepEqual(shown.endOfRows.event, { event: "more" });
    shown.show("directory");
    assert.equal(shown.endOfRows, null);
  });

  // The list of a screen keeps its search when the user leaves it: were the field empty on
  // return, it would read `符合「台積」 1 筆` under an empty field, and the next keystroke
  // would search for that key alone.
  test("a screen's search text is back in the field when the user comes back to the screen", () => {
    const shown = controls();
    shown.show("directory");
    page.search.value = "台積";
    shown.show("profile");
    shown.show("directory");
    assert.equal(page.search.value, "台積", "after back from a stacked screen");
    shown.show("feed");
    shown.show("directory");
    assert.equal(page.search.value, "台積", "after another tab");
  });

  test("each screen keeps its own search text", () => {
    const shown = controls();
    shown.show("directory");
    page.search.value = "台積";
    shown.show("watchlist");
    assert.equal(page.search.value, "", "a screen never searched starts empty");
    page.search.value = "2330";
    shown.show("directory");
    assert.equal(page.search.value, "台積");
    shown.show("watchlist");
    assert.equal(page.search.value, "2330");
  });

  test("showing the screen already on top keeps what is typed", () => {
    const shown = controls();
    shown.show("directory");
    page.search.value = "台";
    shown.show("directory");
    assert.equal(page.search.value, "台");
  });
});
