// A screen with columns drawn as a table (table.js) in the windowed list (list.js): its
// headers, a cell a column, figures at the end, changes with their arrow and sign beside
// their colour, other rows across the table, the actions column, the place of each row in
// the whole list, the focus kept across an update; and the colours of a rise and a fall
// following the session's convention (appearance.js, app.css) with contrast in both.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { beforeEach, describe, test } from "node:test";
import { installDocument } from "./dom.mjs";
import { applyAppearance } from "../../Sources/ScreenFrontEnds/Serve/Page/Resources/appearance.js";
import { TABLE_ROW_HEIGHT, WindowedList } from "../../Sources/ScreenFrontEnds/Serve/Page/Resources/list.js";
import {
  TABLE_HEAD_HEIGHT, declaredColumns, fits, layoutFor, tableLayout, tableRow,
} from "../../Sources/ScreenFrontEnds/Serve/Page/Resources/table.js";

let document;
beforeEach(() => { document = installDocument(); });

// The watchlist's columns as its declaration writes them.
const watchlist = {
  rows: "company",
  columns: [
    { header: "名稱", kind: "text", alignment: "leading" },
    { header: "收盤", kind: "money", alignment: "trailing" },
    { header: "漲跌", kind: "change", alignment: "trailing" },
    { header: "漲跌幅", kind: "changePercent", alignment: "trailing" },
    { header: "成交量", kind: "integer", alignment: "trailing" },
    { header: "註記", kind: "badge", alignment: "leading" },
  ],
};

const company = (code, change, percent, mark = "") => ({
  id: `company:${code}`, kind: "company",
  cells: [
    `長榮 - (${code})`, { text: "191.00", kind: "money", value: "191.00", currency: "TWD" },
    change, percent, { text: "45,230,880", kind: "integer", value: 45230880 }, mark,
  ],
  action: { event: "select", code },
  accessibility: { label: `長榮，${code}，收盤 191.00 元，跌 21.00（9.91%）`, hint: "開啟公司資料", traits: ["button"] },
});
const down = company("2603",
  { text: "-21.00", kind: "change", direction: "down", value: "-21.00" },
  { text: "-9.91%", kind: "changePercent", direction: "down", value: "-9.91" },
  { text: "跌停", kind: "badge", direction: "down" });
const up = company("2609",
  { text: "+4.70", kind: "change", direction: "up", value: "4.70" },
  { text: "+10.00%", kind: "changePercent", direction: "up", value: "10.00" });
const status = { id: "status", kind: "status", text: "自選股 2 檔", accessibility: { label: "自選股 2 檔", traits: [] } };

const texts = (nodes) => nodes.map((node) => node.textContent);

describe("declaredColumns", () => {
  test("a screen's columns when each has a header; none, empty or headless columns are no table", () => {
    assert.equal(declaredColumns({ name: "watchlist", columns: watchlist }), watchlist);
    assert.equal(declaredColumns({ name: "directory" }), null);
    assert.equal(declaredColumns(undefined), null);
    assert.equal(declaredColumns({ columns: { rows: "company", columns: [] } }), null);
    assert.equal(declaredColumns({ columns: { rows: "company", columns: [{ header: "", kind: "text" }] } }), null);
    assert.equal(declaredColumns({ columns: { rows: 3, columns: watchlist.columns } }), null);
  });

  test("a row fits when it is of the columns' kind, with no more cells than columns", () => {
    assert.equal(fits(down, watchlist), true);
    assert.equal(fits({ ...down, cells: down.cells.slice(0, 2) }, watchlist), true);
    assert.equal(fits({ ...down, cells: down.cells.slice(0, 1) }, watchlist), true, "one cell is a row of the table");
    assert.equal(fits({ ...down, cells: [] }, watchlist), false, "no cell spans the table");
    assert.equal(fits({ ...down, cells: [...down.cells, "x"] }, watchlist), false);
    assert.equal(fits({ ...down, kind: "notice" }, watchlist), false);
    assert.equal(fits(status, watchlist), false);
  });
});

