// A screen that declares columns for its rows of one kind (`columns` in its declaration:
// `{"rows":"company","columns":[{"header":"收盤","kind":"money","alignment":"trailing"},…]}`)
// is drawn as a table: a header a column (`<th scope="col">`), a cell a column in the rows
// of that kind, figures at the end of their cell in tabular digits, and every other row (a
// status line, a notice, a row whose cells do not fit the columns) across the whole table.
// A table row keeps what a list's row has: its action on its first cell, a button named by
// the row's reading, its further actions after its cells, its place in the whole list.

import { TABLE_ROW_HEIGHT } from "./list.js";

// The header row's height, which the style gives it too (--head): a windowed table's frame
// is as tall as the header and every row.
export const TABLE_HEAD_HEIGHT = 40;
import { actions, cell, content, element, firstLink, marked, parts, rowButton } from "./rows.js";

// The columns of `screen`'s declaration when they can be drawn: at least one, each with a
// header; null otherwise, and the screen's rows are a list.
export const declaredColumns = (screen) => {
  const columns = screen && screen.columns;
  if (!columns || typeof columns.rows !== "string" || !Array.isArray(columns.columns)) return null;
  if (columns.columns.length === 0) return null;
  if (!columns.columns.every((column) => column && typeof column.header === "string" && column.header)) return null;
  return columns;
};

// The class of a column's cells: at the end of the cell where the column says so.
const placed = (column) => (column.alignment === "trailing" ? "end" : "start");

// Whether `row` is drawn a cell a column: of the kind the columns are for, with no more
// cells than columns (fewer leave the last ones empty). Any other row spans the table, so
// that no cell is dropped.
export const fits = (row, columns) =>
  row.kind === columns.rows && Array.isArray(row.cells) && row.cells.length > 0
  && row.cells.length <= columns.columns.length;

// The row `row` as a table row of `columns` (plus a cell for actions when `withActions`).
export const tableRow = (row, columns, withActions = false) => {
  const node = element("tr", `row kind-${row.kind}`);
  const reading = marked(node, row);
  if (!fits(row, columns)) {
    const spanning = element("td", "span");
    spanning.setAttribute("colspan", String(columns.columns.length + (withActions ? 1 : 0)));
    spanning.append(...content(row, node));
    node.append(spanning);
    node.classList.add("spanning");
    return node;
  }
  const list = row.cells.map(parts);
  const pressed = row.action && !firstLink(list);
  // A column past the row's last cell is left empty: the page adds no cell the row lacks.
  columns.columns.forEach((column, index) => {
    const td = element("td", placed(column));
    let drawn = index < list.length ? cell(list[index], "cell") : element("span");
    if (index === 0 && pressed) {
      drawn = rowButton(row, reading, drawn);
      node.classList.add("actionable");
    }
    td.append(drawn);
    node.append(td);
  });
  if (withActions) {
    const td = element("td", "actions");
    if (row.actions && row.actions.length) td.append(actions(row, reading));
    node.append(td);
  }
  return node;
};

// The table's header row: a `<th scope="col">` a column, and one for the actions.
const head = (columns, actionsHeader) => {
  const line = element("tr");
  line.setAttribute("aria-rowindex", "1");
  for (const column of columns.columns) {
    const th = element("th", placed(column), column.header);
    th.setAttribute("scope", "col");
    line.append(th);
  }
  if (actionsHeader !== null) {
    const th = element("th", "actions", actionsHeader);
    th.setAttribute("scope", "col");
    line.append(th);
  }
  const thead = element("thead");
  thead.append(line);
  return thead;
};

// What tells two tables apart: their columns, and whether they have one of actions.
export const tableKey = (columns, withActions) => JSON.stringify({ columns, withActions });

// The table of a screen with `columns`, as the windowed list draws into it: `frame` is what
// goes on the page (and is as tall as every row), `body` holds the rows (`#rows`); a last
// column, headed `actionsHeader`, holds the rows' further actions `withActions`.
export const tableLayout = (columns, withActions, actionsHeader) => {
  const table = element("table", "rows-table");
  table.setAttribute("aria-labelledby", "title");
  const body = element("tbody", "rows");
  body.id = "rows";
  table.append(head(columns, withActions ? actionsHeader : null), body);
  const frame = element("div", "table-frame");
  frame.style.setProperty("--head", `${TABLE_HEAD_HEIGHT}px`);
  frame.append(table);
  return {
    key: tableKey(columns, withActions),
    frame, body, table, rowHeight: TABLE_ROW_HEIGHT, headHeight: TABLE_HEAD_HEIGHT,
    render: (row) => tableRow(row, columns, withActions),
    // The header row is the table's first: a row of the list at `position` (from 0) is its
    // row `position + 2`.
    mark: (node, position) => {
      const index = String(position + 2);
      if (node.getAttribute("aria-rowindex") !== index) node.setAttribute("aria-rowindex", index);
    },
    total: (count) => table.setAttribute("aria-rowcount", String(count + 1)),
  };
};

// The layout a screen declared by `screen` draws `rows` in (those it shows and those an
// update brings): a table when it declares columns, with a column of actions when one of the
// rows has further actions, `current` itself when it is that table; null for the list.
export const layoutFor = (screen, rows, current, actionsHeader) => {
  const columns = declaredColumns(screen);
  if (!columns) return null;
  const withActions = rows.some((row) => Array.isArray(row.actions) && row.actions.length > 0);
  if (current && current.key === tableKey(columns, withActions)) return current;
  return tableLayout(columns, withActions, actionsHeader);
};
