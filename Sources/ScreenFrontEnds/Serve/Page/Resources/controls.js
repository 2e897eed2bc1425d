// The controls around the rows: a tab for each root screen and back on a stacked one, made
// from the screens' declarations (`GET /api/screens`); and each screen's own controls (text
// fields, toggles, choices, buttons) drawn as native inputs in its declared order, showing
// what the updates' `controls` say the state holds. The only text kept is an edit in
// flight: what a field sent last, until an update shows it. A control the state disables is
// `disabled` (a radio group's fieldset, its radios with it), with `aria-disabled`; one it
// makes read-only is a `readonly` field, or a toggle or choice with `aria-readonly` whose
// clicks change nothing: neither sends an edit. Nothing here knows a screen by name.

import { element, sending } from "./rows.js";

const inputModes = { wholeNumber: "numeric", decimal: "decimal", code: "text", text: "text" };

// A choice of more options than this is a list box: as radio buttons an exchange's forty
// industries filled a phone's screen above the rows. Text snapshots shorten it the same way.
const longChoice = 8;

// Puts `input` in a control of class `kind` with a label for it, in the order `order` gives
// (a field after its label, a checkbox before), and the control's message last.
function labelled(drawn, input, id, kind, order) {
  input.id = id;
  const label = element("label", "label", drawn.control.label);
  label.setAttribute("for", id);
  drawn.input = input;
  drawn.node = element("div", `control ${kind}`);
  drawn.node.append(...order(label), drawn.message);
}

