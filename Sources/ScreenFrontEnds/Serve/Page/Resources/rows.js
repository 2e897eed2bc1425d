// Draws a row of any screen from what every row carries: its cells (as the text snapshot
// shows them), its action, its further actions and what a screen reader reads. The kind
// only names a class, for the style to decorate.

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

// A cell's text, the search's matches (which the text snapshot shows in brackets) in <mark>.
const cell = (text, className) => {
  const span = element("span", className);
  let last = 0;
  for (const match of text.matchAll(/\[([^[\]]+)\]/g)) {
    span.append(text.slice(last, match.index), element("mark", null, match[1]));
    last = match.index + match[0].length;
  }
  span.append(text.slice(last));
  return span;
};

// An address a link may open: the web, mail and the telephone, nothing that runs script.
const safeLink = (text) => {
  if (!/^(https?:|mailto:|tel:)/i.test(text)) return null;
  try {
    return new URL(text).href;
  } catch (error) {
    return null;
  }
};

// The cells in lines: one cell alone; two as a label and its value; more as a title line
// (the first cell, the second beside it) over one line for each further cell.
const cells = (row) => {
  const texts = row.cells && row.cells.length ? row.cells : [row.text || ""];
  const lines = element("div", `cells count-${Math.min(texts.length, 3)}`);
  const head = element("div", "line head");
  head.append(cell(texts[0], "cell primary"));
  if (texts.length > 1) head.append(cell(texts[1], "cell secondary"));
  lines.append(head);
  for (const text of texts.slice(2)) {
    const line = element("div", "line detail");
    line.append(cell(text, "cell"));
    lines.append(line);
  }
  return lines;
};

// A row whose reading says it is a link, and which shows an address, opens it.
const linked = (row, content, reading) => {
  if (!reading.traits.includes("link")) return content;
  const href = (row.cells || []).map(safeLink).find(Boolean);
  if (!href) return content;
  const link = element("a", "row-link");
  link.href = href;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  link.append(content);
  if (reading.label) link.setAttribute("aria-label", [reading.label, reading.hint].filter(Boolean).join("，"));
  return link;
};

// The row's further actions as buttons of their own, each named with the row's label.
const actions = (row, reading) => {
  const group = element("div", "row-actions");
  for (const action of row.actions) {
    const button = sending(element("button", "row-action", action.label), action.event);
    button.type = "button";
    button.setAttribute("aria-label", [action.label, reading.label].filter(Boolean).join("，"));
    if (action.key) {
      button.setAttribute("aria-keyshortcuts", action.key);
      button.dataset.key = action.key;
    }
    group.append(button);
  }
  return group;
};

export const render = (row) => {
  const node = element("li", `row kind-${row.kind}`);
  node.dataset.rowId = row.id;
  node.dataset.kind = row.kind;
  if (row.state) node.dataset.state = row.state;
  const reading = row.accessibility || { label: "", traits: [] };
  let content = cells(row);
  if (reading.traits.includes("header")) {
    const heading = content.querySelector(".primary");
    heading.setAttribute("role", "heading");
    heading.setAttribute("aria-level", "2");
  }
  if (reading.traits.includes("updatesFrequently")) node.classList.add("live");
  if (row.action) {
    // A real button around the row's content: Tab reaches it, Enter and Space press it,
    // and a screen reader reads the row's label and hint.
    const button = sending(element("button", "row-button"), row.action);
    button.type = "button";
    button.append(content);
    const spoken = [reading.label, reading.hint].filter(Boolean).join("，");
    if (spoken) button.setAttribute("aria-label", spoken);
    content = button;
    node.classList.add("actionable");
  } else {
    content = linked(row, content, reading);
  }
  node.append(content);
  if (row.actions && row.actions.length) node.append(actions(row, reading));
  return node;
};