describe("layoutFor", () => {
  test("a screen with columns is a table, the same one while nothing it depends on changes; one without is the list", () => {
    const screen = { name: "watchlist", columns: watchlist };
    assert.equal(layoutFor({ name: "directory" }, [down], null, "動作"), null);
    const table = layoutFor(screen, [down], null, "動作");
    assert.equal(table.body.id, "rows");
    assert.equal(layoutFor(screen, [up], table, "動作"), table, "kept");
    const withActions = layoutFor(screen, [{ ...up, actions: [{ label: "移除", event: { event: "unwatch" } }] }], table, "動作");
    assert.notEqual(withActions, table, "a row's further actions add their column");
    assert.equal(withActions.table.querySelectorAll("thead th").length, 7);
  });
});

describe("tableRow", () => {
  test("a row of the columns' kind is a cell a column, figures at the end, its action on its first cell", () => {
    const node = tableRow(down, watchlist);
    assert.equal(node.tagName, "TR");
    assert.equal(node.dataset.rowId, "company:2603");
    const cells = node.querySelectorAll("td");
    assert.deepEqual(texts(cells), ["長榮 - (2603)", "191.00", "▼-21.00", "▼-9.91%", "45,230,880", "跌停"]);
    assert.deepEqual(cells.map((cell) => cell.className), ["start", "end", "end", "end", "end", "start"]);
    const button = cells[0].querySelector("button.row-button");
    assert.deepEqual(JSON.parse(button.dataset.event), { event: "select", code: "2603" });
    assert.equal(button.getAttribute("aria-label"), "長榮，2603，收盤 191.00 元，跌 21.00（9.91%），開啟公司資料");
    assert.equal(node.querySelectorAll("button").length, 1, "one button a row: its action");
    assert.equal(node.classList.contains("actionable"), true);
  });

  test("a change keeps its sign and its arrow (hidden from a screen reader) beside its colour, a rise and a fall alike", () => {
    for (const [row, direction, arrow] of [[down, "down", "▼"], [up, "up", "▲"]]) {
      const changes = tableRow(row, watchlist).querySelectorAll(`.${direction}`);
      assert.deepEqual(texts(changes).slice(0, 2), [row.cells[2].text, row.cells[3].text].map((text) => arrow + text));
      for (const change of changes.slice(0, 2)) {
        assert.equal(change.classList.contains("figure"), true);
        assert.equal(change.querySelector(".arrow").getAttribute("aria-hidden"), "true");
        assert.match(change.textContent, /[+-]/, "the sign stays");
      }
    }
  });

  test("a row with fewer cells leaves the last columns empty; one of another kind or with more cells spans the table", () => {
    const short = tableRow({ ...down, cells: down.cells.slice(0, 2) }, watchlist);
    assert.deepEqual(texts(short.querySelectorAll("td")), ["長榮 - (2603)", "191.00", "", "", "", ""]);
    assert.equal(short.querySelectorAll(".cell").length, 2, "no cell the row lacks");
    for (const row of [status, { ...down, cells: [...down.cells, "多的一格"] }]) {
      const node = tableRow(row, watchlist);
      const cells = node.querySelectorAll("td");
      assert.equal(cells.length, 1);
      assert.equal(cells[0].getAttribute("colspan"), "6");
      assert.equal(node.classList.contains("spanning"), true);
    }
    assert.match(tableRow({ ...down, cells: [...down.cells, "多的一格"] }, watchlist).textContent, /多的一格/, "no cell dropped");
    assert.equal(tableRow(status, watchlist, true).querySelector("td").getAttribute("colspan"), "7");
  });

  test("further actions sit in the actions column, named with the row; a row without any leaves it empty", () => {
    const watched = { ...up, actions: [{ label: "移除", event: { event: "unwatch", code: "2609" }, key: "d" }] };
    const node = tableRow(watched, watchlist, true);
    const last = node.querySelectorAll("td").at(-1);
    assert.equal(last.className, "actions");
    const button = last.querySelector(".row-action");
    assert.equal(button.getAttribute("aria-label"), `移除，${up.accessibility.label}`);
    assert.equal(button.dataset.key, "d");
    assert.equal(tableRow(down, watchlist, true).querySelectorAll("td").at(-1).children.length, 0);
  });
});

