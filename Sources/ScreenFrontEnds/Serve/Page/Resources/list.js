// The rows of one window of a screen's list in the DOM, and no others: the list is as tall
// as every row of the screen (`count` of them), and the window's rows sit where their
// indices put them. An update's changes are applied as the session protocol says, moving,
// inserting and redrawing only the rows they name.

import { render } from "./rows.js";

// Every row of a windowed list is this tall, so that the list's height and a row's place
// follow from indices alone; the list gives it to the style as `--row`. It holds a title
// and three lines of detail: a company's full name, its capital and the day's quote.
export const ROW_HEIGHT = 96;
// Every row of a table is this tall: a line of cells (tables.js).
export const TABLE_ROW_HEIGHT = 56;

// The layout of a list of rows: each an item of `list`, placed in the whole list by
// aria-posinset and aria-setsize.
export const listLayout = (list) => ({
  key: "list", frame: list, body: list, render, rowHeight: ROW_HEIGHT,
  mark: (node, position, count) => {
    const place = String(position + 1);
    if (node.getAttribute("aria-posinset") !== place) node.setAttribute("aria-posinset", place);
    if (node.getAttribute("aria-setsize") !== String(count)) node.setAttribute("aria-setsize", String(count));
  },
  total: () => {},
});

// The row of `nodes` that holds the focus and which of its controls has it, if any: what
// the focus goes back to once that row is drawn again (an update's, a redraw's).
const focusIn = (nodes) => {
  const active = document.activeElement;
  const node = active && active.closest ? active.closest("[data-row-id]") : null;
  if (!node || !nodes.includes(node)) return null;
  return { id: node.dataset.rowId, index: Array.from(node.querySelectorAll("button, a")).indexOf(active) };
};

// Gives the focus back to the same control of the row of the same id, unless a row of
// `nodes` still holds it.
const refocus = (place, nodes) => {
  if (!place) return;
  const active = document.activeElement;
  const holder = active && active.closest ? active.closest("[data-row-id]") : null;
  if (holder && nodes.includes(holder)) return;
  const node = nodes.find((each) => each.dataset.rowId === place.id);
  if (!node) return;
  const controls = Array.from(node.querySelectorAll("button, a"));
  const target = controls[Math.max(0, Math.min(place.index, controls.length - 1))];
  if (target) target.focus();
};

export class WindowedList {
  constructor(list) {
    this.layout = listLayout(list);
    this.listLayout = this.layout;
    this.list = list;
    this.list.style.setProperty("--row", `${ROW_HEIGHT}px`);
    this.rows = [];
    this.nodes = [];
    this.from = 0;
    this.count = 0;
  }

  // Draws the rows in `layout` from now on (the list's own, or a table's), the rows shown
  // drawn again in it and its frame put where the old one was; nothing when it is the
  // layout in use. True when it changed.
  use(layout) {
    const next = layout || this.listLayout;
    if (next.key === this.layout.key) return false;
    const place = focusIn(this.nodes);
    this.layout.frame.replaceWith(next.frame);
    this.layout = next;
    this.list = next.body;
    this.list.style.setProperty("--row", `${next.rowHeight}px`);
    this.nodes = this.rows.map(next.render);
    this.list.replaceChildren(...this.nodes);
    this.place({ window: { from: this.from, count: this.rows.length }, count: this.count });
    refocus(place, this.nodes);
    return true;
  }

  // Draws an update that describes its window from nothing: the first of a session, or
  // the session's last update read again after a gap.
  reset(update) {
    const place = focusIn(this.nodes);
    this.rows = update.rows.map((entry) => entry.row);
    this.nodes = this.rows.map(this.layout.render);
    this.list.replaceChildren(...this.nodes);
    this.place(update);
    refocus(place, this.nodes);
  }

  // Applies an update's changes to the window's rows; throws, changing nothing, when they
  // do not fit the rows on the page.
  apply(update) {
    const { changes } = update;
    const size = update.window.count;
    const given = new Map(update.rows.map((entry) => [entry.index, entry.row]));
    const row = (index) => {
      if (!given.has(index)) throw new Error(`no row object for index ${index}`);
      return given.get(index);
    };
    const gone = new Set([...changes.deletes, ...changes.moves.map((move) => move.from)]);
    const taken = new Set([...changes.inserts, ...changes.moves.map((move) => move.to)]);
    const rows = new Array(size);
    const nodes = new Array(size);
    for (const move of changes.moves) {
      if (move.from >= this.rows.length || move.to >= size) throw new Error(`move ${move.from}→${move.to} is out of bounds`);
      rows[move.to] = this.rows[move.from];
      nodes[move.to] = this.nodes[move.from];
    }
    for (const index of changes.inserts) {
      if (index >= size) throw new Error(`insert at ${index} is past the window of ${size}`);
      rows[index] = row(index);
      nodes[index] = null;
    }
    let next = 0;
    for (let index = 0; index < size; index++) {
      if (taken.has(index)) continue;
      while (gone.has(next)) next++;
      if (next >= this.rows.length) throw new Error(`too few rows kept to fill index ${index}`);
      rows[index] = this.rows[next];
      nodes[index] = this.nodes[next];
      next++;
    }
    while (gone.has(next)) next++;
    if (next < this.rows.length) throw new Error(`${this.rows.length - next} old rows left with nowhere to go`);
    for (const change of changes.updates) {
      rows[change.new] = row(change.new);
      nodes[change.new] = null;
    }
    // Only now, with every change known to fit, is the page touched; the focus stays on
    // the row that had it, drawn again.
    const place = focusIn(this.nodes);
    for (let index = 0; index < size; index++) {
      if (nodes[index] === null) nodes[index] = this.layout.render(rows[index]);
    }
    const kept = new Set(nodes);
    for (const node of this.nodes) if (!kept.has(node)) node.remove();
    let cursor = this.list.firstChild;
    for (const node of nodes) {
      if (node === cursor) cursor = cursor.nextSibling;
      else this.list.insertBefore(node, cursor);
    }
    this.rows = rows;
    this.nodes = nodes;
    this.place(update);
    refocus(place, nodes);
  }

