// The controls around the rows, made from the screens' declarations (`GET /api/screens`):
// a tab for each root screen, back on a stacked one, a screen's buttons and its search
// field. Nothing here knows a screen by name.

import { element, sending } from "./rows.js";

export class Controls {
  constructor(screens, { tabs, buttons, search, back }) {
    this.screens = new Map(screens.map((screen) => [screen.name, screen]));
    this.tabs = tabs;
    this.buttons = buttons;
    this.search = search;
    this.back = back;
    // The text typed into each screen's search field, kept while another screen shows.
    this.typed = new Map();
    this.shown = null;
    for (const screen of screens.filter((screen) => screen.placement === "root")) {
      const tab = sending(element("button", "tab", screen.label), { event: "open", screen: screen.name });
      tab.type = "button";
      tab.dataset.screen = screen.name;
      tabs.append(tab);
    }
    tabs.hidden = tabs.children.length < 2;
  }

  // The declared controls of `name`, by kind.
  controls(name, kind) {
    const screen = this.screens.get(name);
    return screen ? screen.controls.filter((control) => control.kind === kind) : [];
  }

  get searchField() {
    return this.controls(this.shown, "searchField")[0] || null;
  }

  get endOfRows() {
    return this.controls(this.shown, "endOfRows")[0] || null;
  }

  // The event the search field sends for its text now.
  searchEvent() {
    const field = this.searchField;
    return field && { event: field.event, [field.parameter]: this.search.value };
  }

  // The controls of the screen `name`, now on top.
  show(name) {
    if (this.shown === name) return;
    const field = this.searchField;
    if (field) this.typed.set(this.shown, this.search.value);
    this.shown = name;
    const screen = this.screens.get(name);
    if (screen && screen.placement === "root") {
      for (const tab of this.tabs.children) {
        if (tab.dataset.screen === name) tab.setAttribute("aria-current", "page");
        else tab.removeAttribute("aria-current");
      }
    }
    this.back.hidden = !screen || screen.placement !== "stacked";
    this.buttons.replaceChildren(...this.controls(name, "button").map((control) => {
      const button = sending(element("button", "control", control.label), control.event);
      button.type = "button";
      if (control.key) {
        button.setAttribute("aria-keyshortcuts", control.key);
        button.dataset.key = control.key;
      }
      return button;
    }));
    this.buttons.hidden = this.buttons.children.length === 0;
    const search = this.searchField;
    this.search.closest(".search").hidden = !search;
    if (search) {
      this.search.setAttribute("aria-label", search.label);
      this.search.placeholder = search.label;
      sending(this.search, { event: search.event });
      this.search.value = this.typed.get(name) || "";
    }
  }
}