export class Controls {
  constructor(screens, { tabs, buttons, search, back, send = () => {} }) {
    this.screens = new Map(screens.map((screen) => [screen.name, screen]));
    this.tabs = tabs;
    this.buttons = buttons;
    this.search = search;
    this.back = back;
    this.send = send;
    this.shown = null;
    // Each drawn control of the screen shown, by id: its declaration and its elements.
    this.drawn = new Map();
    // What each field sent last, by id, until an update shows that value.
    this.pending = new Map();
    // The search box says what is wrong with its text where a form's field would.
    this.searchMessage = element("span", "message");
    this.searchMessage.id = "search-message";
    this.searchMessage.hidden = true;
    search.closest(".search").append(this.searchMessage);
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

  // The text field drawn in the page's search box: the one whose edits list results (a
  // search), or a screen's only field when it has no other input; a form's fields stay in
  // the form.
  get searchField() {
    const fields = this.controls(this.shown, "textField");
    const searching = fields.find((field) => field.results);
    if (searching) return searching;
    const others = this.controls(this.shown, "toggle").length + this.controls(this.shown, "choice").length;
    return fields.length === 1 && others === 0 ? fields[0] : null;
  }

  get endOfRows() {
    return this.controls(this.shown, "endOfRows")[0] || null;
  }

  // The event the search field sends for its text now, kept as the edit in flight.
  searchEvent() {
    const field = this.searchField;
    const drawn = field && this.drawn.get(field.id);
    if (!field || (drawn && drawn.availability && drawn.availability !== "enabled")) return null;
    this.pending.set(field.id, this.search.value);
    return { event: field.event, [field.parameter]: this.search.value };
  }

  // The controls of the screen `name`, now on top, drawn as declared.
  show(name) {
    if (this.shown === name) return;
    this.shown = name;
    this.pending.clear();
    const screen = this.screens.get(name);
    if (screen && screen.placement === "root") {
      for (const tab of this.tabs.children) {
        if (tab.dataset.screen === name) tab.setAttribute("aria-current", "page");
        else tab.removeAttribute("aria-current");
      }
    }
    this.back.hidden = !screen || screen.placement !== "stacked";
    this.drawn = new Map();
    const search = this.searchField;
    const form = element("form", "form");
    form.addEventListener("submit", (submit) => submit.preventDefault());
    form.addEventListener("keydown", (key) => this.enter(key));
    const declared = screen ? screen.controls.filter((control) => control.kind !== "endOfRows") : [];
    declared.forEach((control, index) => {
      if (search && control.id === search.id) return;
      const drawn = this.draw(control, `control-${index}`);
      this.drawn.set(control.id, drawn);
      form.append(drawn.node);
    });
    this.buttons.replaceChildren(...(form.children.length ? [form] : []));
    this.buttons.hidden = form.children.length === 0;
    const box = this.search.closest(".search");
    box.hidden = !search;
    // The search box sits where the screen declares its field: before the other controls
    // when it comes first, after them otherwise.
    const place = search && declared[0] && declared[0].id === search.id ? "before" : "after";
    if (box.dataset.place !== place) {
      this.buttons[place](box);
      box.dataset.place = place;
    }
    if (search) {
      this.search.setAttribute("aria-label", search.label);
      this.search.placeholder = search.placeholder || search.label;
      sending(this.search, { event: search.event });
      this.drawn.set(search.id, { control: search, input: this.search, message: this.searchMessage });
    }
    this.apply(declared);
  }

  // Shows what `controls` (an update's, or the declarations' first state) hold.
  apply(controls) {
    for (const control of controls || []) {
      const drawn = this.drawn.get(control.id);
      if (drawn) this.set(drawn, control);
    }
  }

  // Enter in a field presses the button the screen declares a submit, when it can be used.
  enter(key) {
    if (key.key !== "Enter" || !key.target || key.target.tagName !== "INPUT") return;
    key.preventDefault();
    const submit = Array.from(this.drawn.values()).find((drawn) => drawn.control.submits);
    if (submit && !submit.input.disabled) submit.input.click();
  }

  draw(control, id) {
    const message = element("span", "message");
    message.id = `${id}-message`;
    message.hidden = true;
    const drawn = { control, message, availability: "enabled" };
    // An edit of a control that takes none is not sent: the page never asks to be refused.
    const edit = (value) => {
      if (drawn.availability !== "enabled") return;
      this.send({ event: control.event, [control.parameter]: value });
    };
    if (control.kind === "textField") {
      const input = element("input", "field");
      input.type = "text";
      input.setAttribute("inputmode", inputModes[control.content] || "text");
      if (control.content === "code") input.setAttribute("autocapitalize", "off");
      if (control.maxLength) input.setAttribute("maxlength", String(control.maxLength));
      if (control.placeholder) input.placeholder = control.placeholder;
      input.addEventListener("input", () => {
        this.pending.set(control.id, input.value);
        edit(input.value);
      });
      labelled(drawn, input, id, "text-field", (label) => [label, input]);
    } else if (control.kind === "toggle") {
      const input = element("input");
      input.type = "checkbox";
      input.addEventListener("click", (click) => { if (drawn.availability === "readOnly") click.preventDefault(); });
      input.addEventListener("change", () => edit(input.checked));
      labelled(drawn, input, id, "toggle", (label) => [input, label]);
    } else if (control.kind === "choice" && (control.options || []).length > longChoice) {
      const input = element("select", "field");
      input.addEventListener("change", () => {
        // A read-only list box shows its state's option again.
        if (drawn.availability === "readOnly") input.value = drawn.selected ?? "";
        else edit(input.value);
      });
      labelled(drawn, input, id, "text-field", (label) => [label, input]);
      drawn.options = null;
      drawn.select = true;
    } else if (control.kind === "choice") {
      const group = element("fieldset", "control choice");
      group.append(element("legend", "label", control.label));
      drawn.input = group;
      drawn.group = id;
      drawn.node = group;
      drawn.options = null;
      drawn.edit = edit;
      group.append(message);
    } else {
      const input = sending(element("button", "control", control.label), control.event);
      input.type = "button";
      if (control.key) {
        input.setAttribute("aria-keyshortcuts", control.key);
        input.dataset.key = control.key;
      }
      drawn.input = input;
      drawn.node = input;
    }
    return drawn;
  }

  set(drawn, control) {
    const { input } = drawn;
    this.available(drawn, control);
    if (control.kind === "textField") {
      if (this.pending.get(control.id) === control.value) this.pending.delete(control.id);
      if (!this.pending.has(control.id) && input.value !== control.value) input.value = control.value;
    } else if (control.kind === "toggle") {
      input.checked = Boolean(control.on);
    } else if (control.kind === "choice" && drawn.select) {
      this.listed(drawn, control.options || []);
      drawn.selected = control.selected;
      input.value = control.selected ?? "";
    } else if (control.kind === "choice") {
      this.options(drawn, control.options || []);
      for (const radio of drawn.radios) radio.checked = radio.value === control.selected;
    }
    const { message } = drawn;
    const text = control.message || "";
    if (message) {
      message.textContent = text;
      message.hidden = !text;
    }
    if (text) {
      input.setAttribute("aria-invalid", "true");
      if (message) input.setAttribute("aria-describedby", message.id);
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  }

  // Whether the control takes edits, as its state says: `enabled` false is disabled, unless
  // `readOnly` says its value is only to be read.
  available(drawn, control) {
    const availability = control.readOnly ? "readOnly" : control.enabled === false ? "disabled" : "enabled";
    drawn.availability = availability;
    const { input, node } = drawn;
    input.disabled = availability === "disabled";
    if (availability === "disabled") input.setAttribute("aria-disabled", "true");
    else input.removeAttribute("aria-disabled");
    if (control.kind === "textField") input.readOnly = availability === "readOnly";
    else if (availability === "readOnly") input.setAttribute("aria-readonly", "true");
    else input.removeAttribute("aria-readonly");
    if (node) {
      node.classList.toggle("disabled", availability === "disabled");
      node.classList.toggle("read-only", availability === "readOnly");
    }
  }

  // The options of a long choice's list box, drawn again when they change.
  listed(drawn, options) {
    const key = JSON.stringify(options);
    if (drawn.options === key) return;
    drawn.options = key;
    drawn.input.replaceChildren(...options.map((option) => {
      const item = element("option", null, option.label);
      item.value = option.token;
      return item;
    }));
  }

  // The radio buttons of a choice, drawn again when its options change.
  options(drawn, options) {
    const key = JSON.stringify(options);
    if (drawn.options === key) return;
    drawn.options = key;
    for (const old of drawn.labels || []) old.remove();
    drawn.radios = [];
    drawn.labels = options.map((option, index) => {
      const radio = element("input");
      radio.type = "radio";
      radio.name = drawn.group;
      radio.id = `${drawn.group}-${index}`;
      radio.value = option.token;
      radio.addEventListener("click", (click) => { if (drawn.availability === "readOnly") click.preventDefault(); });
      radio.addEventListener("change", () => { if (radio.checked) drawn.edit(option.token); });
      drawn.radios.push(radio);
      const label = element("label", "option");
      label.setAttribute("for", radio.id);
      label.append(radio, option.label);
      return label;
    });
    for (const label of drawn.labels) drawn.input.insertBefore(label, drawn.message);
  }
}