describe("a team's columns", () => {
  // An order ticket's orders list, as a team's package declares it: nothing of the stock
  // screens, a cancel action on each order.
  const orders = {
    rows: "order",
    columns: [
      { header: "Side", kind: "badge", alignment: "leading" },
      { header: "Code", kind: "code", alignment: "leading" },
      { header: "Lots", kind: "integer", alignment: "trailing" },
      { header: "Price", kind: "money", alignment: "trailing" },
      { header: "Status", kind: "text", alignment: "leading" },
    ],
  };
  const order = {
    id: "order:7", kind: "order",
    cells: [{ text: "Buy", kind: "badge", direction: "up" }, { text: "2330", kind: "code" },
      { text: "5", kind: "integer", value: 5 }, { text: "1,005.00", kind: "money", value: "1005.00", currency: "TWD" }, "Working"],
    accessibility: { label: "Buy 5 lots of 2330 at 1,005.00, working", traits: [] },
    actions: [{ label: "Cancel", event: { event: "cancel", order: 7 } }],
  };

  test("an order is a row of five cells, not six stacked lines, with its cancel in the actions column", () => {
    const node = tableRow(order, orders, true);
    assert.deepEqual(texts(node.querySelectorAll("td")), ["Buy", "2330", "5", "1,005.00", "Working", "Cancel"]);
    assert.deepEqual(node.querySelectorAll("td").map((cell) => cell.className), ["start", "start", "end", "end", "start", "actions"]);
    assert.equal(node.querySelector(".row-action").getAttribute("aria-label"), "Cancel，Buy 5 lots of 2330 at 1,005.00, working");
    assert.equal(node.querySelector(".row-button"), null, "an order without an action is not pressed as a whole");
  });
});

describe("tableLayout in the windowed list", () => {
  const update = (rows, { from = 0, total = rows.length } = {}) => ({
    count: total, window: { from, count: rows.length },
    rows: rows.map((row, index) => ({ index, row })),
    changes: { deletes: [], inserts: rows.map((_, index) => index), moves: [], updates: [] },
  });

  const mounted = () => {
    const main = document.createElement("main");
    const ol = document.createElement("ol");
    ol.id = "rows";
    main.append(ol);
    document.body.append(main);
    return { main, ol, list: new WindowedList(ol) };
  };

  test("the table takes the list's place, a <th scope=col> a column, its body #rows with the rows", () => {
    const { main, ol, list } = mounted();
    list.reset(update([status, down]));
    assert.equal(list.use(tableLayout(watchlist, false, "動作")), true);
    assert.equal(ol.parentNode, null, "the list left the page");
    const table = main.querySelector("table");
    const headers = table.querySelectorAll("thead th");
    assert.deepEqual(texts(headers), watchlist.columns.map((column) => column.header));
    assert.deepEqual(headers.map((th) => th.getAttribute("scope")), Array(6).fill("col"));
    assert.deepEqual(headers.map((th) => th.className), ["start", "end", "end", "end", "end", "start"]);
    assert.equal(table.getAttribute("aria-labelledby"), "title");
    assert.deepEqual(main.querySelectorAll("#rows > [data-row-id]").map((row) => row.dataset.rowId), ["status", "company:2603"]);
    assert.equal(main.querySelector("#rows").tagName, "TBODY");
    assert.equal(list.use(tableLayout(watchlist, false, "動作")), false, "the same table stays");
    assert.equal(list.use(null), true);
    assert.equal(ol.parentNode, main, "back to the list");
    assert.deepEqual(ol.children.map((row) => row.tagName), ["LI", "LI"]);
  });

  test("an actions column has its header only when asked for", () => {
    const { main, list } = mounted();
    list.use(tableLayout(watchlist, true, "動作"));
    assert.deepEqual(texts(main.querySelectorAll("thead th")).at(-1), "動作");
  });

  test("a windowed table counts its header row: aria-rowcount is every row and the header, each row its aria-rowindex", () => {
    const { main, list } = mounted();
    list.use(tableLayout(watchlist, false, "動作"));
    list.reset(update([down, up], { from: 10, total: 200 }));
    const table = main.querySelector("table");
    assert.equal(table.getAttribute("aria-rowcount"), "201");
    assert.equal(main.querySelector("thead tr").getAttribute("aria-rowindex"), "1");
    assert.deepEqual(main.querySelectorAll("#rows > tr").map((row) => row.getAttribute("aria-rowindex")), ["12", "13"]);
    const frame = main.querySelector(".table-frame");
    assert.equal(frame.style.paddingTop, `${10 * TABLE_ROW_HEIGHT}px`);
    assert.equal(frame.style.height, `${200 * TABLE_ROW_HEIGHT + TABLE_HEAD_HEIGHT}px`);
    assert.equal(main.querySelector("#rows").style.getPropertyValue("--row"), `${TABLE_ROW_HEIGHT}px`);
  });

  test("the focus stays on a row's control when an update draws the row again", () => {
    const { main, list } = mounted();
    list.use(tableLayout(watchlist, false, "動作"));
    list.reset(update([down, up]));
    const row = (id) => main.querySelectorAll("#rows > tr").find((node) => node.dataset.rowId === id);
    row("company:2609").querySelector("button").focus();
    const changed = { ...up, cells: [up.cells[0], { text: "192.00", kind: "money", value: "192.00" }, ...up.cells.slice(2)] };
    list.apply({
      count: 2, window: { from: 0, count: 2 }, rows: [{ index: 1, row: changed }],
      changes: { deletes: [], inserts: [], moves: [], updates: [{ old: 1, new: 1 }] },
    });
    const focused = document.activeElement;
    assert.equal(focused.closest("[data-row-id]"), row("company:2609"));
    assert.equal(focused.closest("[data-row-id]").querySelectorAll("td")[1].textContent, "192.00", "the new row has it");
  });
});

