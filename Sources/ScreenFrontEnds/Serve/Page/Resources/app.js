// The page of `serve`: one session a tab, its updates by Server-Sent Events, each applied
// to the window of rows on the page (protocol 2), the controls made from the screens'
// declarations, the window's bounds from the session's. While the server cannot be
// reached the page says so, dims its rows and tries again (connection.js); it picks its
// session up when the server is back, or opens a new one, saying what was lost and what
// was kept. Tests read `window.stockScreens`: the last update applied, how many were
// applied by their changes, the updates whose changes did not fit, the window asked for,
// and how long each update took to show.

import { applyAppearance } from "./appearance.js";
import { Controls } from "./controls.js";
import { Connection, Unreachable } from "./connection.js";
import { ROW_HEIGHT, WindowRequest, WindowedList } from "./list.js";
import { endedNote, keptLabels, lostNote, pageLocale, refusedNote, setWords, word } from "./messages.js";
import { Problem } from "./problem.js";
import { layoutFor } from "./table.js";
import { Timings } from "./timings.js";

const state = {
  session: null, seq: -1, screen: null, title: "", count: 0, window: { from: 0, count: 0 },
  applied: 0, mismatches: [], sent: [],
};
window.stockScreens = state;
const list = new WindowedList(document.getElementById("rows"));
const title = document.getElementById("title");
const search = document.querySelector("input[type=search]");
const back = document.getElementById("back");
const problem = new Problem(document.getElementById("problem"), document.body);
const announcer = document.getElementById("announcer");
const timings = new Timings();
state.timings = timings.shown;
state.latencies = timings.latencies;
let controls = null;
let request = null;
// The labels of the screens whose content outlives a session, from their declarations.
let kept = [];
// The program's name, after the screen's title in the page's (`GET /api/screens`).
let programName = null;
// The row whose action opened the screen on top, to take the focus back to on return.
const opener = { screen: null, rowId: null };

Object.defineProperty(state, "rows", { get: () => list.rows });
Object.defineProperty(state, "requested", { get: () => request && request.requested });

// An update of protocol 1 (every row) read as protocol 2 reads: one window of every row.
const windowed = (update) => {
  if (update.protocol !== 1) return update;
  const wanted = new Set([...update.changes.inserts, ...update.changes.updates.map((change) => change.new)]);
  return {
    ...update, count: update.rows.length, window: { from: 0, count: update.rows.length },
    rows: update.rows.map((row, index) => ({ index, row })).filter((entry) => wanted.has(entry.index)),
    everyRow: update.rows.map((row, index) => ({ index, row })),
  };
};
const fromNothing = (update) => update.everyRow ? { ...update, rows: update.everyRow } : update;

// The text of the live rows (a status line, a load under way), read out when it changes.
const announce = () => {
  const text = list.rows
    .filter((row) => row.accessibility && row.accessibility.traits.includes("updatesFrequently"))
    .map((row) => row.accessibility.label).join(word("accessibility.sentence"));
  if (announcer.textContent !== text) announcer.textContent = text;
};

// A failure, in the page's language: a request that did not reach the server leaves the
// line saying the server is away. `quietly` says nothing of a request the user did not make.
const report = (error) => { if (error instanceof Unreachable) problem.notSent(); else problem.failed(error.message); };
const quietly = (error) => { if (!(error instanceof Unreachable)) report(error); };

const post = async (path, body, options) => {
  const { status, ok, answer } = await connection.post(path, body, options);
  if (status === 404 && state.session && path.includes(state.session)) ended();
  if (!ok) throw new Error(refusedNote(answer.error || `HTTP ${status}`));
  return answer;
};

// Events go one at a time, each posted once the one before is answered: two requests in
// flight at once could reach the server in either order (a search's last keystroke first).
// Each is answered with the number of the update it made, which the stream carries
// (`{seq}`), or null when it failed.
let sentCount = 0;
let posting = Promise.resolve();
const dispatch = (event) => {
  sentCount += 1;
  const id = `page-${sentCount}`;
  state.sent.push({ ...event, id });
  timings.sent(id);
  const session = state.session;
  posting = posting.then(async () => {
    try {
      if (event.event !== "window") ["failed", "note"].forEach((kind) => problem.clear(kind));
      return await post(`/api/sessions/${session}/events`, { ...event, id }, { minimal: true });
    } catch (error) {
      // A window asked for while the server is away says nothing: the line says it is away.
      if (event.event !== "window" || !(error instanceof Unreachable)) report(error);
      return null;
    }
  });
  return { id, answer: posting };
};
const send = (event) => dispatch(event).answer;
state.send = send;

