// Draws a row of any screen from what every row carries: its cells, its action, its further
// actions and what a screen reader reads. It reads no meaning out of text: a cell's marks
// and link come as data, and a row is pressed only when it has an action. The kind only
// names a class, for the style to decorate.

import { word } from "./messages.js";

export const element = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
};

// The JSON an element sends when pressed, which tests and the click handler read.
export const sending = (node, event) => {
  node.dataset.event = JSON.stringify(event);
  return node;
};

// The kinds of cell that hold a figure: drawn at the end of their line in tabular digits.
export const FIGURES = new Set(["integer", "decimal", "money", "percent", "change", "changePercent"]);
// The kinds of cell that hold a change, drawn with an arrow beside their sign.
const CHANGES = new Set(["change", "changePercent"]);

// A cell as a row carries it: its text alone, or an object with its text, the runs to mark
// ([start, end] in UTF-16 code units, the unit a JavaScript string counts), a link, and
// what it holds (its kind, and for a change or a badge its direction).
export const parts = (cell) => {
  if (cell && typeof cell === "object") {
    return {
      text: String(cell.text ?? ""), marks: Array.isArray(cell.marks) ? cell.marks : [], link: cell.link,
      kind: typeof cell.kind === "string" ? cell.kind : "text",
      direction: cell.direction === "up" || cell.direction === "down" ? cell.direction : null,
    };
  }
  return { text: String(cell ?? ""), marks: [], link: undefined, kind: "text", direction: null };
};

// The classes of a cell of `kind` and `direction`: a figure, a rise or a fall, for the style.
const typed = (className, { kind, direction }) => [
  className, FIGURES.has(kind) ? "figure" : null, direction,
].filter(Boolean).join(" ");

// A cell's text, each marked run in <mark>; a run out of order or out of the text is left
// out, so a bad offset can hide a mark but never repeat or lose text. A rise or a fall
// shows its arrow before its sign, hidden from a screen reader, which reads the row's label.
export const cell = (item, className) => {
  const { text, marks } = item;
  const span = element("span", typed(className, item));
  if (CHANGES.has(item.kind) && item.direction) {
    const arrow = element("span", "arrow", item.direction === "up" ? "▲" : "▼");
    arrow.setAttribute("aria-hidden", "true");
    span.append(arrow);
  }
  let last = 0;
  for (const [start, end] of marks) {
    if (!(Number.isInteger(start) && Number.isInteger(end) && start >= last && end > start && end <= text.length)) continue;
    span.append(text.slice(last, start), element("mark", null, text.slice(start, end)));
    last = end;
  }
  span.append(text.slice(last));
  return span;
};

// An address a link may open: the web, mail and the telephone, nothing that runs script.
const safeLink = (address) => {
  if (typeof address !== "string" || !/^(https?:|mailto:|tel:)/i.test(address)) return null;
  try {
    return new URL(address).href;
  } catch (error) {
    return null;
  }
};

// The cells in lines: one cell alone; two as a label and its value; more as a title line
// (the first cell, the second beside it) over one line for each further cell, the cells
// of a run of figures and badges (a day's close, change, percent, volume, limit mark) on
// one line together.
const cells = (list) => {
  const lines = element("div", `cells count-${Math.min(list.length, 3)}`);
  const head = element("div", "line head");
  head.append(cell(list[0], "cell primary"));
  if (list.length > 1) head.append(cell(list[1], "cell secondary"));
  lines.append(head);
  let figures = null;
  for (const item of list.slice(2)) {
    const isFigure = FIGURES.has(item.kind) || item.kind === "badge";
    if (isFigure && figures) { figures.append(cell(item, "cell")); continue; }
    const line = element("div", isFigure ? "line detail figures" : "line detail");
    line.append(cell(item, "cell"));
    lines.append(line);
    figures = isFigure ? line : null;
  }
  return lines;
};

// The first safe link among the cells, if any.
export const firstLink = (list) => list.map((item) => safeLink(item.link)).find(Boolean);

// A row whose cells carry a link opens the first that is safe, the whole row one target,
// named as the row is read: a link is how a web page performs a row's action of opening it
// (a profile's website, e-mail or telephone), so it wins over sending that action back.
const linked = (list, content, reading) => {
  const href = firstLink(list);
  if (!href) return content;
  const link = element("a", "row-link");
  link.href = href;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  link.append(content);
  if (reading.label) link.setAttribute("aria-label", spoken(reading));
  return link;
};

// The row's further actions as buttons of their own, each named with the row's label.
export const actions = (row, reading) => {
  const group = element("div", "row-actions");
  for (const action of row.actions) {
    const button = sending(element("button", "row-action", action.label), action.event);
    button.type = "button";
    button.setAttribute("aria-label", [action.label, reading.label].filter(Boolean).join(word("accessibility.separator")));
    if (action.key) {
      button.setAttribute("aria-keyshortcuts", action.key);
      button.dataset.key = action.key;
    }
    group.append(button);
  }
  return group;
};

// The spoken label of a row and its hint, as a row's button reads them.
export const spoken = (reading) => [reading.label, reading.hint].filter(Boolean).join(word("accessibility.separator"));

// A real button around `content` that sends the row's action: Tab reaches it, Enter and
// Space press it, and a screen reader reads the row's label and hint.
export const rowButton = (row, reading, content) => {
  const button = sending(element("button", "row-button"), row.action);
  button.type = "button";
  button.append(content);
  const label = spoken(reading);
  if (label) button.setAttribute("aria-label", label);
  return button;
};

// Marks `node` with the row's id, kind and state, and the classes the style decorates by.
export const marked = (node, row) => {
  node.dataset.rowId = row.id;
  node.dataset.kind = row.kind;
  if (row.state) node.dataset.state = row.state;
  const reading = row.accessibility || { label: "", traits: [] };
  if (reading.traits.includes("updatesFrequently")) node.classList.add("live");
  return reading;
};

// What a row shows, whatever holds it: its cells in lines, pressed or linked as a whole,
// then its further actions. `node` gets the class of a row that can be pressed.
export const content = (row, node) => {
  const reading = row.accessibility || { label: "", traits: [] };
  const list = (row.cells && row.cells.length ? row.cells : [row.text]).map(parts);
  let drawn = cells(list);
  if (reading.traits.includes("header")) {
    const heading = drawn.querySelector(".primary");
    heading.setAttribute("role", "heading");
    heading.setAttribute("aria-level", "2");
  }
  if (row.action && !firstLink(list)) {
    drawn = rowButton(row, reading, drawn);
    node.classList.add("actionable");
  } else {
    drawn = linked(list, drawn, reading);
  }
  return row.actions && row.actions.length ? [drawn, actions(row, reading)] : [drawn];
};

export const render = (row) => {
  const node = element("li", `row kind-${row.kind}`);
  marked(node, row);
  node.append(...content(row, node));
  return node;
};
