// The page's list against the engine: the updates a seeded script made the engine write
// (recorded by WindowReaderTests.testSeededScript_RecordedForThePage as a snapshot, one
// JSON line an update with the ids of its window's rows), applied one by one with
// `WindowedList.apply` as the page applies them; after each, the DOM's rows must be the
// engine's window, in order, and every row object the update carried drawn where it says.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { installDocument } from "./dom.mjs";
import { WindowedList } from "../../Sources/ScreenFrontEnds/Serve/Page/Resources/list.js";

const recording = new URL(
  "../../Snapshots/WindowReaderTests/testSeededScript_RecordedForThePage.jsonl", import.meta.url);

const lines = () => readFileSync(recording, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line));

test("the page's list follows the engine's recorded updates, each applied by its changes", () => {
  const document = installDocument();
  const element = document.createElement("ol");
  const list = new WindowedList(element);
  const [first, ...rest] = lines();
  assert.ok(rest.length > 0, `no updates after the first in ${recording.pathname}`);
  list.reset(first.update);
  assert.deepEqual(element.children.map((node) => node.dataset.rowId), first.ids);
  const seen = { inserts: 0, deletes: 0, moves: 0, updates: 0, windowMoves: 0, screens: 0 };
  let previous = first.update;
  for (const { update, ids } of rest) {
    const where = `update ${update.seq}`;
    list.apply(update);
    assert.deepEqual(element.children.map((node) => node.dataset.rowId), ids, where);
    assert.deepEqual(list.rows.map((row) => row.id), ids, where);
    for (const { index, row } of update.rows) {
      const cells = (row.cells || [row.text]).join("");
      assert.equal(element.children[index].textContent, cells, `${where}: the row object for ${index}`);
    }
    if (ids.length > 0) {
      assert.equal(element.children[0].getAttribute("aria-posinset"), String(update.window.from + 1), where);
    }
    for (const kind of ["inserts", "deletes", "moves", "updates"]) seen[kind] += update.changes[kind].length;
    if (update.window.from !== previous.window.from) seen.windowMoves += 1;
    if (update.screen !== previous.screen) seen.screens += 1;
    previous = update;
  }
  // The recording must hold every kind of change, or the test would prove less than it says.
  for (const [kind, count] of Object.entries(seen)) {
    assert.ok(count > 0, `the recording has no ${kind}: record it again with a longer script`);
  }
});