// Asks the session for the rows of `wanted`, and notes which update answered it.
const askFor = (wanted) => {
  const { id, answer } = dispatch({ event: "window", ...wanted });
  request.asked(wanted, id);
  answer.then((update) => request.answered(id, update ? update.seq : null));
};

// A new screen: the focus goes to its heading, or back to the row that opened the screen
// the user left, when that is the screen shown again.
const moveFocus = () => {
  if (opener.screen === state.screen && opener.rowId) {
    const row = document.querySelector(`[data-row-id="${CSS.escape(opener.rowId)}"] button`);
    opener.screen = null;
    if (row) { row.focus(); return; }
  }
  title.focus();
};

// Asks for the window around the rows the viewport shows, at most once a tenth of a
// second, once the rows shown come near either edge of the window the page has.
let windowTimer = null;
let windowAskedAt = 0;
const followScroll = () => {
  if (!state.session || windowTimer !== null) return;
  const wait = Math.max(0, windowAskedAt + 100 - performance.now());
  windowTimer = setTimeout(() => {
    windowTimer = null;
    windowAskedAt = performance.now();
    const wanted = request.next(list.visible());
    if (wanted) askFor(wanted);
  }, wait);
};

// The end of the rows, while the last row offers the screen's declared end-of-rows event
// as its action, sends it once that row shows.
let endWatch = null;
const watchEnd = () => {
  if (endWatch) endWatch.disconnect();
  endWatch = null;
  const control = controls && controls.endOfRows;
  const last = list.node(state.count - 1);
  const row = list.rows[state.count - 1 - list.from];
  if (!control || !last || !row || JSON.stringify(row.action) !== JSON.stringify(control.event)) return;
  endWatch = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting) && list.node(state.count - 1) === last) {
      endWatch.disconnect();
      send(control.event);
    }
  });
  endWatch.observe(last);
};

// The layout of `update`'s screen: its table, or the list (table.js).
const layoutOf = (update) => layoutFor(
  controls && controls.screens.get(update.screen),
  update.rows.map((entry) => entry.row).concat(state.screen === update.screen ? list.rows : []),
  list.layout, word("page.actions"));

const shown = (update) => {
  const previous = state.screen;
  applyAppearance(document.documentElement, update);
  state.seq = update.seq;
  state.screen = update.screen;
  state.count = update.count;
  state.window = update.window;
  title.textContent = update.title;
  // The tab names the screen, then the program, as the window of any application does.
  document.title = programName ? `${update.title} — ${programName}` : update.title;
  document.body.dataset.screen = update.screen;
  controls.show(update.screen);
  controls.apply(update.controls);
  announce();
  request.showed(update);
  if (previous !== update.screen && previous !== null) {
    window.scrollTo(0, 0);
    moveFocus();
  }
  watchEnd();
  timings.applied(update);
  // The window the update holds may not be where the viewport is (a list that grew back
  // past a window asked for while it was short).
  followScroll();
};

// After a gap (updates missed) or changes that did not fit, the session's last update is
// read again, which describes its window from nothing.
const redraw = async () => {
  const { ok, answer } = await connection.get(`/api/sessions/${state.session}`);
  if (!ok) return;
  const update = fromNothing(windowed(answer));
  if (update.seq < state.seq) return;
  list.use(layoutOf(update));
  list.reset(update);
  shown(update);
};

// The first message of a stream (and of each reconnection) describes its window from
// nothing, whatever updates the page has applied.
let streamOpened = false;

const show = (message) => {
  // An event's `done` says its requests are answered, and an error on the stream is an
  // event's last message, which its post's answer reported: the page shows what updates say.
  if (message.done !== undefined || message.error !== undefined) return;
  const update = windowed(message);
  const fresh = streamOpened;
  streamOpened = false;
  if (update.seq <= state.seq) return;
  timings.received(update);
  if (fresh) {
    const whole = fromNothing(update);
    list.use(layoutOf(whole));
    list.reset(whole);
    shown(whole);
    return;
  }
  if (update.seq !== state.seq + 1) { redraw().catch(quietly); return; }
  try {
    list.use(layoutOf(update));
    list.apply(update);
    state.applied += 1;
  } catch (error) {
    state.mismatches.push({ seq: update.seq, error: error.message });
    redraw().catch(quietly);
    return;
  }
  shown(update);
};