describe("the colours of a rise and a fall", () => {
  test("an update's appearance sets data-rise on the root; none keeps it; red until one says", () => {
    const root = document.createElement("html");
    assert.equal(applyAppearance(root, { seq: 0 }), "red", "Taiwan's convention by default");
    assert.equal(applyAppearance(root, { seq: 1, appearance: { rise: "green" } }), "green");
    assert.equal(root.dataset.rise, "green");
    assert.equal(applyAppearance(root, { seq: 2 }), "green", "an update without it changes nothing");
    assert.equal(applyAppearance(root, { seq: 3, appearance: { rise: "blue" } }), "green", "an unknown colour changes nothing");
    assert.equal(applyAppearance(root, { seq: 4, appearance: { rise: "red" } }), "red");
  });

  // The style's colours: each custom property of `selector`'s rule, as #rrggbb.
  const style = readFileSync(new URL("../../Sources/ScreenFrontEnds/Serve/Page/Resources/app.css", import.meta.url), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "");
  const properties = (selector) => {
    const rule = [...style.matchAll(/([^{}]+)\{([^}]*)\}/g)].find(([, selectors]) => selectors.trim() === selector);
    assert.ok(rule, `the style has a rule for ${selector}`);
    return Object.fromEntries([...rule[2].matchAll(/(--[a-z-]+):\s*(#[0-9a-f]{6})/gi)].map(([, name, value]) => [name, value]));
  };
  const luminance = (hex) => {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a, b) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  // Every background a change is drawn on: the card, a hovered row, a status row, an error row.
  const backgrounds = ["#ffffff", "#f5f7fb", "#f8fafc", "#fff6f5"];

  test("red up in Taiwan's convention, green up in the other, each swapping the fall", () => {
    const taiwan = properties(":root");
    const other = properties(':root[data-rise="green"]');
    assert.equal(other["--rise"], taiwan["--fall"]);
    assert.equal(other["--fall"], taiwan["--rise"]);
    assert.ok(luminance(taiwan["--rise"]) !== luminance(taiwan["--fall"]));
  });

  test("a rise and a fall hold a contrast of 4.5:1 on every background, in both conventions", () => {
    for (const selector of [":root", ':root[data-rise="green"]']) {
      const colours = { ...properties(":root"), ...properties(selector) };
      for (const name of ["--rise", "--fall"]) {
        for (const background of backgrounds) {
          const ratio = contrast(colours[name], background);
          assert.ok(ratio >= 4.5, `${selector} ${name} ${colours[name]} on ${background}: ${ratio.toFixed(2)}`);
        }
      }
    }
  });
});