  // The list as tall as every row, the window's rows below the ones before it, each with
  // its place in the whole list for a screen reader.
  place(update) {
    this.from = update.window.from;
    this.count = update.count;
    const windowed = update.count > update.window.count || update.window.from > 0;
    const { frame, mark, total, rowHeight } = this.layout;
    this.list.classList.toggle("windowed", windowed);
    frame.classList.toggle("windowed-frame", windowed && frame !== this.list);
    frame.style.paddingTop = windowed ? `${this.from * rowHeight}px` : "";
    frame.style.height = windowed ? `${this.count * rowHeight + (this.layout.headHeight || 0)}px` : "";
    total(this.count);
    this.nodes.forEach((node, index) => mark(node, this.from + index, this.count));
  }

  // Draws `row` in place of the window's row of the same id; false when there is none.
  redraw(row) {
    const index = this.rows.findIndex((shown) => shown.id === row.id);
    if (index < 0) return false;
    const place = focusIn([this.nodes[index]]);
    const node = this.layout.render(row);
    this.layout.mark(node, this.from + index, this.count);
    this.nodes[index].replaceWith(node);
    this.nodes[index] = node;
    this.rows[index] = row;
    refocus(place, [node]);
    return true;
  }

  get windowed() {
    return this.list.classList.contains("windowed");
  }

  // The indices of the whole list that the viewport shows now.
  visible() {
    const top = this.layout.frame.getBoundingClientRect().top;
    const { rowHeight } = this.layout;
    const first = Math.max(0, Math.floor(-top / rowHeight));
    const shown = Math.ceil(window.innerHeight / rowHeight) + 1;
    return { first: Math.min(first, Math.max(0, this.count - 1)), count: shown };
  }

  // The node of the row at `index` of the whole list, if it is in the window.
  node(index) {
    return this.nodes[index - this.from] || null;
  }
}

// The window the page asks the session for: about three screens of rows, within the
// session's bounds (`GET /api/screens`: the size of a session's first window, the fewest
// and the most rows a window holds), asked for again around the rows the viewport shows as
// they come near either edge of the window. Where the window is comes from each update, a
// change of screen's among them, unless a window the page asked for is still on its way.
export class WindowRequest {
  constructor(bounds) {
    this.bounds = bounds;
    this.count = bounds.initial;
    this.shown = { from: 0, count: 0 };
    this.total = 0;
    // The window event on its way: its window, its id, and the update that answered it
    // once the answer is known.
    this.pending = null;
  }

  // The window the session has, as far as the page knows.
  get requested() {
    return { from: this.pending ? this.pending.from : this.shown.from, count: this.count };
  }

  // As many rows as three viewports `height` pixels tall show, at least 30 and no more than a
  // session starts with (so the page only ever narrows its first window), within the bounds.
  size(height) {
    const { initial, minimum, maximum } = this.bounds;
    const rows = Math.min(initial, Math.max(30, 3 * Math.ceil(height / ROW_HEIGHT)));
    return Math.min(maximum, Math.max(minimum, rows));
  }

  // The page asked for `window` with the event `id`.
  asked(window, id) {
    this.count = window.count;
    this.pending = { from: window.from, count: window.count, id, seq: null };
  }

  // The session answered the event `id` with the update `seq`, or with none (an error).
  answered(id, seq) {
    if (!this.pending || this.pending.id !== id) return;
    if (seq === null) this.pending = null;
    else this.pending.seq = seq;
  }

  // The page shows `update`; once it is the update that answered the pending window, or a
  // later one, that window is the session's.
  showed(update) {
    this.shown = update.window;
    this.total = update.count;
    const pending = this.pending;
    if (pending && (update.cause === pending.id || (pending.seq !== null && update.seq >= pending.seq))) {
      this.pending = null;
    }
  }

  // The window to ask for now that the viewport shows `count` rows from `first`, or null
  // when the one the session has still holds them with rows to spare.
  next({ first, count }) {
    const { from, count: size } = this.requested;
    const margin = Math.min(20, Math.floor((size - count) / 4));
    const end = Math.min(from + size, this.total);
    const nearTop = from > 0 && first < from + margin;
    const nearEnd = end < this.total && first + count > end - margin;
    const outside = first < from || first + count > from + size;
    if (!nearTop && !nearEnd && !outside) return null;
    const wanted = Math.max(0, Math.min(first - Math.floor((size - count) / 2), this.total - size));
    return wanted === from ? null : { from: wanted, count: size };
  }
}