// The session ended (the server let it go for newer tabs): say so and what was kept, and
// offer a new one. The page never opens one by itself: it would end another tab's.
const ended = () => {
  if (document.body.dataset.ended === "true") return;
  connection.close();
  problem.ended(endedNote(kept), () => {
    problem.clear();
    start().catch(report);
  });
};

document.addEventListener("click", (click) => {
  const target = click.target.closest("[data-event]");
  if (!target || target.tagName === "INPUT" || click.target.closest("a")) return;
  const row = target.closest("[data-row-id]");
  if (row) { opener.screen = state.screen; opener.rowId = row.dataset.rowId; }
  send(JSON.parse(target.dataset.event));
});
document.addEventListener("keydown", (key) => {
  if (key.key === "Escape" && !back.hidden) { send({ event: "back" }); return; }
  if (key.ctrlKey || key.metaKey || key.altKey || key.target.closest("input, textarea")) return;
  // A key a control declares presses it: the focused row's own actions first.
  const row = key.target.closest && key.target.closest("[data-row-id]");
  const scope = [row, document.getElementById("buttons")].filter(Boolean);
  for (const place of scope) {
    const button = Array.from(place.querySelectorAll("[data-key]")).find((node) => node.dataset.key === key.key);
    if (button) { key.preventDefault(); button.click(); return; }
  }
});
search.addEventListener("input", () => { const event = controls.searchEvent(); if (event) send(event); });
window.addEventListener("scroll", followScroll, { passive: true });
window.addEventListener("resize", followScroll, { passive: true });

// The line to the server: updates, and what to do when it is lost and found again.
const connection = new Connection(
  {
    fetch: (...request) => window.fetch(...request), EventSource: window.EventSource,
    setTimeout: (...wait) => window.setTimeout(...wait), clearTimeout: (timer) => window.clearTimeout(timer),
    now: () => Date.now(),
  },
  {
    message: (update) => show(update),
    // The first message of a stream (and of each reconnection) describes its window from
    // nothing, whatever updates the page has applied.
    opened: () => {
      streamOpened = true;
      document.body.dataset.ready = "true";
    },
    offline: (since) => problem.offline(since, () => connection.retryNow()),
    online: () => problem.online(),
    // The server is back without the session (it was started again): a new one, saying so;
    // while it ran, newer tabs took its place.
    gone: (afterOutage) => {
      if (!afterOutage) { ended(); return; }
      start().then(() => problem.note(lostNote(kept))).catch(quietly);
    },
  },
);

// The page's own words in the session's locale: its `lang`, the back button, the tabs' name.
const speak = (created) => {
  setWords(created.words, created.locale);
  document.documentElement.lang = pageLocale();
  back.textContent = word("page.back");
  document.getElementById("tabs").setAttribute("aria-label", word("page.screens"));
};

const start = async () => {
  connection.close();
  const [screens, created] = await Promise.all([
    connection.get("/api/screens").then(({ answer }) => answer),
    post("/api/sessions", { locale: [...(navigator.languages || [navigator.language])].filter(Boolean) }),
  ]);
  delete document.body.dataset.ended;
  speak(created);
  problem.online();
  // The session's own declarations speak its locale; the server's list speaks the server's.
  const declared = created.screens || screens.screens;
  kept = keptLabels(declared);
  const old = document.getElementById("tabs");
  const tabs = old.cloneNode(false);
  old.replaceWith(tabs);
  controls = new Controls(declared, {
    tabs, buttons: document.getElementById("buttons"), search, back, send: (event) => send(event),
  });
  request = new WindowRequest(screens.window);
  programName = screens.program || null;
  state.session = created.session;
  state.seq = -1;
  state.screen = null;
  document.body.dataset.session = state.session;
  const first = fromNothing(windowed(created.update));
  list.use(layoutOf(first));
  list.reset(first);
  shown(first);
  // A window of about three screens of rows: what the viewport shows and a screen either
  // side, so that a scroll seldom outruns it and few rows are drawn for each update.
  const size = request.size(window.innerHeight);
  if (first.protocol !== 1 && size !== request.count) askFor({ from: 0, count: size });
  streamOpened = true;
  connection.follow(state.session);
};
state.rowHeight = ROW_HEIGHT;
// Draws a row object in place of the shown row of its id, as an update that changed it
// would: for a test to show a row the running screens do not send (one with further
// actions, from a screen registered elsewhere).
state.draw = (row) => list.redraw(row);
start().catch(report);
