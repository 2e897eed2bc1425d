"""The page's own way of applying a protocol-2 update (`list.js`), tried in the browser on
random changes of a long list and random moves of its window: after each update the rows
drawn must be the new window's rows, in order, each as its newest object.

The changes are made the way the protocol describes them: rows that left the window or the
list are deleted, rows that came in are inserted (with their objects), rows that stay keep
their order unless they are moved, and rows whose object changed are updated.
"""

TRIALS_SCRIPT = r"""
const done = arguments[arguments.length - 1];
import('/list.js').then(({ WindowedList }) => {
  let seed = 20261201;
  const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  const row = (id, version) => ({ kind: 'item', id: `row:${id}`, cells: [`${id}`, `v${version}`],
    accessibility: { label: `${id}`, traits: [] } });
  const list = new WindowedList(document.createElement('ol'));
  let rows = Array.from({ length: 400 }, (_, id) => row(id, 0));
  let next = rows.length, from = 0;
  const size = 60;
  const clamp = (wanted, total) => Math.min(wanted, Math.max(0, total - size));
  const windowOf = (all, start) => all.slice(start, start + size);
  const first = windowOf(rows, from);
  list.reset({ count: rows.length, window: { from, count: first.length },
    rows: first.map((r, index) => ({ index, row: r })) });
  const failures = [];
  for (let trial = 0; trial < 400 && failures.length < 3; trial++) {
    const old = windowOf(rows, from);
    const changed = rows.map((r) => r);
    for (let i = random(4); i > 0 && changed.length > 1; i--) changed.splice(random(changed.length), 1);
    for (let i = random(4); i > 0; i--) changed.splice(random(changed.length + 1), 0, row(next++, 0));
    for (let i = random(3); i > 0; i--) {
      const [moved] = changed.splice(random(changed.length), 1);
      changed.splice(random(changed.length + 1), 0, moved);
    }
    for (let i = random(3); i > 0; i--) {
      const at = random(changed.length);
      changed[at] = row(Number(changed[at].cells[0]), trial + 1);
    }
    rows = changed;
    from = clamp(random(5) === 0 ? random(rows.length) : from + random(41) - 20, rows.length);
    from = Math.max(0, from);
    const now = windowOf(rows, from);
    const oldAt = new Map(old.map((r, index) => [r.id, index]));
    const newAt = new Map(now.map((r, index) => [r.id, index]));
    const deletes = old.map((r, index) => index).filter((index) => !newAt.has(old[index].id));
    const inserts = now.map((r, index) => index).filter((index) => !oldAt.has(now[index].id));
    const moves = [], updates = [];
    let last = -1;
    old.forEach((r, index) => {
      if (!newAt.has(r.id)) return;
      const to = newAt.get(r.id);
      if (to > last) last = to; else moves.push({ from: index, to });
      if (now[to] !== r) updates.push({ old: index, new: to });
    });
    const given = [...inserts, ...updates.map((u) => u.new)].sort((a, b) => a - b);
    const update = { seq: trial + 1, count: rows.length, window: { from, count: now.length },
      changes: { deletes, inserts, moves, updates },
      rows: given.map((index) => ({ index, row: now[index] })) };
    try {
      list.apply(update);
    } catch (error) {
      failures.push(`trial ${trial}: ${error.message}`);
      continue;
    }
    const drawn = Array.from(list.list.children).map((node) => node.dataset.rowId + ' ' + node.textContent);
    const expected = now.map((r) => r.id + ' ' + r.cells.join(''));
    if (JSON.stringify(drawn) !== JSON.stringify(expected)) {
      failures.push(`trial ${trial}: drawn ${drawn.slice(0, 3)}…, expected ${expected.slice(0, 3)}…`);
    }
  }
  done({ failures, rows: rows.length, from });
}).catch((error) => done({ failures: [String(error)] }));
"""


def apply_trials(page, failure):
    """Runs the trials in the page; raises `failure` with the first that went wrong."""
    result = page.browser.execute_async_script(TRIALS_SCRIPT)
    if result["failures"]:
        raise failure(f"the page's apply of protocol-2 updates: {result['failures']}")
    print(f"400 random protocol-2 updates applied as the protocol says ({result['rows']} rows)")
