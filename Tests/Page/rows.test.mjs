// How the page draws a row of any screen (rows.js): its cells in lines, the search's matches
// marked, its action as a button, its further actions, what a screen reader reads, and a
// link only for an address that runs no script.

import assert from "node:assert/strict";
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

  test("a search's matches, in brackets in the cells, are marked and lose their brackets", () => {
    const node = render({ id: "c", kind: "company", cells: ["[台積]電 - ([2330])"] });
    assert.deepEqual(node.querySelectorAll("mark").map((mark) => mark.textContent), ["台積", "2330"]);
    assert.equal(node.textContent, "台積電 - (2330)");
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
    id: "l", kind: "contact", cells: ["網站", address], accessibility: { label: "網站", hint: "開啟", traits },
  });

  for (const address of ["https://www.tsmc.com/", "http://example.com/a", "mailto:ir@tsmc.com", "tel:+886-3-5636688"]) {
    test(`a row read as a link opens its address: ${address}`, () => {
      const link = linkRow(address).querySelector("a.row-link");
      assert.equal(link.href, new URL(address).href);
      assert.equal(link.target, "_blank");
      assert.equal(link.rel, "noopener noreferrer");
      assert.equal(link.getAttribute("aria-label"), "網站，開啟");
    });
  }

  for (const address of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,<script>1</script>", "vbscript:x", "//evil.example/", "https://"]) {
    test(`an address that could run script, or is no address, is no link: ${address}`, () => {
      const node = linkRow(address);
      assert.equal(node.querySelector("a"), null);
      assert.equal(node.querySelector(".secondary").textContent, address);
    });
  }

  test("an address in a row not read as a link is text", () => {
    assert.equal(linkRow("https://www.tsmc.com/", []).querySelector("a"), null);
  });
});
