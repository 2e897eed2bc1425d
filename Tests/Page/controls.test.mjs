// The controls around the rows (controls.js), made from the screens' declarations as
// `GET /api/screens` gives them: tabs for the root screens, back on a stacked one, each
// screen's buttons, fields, toggles and choices, which show what the updates' controls say
// the state holds.

import assert from "node:assert/strict";
import { beforeEach, describe, test } from "node:test";
import { h, installDocument } from "./dom.mjs";
import { Controls } from "../../Sources/ScreenFrontEnds/Serve/Page/Resources/controls.js";

const screens = [
  {
    name: "directory", label: "列表", placement: "root",
    controls: [
      {
        id: "filter", kind: "textField", event: "filter", parameter: "text", label: "名稱或代號",
        results: "company", value: "", content: "text",
      },
      { id: "上市", kind: "button", label: "上市", key: "1", event: { event: "load", market: "listed" }, enabled: true },
      { id: "重試", kind: "button", label: "重試", event: { event: "retry" }, enabled: true },
    ],
  },
  {
    name: "feed", label: "動態", placement: "root",
    controls: [{ id: "endOfRows", kind: "endOfRows", label: "", event: { event: "more" } }],
  },
  { name: "profile", label: "公司", placement: "stacked", controls: [] },
  {
    name: "watchlist", label: "自選股", placement: "root",
    controls: [{ id: "find", kind: "textField", event: "find", parameter: "query", label: "找自選股", value: "", content: "text" }],
  },
  {
    name: "alert", label: "提醒", placement: "stacked",
    controls: [
      { id: "code", kind: "textField", label: "代號", event: "code", parameter: "text", value: "", content: "code", placeholder: "2330", maxLength: 4 },
      { id: "price", kind: "textField", label: "價格", event: "price", parameter: "text", value: "", content: "decimal" },
      {
        id: "direction", kind: "choice", label: "方向", event: "direction", parameter: "to",
        options: [{ token: "above", label: "高於" }, { token: "below", label: "低於" }], selected: null,
      },
      { id: "watched", kind: "toggle", label: "只看自選股", event: "watched", parameter: "on", on: false },
      { id: "save", kind: "button", label: "儲存", event: { event: "save" }, key: "1", submits: true, enabled: true },
    ],
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

let sent;
const controls = (declared = screens) => {
  sent = [];
  return new Controls(declared, { ...page, send: (event) => sent.push(event) });
};
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
    const buttons = page.buttons.querySelectorAll("button");
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

  test("the search box sits where the screen declares its field: before the other controls when first, after them otherwise", () => {
    const order = () => page.buttons.parentNode.children.map((node) => node.id || node.className);
    const shown = controls();
    shown.show("directory");
    assert.equal(screens[0].controls[0].kind, "textField", "the directory declares its search first");
    assert.deepEqual(order(), ["back", "tabs", "search", "buttons"]);
    const last = [{ ...screens[0], controls: [...screens[0].controls.slice(1), screens[0].controls[0]] }];
    const other = controls(last);
    other.show("directory");
    assert.deepEqual(order(), ["back", "tabs", "buttons", "search"]);
  });

  test("the search field is the screen's first text field, labelled, sending its event", () => {
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

  // A field shows the state's value: the page keeps no text of a screen once it leaves, so a
  // screen shown again shows what its state holds, and nothing of another's.
  test("the search field shows the value the update's state holds, never a kept copy", () => {
    const shown = controls();
    shown.show("directory");
    shown.apply([{ ...screens[0].controls[0], value: "台積" }]);
    assert.equal(page.search.value, "台積");
    shown.show("watchlist");
    shown.apply([{ ...screens[3].controls[0], value: "" }]);
    assert.equal(page.search.value, "", "the watchlist's state holds no text");
    shown.show("directory");
    shown.apply([{ ...screens[0].controls[0], value: "2330" }]);
    assert.equal(page.search.value, "2330");
  });

  // A screen may say what is wrong with a search's text as it does with a form's field; the
  // page's search box has no place for it until the controls make one.
  test("the search field's message shows in the search box and describes the field", () => {
    const shown = controls();
    shown.show("directory");
    shown.apply([{ ...screens[0].controls[0], value: "台", message: "至少兩個字" }]);
    assert.equal(page.search.getAttribute("aria-invalid"), "true");
    const message = page.field.querySelector(`#${page.search.getAttribute("aria-describedby")}`);
    assert.ok(message, "the field is described by a message in the search box");
    assert.equal(message.textContent, "至少兩個字");
    assert.equal(message.hidden, false);
    shown.apply([{ ...screens[0].controls[0], value: "台積" }]);
    assert.equal(page.search.getAttribute("aria-invalid"), null);
    assert.equal(message.hidden, true, "a message that goes is hidden");
  });

  test("an edit in flight stays until an update shows it; then the state's value shows", () => {
    const shown = controls();
    shown.show("directory");
    page.search.value = "台";
    shown.searchEvent();
    page.search.value = "台積";
    shown.searchEvent();
    shown.apply([{ ...screens[0].controls[0], value: "台" }]);
    assert.equal(page.search.value, "台積", "an older update does not take back what was typed");
    shown.apply([{ ...screens[0].controls[0], value: "台積" }]);
    shown.apply([{ ...screens[0].controls[0], value: "" }]);
    assert.equal(page.search.value, "", "once shown, the state's value wins: a screen cleared it");
  });

  test("a form's controls are native inputs with labels, in the declared order", () => {
    const shown = controls();
    shown.show("alert");
    const form = page.buttons.querySelector("form");
    assert.ok(form);
    const inputs = form.querySelectorAll("input");
    assert.deepEqual(inputs.map((input) => input.type), ["text", "text", "radio", "radio", "checkbox"]);
    const code = inputs[0];
    assert.equal(code.getAttribute("inputmode"), "text");
    assert.equal(code.getAttribute("maxlength"), "4");
    assert.equal(code.placeholder, "2330");
    assert.equal(inputs[1].getAttribute("inputmode"), "decimal");
    const labels = form.querySelectorAll("label");
    assert.deepEqual(labels.map((label) => label.textContent), ["代號", "價格", "高於", "低於", "只看自選股"]);
    assert.equal(labels[0].getAttribute("for"), code.id);
    assert.equal(form.querySelector("legend").textContent, "方向");
    assert.equal(form.querySelector("button").textContent, "儲存");
  });

  test("each edit sends the control's event with the new value", () => {
    const shown = controls();
    shown.show("alert");
    const inputs = page.buttons.querySelectorAll("input");
    inputs[0].value = "2330";
    inputs[0].dispatchEvent({ type: "input" });
    inputs[3].checked = true;
    inputs[3].dispatchEvent({ type: "change" });
    inputs[4].checked = true;
    inputs[4].dispatchEvent({ type: "change" });
    assert.deepEqual(sent, [
      { event: "code", text: "2330" }, { event: "direction", to: "below" }, { event: "watched", on: true },
    ]);
  });

  test("an update's values, messages and usable buttons show", () => {
    const shown = controls();
    shown.show("alert");
    const [code, price, direction, watched, save] = screens[4].controls;
    shown.apply([
      { ...code, value: "2330" }, { ...price, value: "abc", message: "不是數字" },
      { ...direction, selected: "below" }, { ...watched, on: true }, { ...save, enabled: false },
    ]);
    const inputs = page.buttons.querySelectorAll("input");
    assert.equal(inputs[0].value, "2330");
    assert.equal(inputs[1].value, "abc");
    assert.equal(inputs[1].getAttribute("aria-invalid"), "true");
    const message = page.buttons.querySelector(`#${inputs[1].getAttribute("aria-describedby")}`);
    assert.equal(message.textContent, "不是數字");
    assert.equal(message.hidden, false);
    assert.equal(inputs[0].getAttribute("aria-invalid"), null);
    assert.deepEqual(inputs.slice(2, 4).map((radio) => radio.checked), [false, true]);
    assert.equal(inputs[4].checked, true);
    assert.equal(page.buttons.querySelector("button").disabled, true);
    shown.apply([{ ...price, value: "12" }]);
    assert.equal(inputs[1].getAttribute("aria-invalid"), null, "a message that goes takes its mark along");
    assert.equal(message.hidden, true);
  });

  test("a control the state disables or makes read-only is drawn so and sends no edit", () => {
    const shown = controls();
    shown.show("alert");
    const [code, price, direction, watched] = screens[4].controls;
    shown.apply([
      { ...code, value: "2330", enabled: false, readOnly: true }, { ...price, enabled: false },
      { ...direction, enabled: false }, { ...watched, enabled: false, readOnly: true },
    ]);
    const inputs = page.buttons.querySelectorAll("input");
    assert.equal(inputs[0].readOnly, true, "a read-only field is readonly, not disabled");
    assert.equal(inputs[0].disabled, false);
    assert.equal(inputs[1].disabled, true);
    assert.equal(inputs[1].getAttribute("aria-disabled"), "true");
    assert.equal(inputs[4].getAttribute("aria-readonly"), "true");
    let prevented = 0;
    inputs[4].dispatchEvent({ type: "click", preventDefault: () => { prevented += 1; } });
    assert.equal(prevented, 1, "a click on a read-only toggle changes nothing");
    inputs[0].value = "2454";
    inputs[0].dispatchEvent({ type: "input" });
    inputs[1].value = "1";
    inputs[1].dispatchEvent({ type: "input" });
    inputs[4].checked = true;
    inputs[4].dispatchEvent({ type: "change" });
    assert.deepEqual(sent, [], "the page never asks the session for what it would refuse");
    shown.apply([{ ...price, enabled: true }]);
    assert.equal(inputs[1].disabled, false);
    assert.equal(inputs[1].getAttribute("aria-disabled"), null);
    inputs[1].value = "1";
    inputs[1].dispatchEvent({ type: "input" });
    assert.deepEqual(sent, [{ event: "price", text: "1" }]);
  });

  test("Enter in a field presses the submit button while it can be used, and nothing else", () => {
    const shown = controls();
    shown.show("alert");
    const form = page.buttons.querySelector("form");
    const field = form.querySelector("input");
    const button = form.querySelector("button");
    let pressed = 0;
    button.addEventListener("click", () => { pressed += 1; });
    let prevented = 0;
    const enter = () => field.dispatchEvent({ type: "keydown", key: "Enter", target: field, preventDefault: () => { prevented += 1; } });
    enter();
    assert.equal(pressed, 1);
    shown.apply([{ ...screens[4].controls[4], enabled: false }]);
    enter();
    assert.equal(pressed, 1, "a button that cannot be used is not pressed");
    assert.equal(prevented, 2, "Enter never submits the form itself");
  });

  test("a choice of more than eight options is a labelled list box showing the state's option", () => {
    const options = Array.from({ length: 10 }, (_, index) => ({ token: `0${index}`, label: `業${index}` }));
    const industry = {
      id: "industry", kind: "choice", label: "產業", event: "industry", parameter: "industry",
      options, selected: "00",
    };
    const shown = controls([{ name: "screener", label: "選股", placement: "root", controls: [industry] }]);
    shown.show("screener");
    const select = page.buttons.querySelector("select");
    assert.ok(select, "a list box, not ten radio buttons");
    assert.equal(page.buttons.querySelectorAll("input").length, 0);
    const label = page.buttons.querySelector("label");
    assert.equal(label.textContent, "產業");
    assert.equal(label.getAttribute("for"), select.id);
    assert.deepEqual(select.children.map((option) => [option.value, option.textContent]).slice(0, 2),
      [["00", "業0"], ["01", "業1"]]);
    assert.equal(select.value, "00");
    shown.apply([{ ...industry, selected: "07", message: "沒有這個產業" }]);
    assert.equal(select.value, "07");
    assert.equal(select.getAttribute("aria-invalid"), "true");
    select.value = "03";
    select.dispatchEvent({ type: "change" });
    assert.deepEqual(sent, [{ event: "industry", industry: "03" }]);
  });
});
