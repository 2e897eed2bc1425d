// The page's line to the server: its session's stream of updates, and what happens when the
// server cannot be reached. A stream that breaks, or a request that does not reach the
// server, is followed by a look at the session (GET /api/sessions/ID):
// - the session is there: its stream opens again, and its first message describes the
//   window from nothing; after an outage, or a request that did not reach the server,
//   `online` says the server answers;
// - the server answers without it (a restart, or newer tabs took its place): `gone`;
// - no answer: `offline`, once, and the look is tried again after 1, 2, 4, 8 and 16
//   seconds, then every 30 seconds, until the server answers.
// Whatever waits or reaches the server is given (fetch, EventSource, the timers and the
// clock), so that tests play an outage without waiting on real time.

import { unreadableNote } from "./messages.js";

// The waits between looks, the last repeated for as long as the server stays away.
export const RETRY_DELAYS = [1000, 2000, 4000, 8000, 16000, 30000];
// A look at the session unanswered for this long counts as no answer.
export const LOOK_TIMEOUT = 10000;

// A request that did not reach the server: refused, reset, or given up on.
export class Unreachable extends Error {
  constructor(cause) {
    super("the server cannot be reached");
    this.name = "Unreachable";
    this.cause = cause;
  }
}

export class Connection {
  // `io`: { fetch, EventSource, setTimeout, clearTimeout, now }.
  // `hooks`: { message(update), opened(), offline(since), online(), gone(afterOutage) }.
  constructor(io, hooks) {
    this.io = io;
    this.hooks = hooks;
    this.session = null;
    this.stream = null;
    this.timer = null;
    this.looking = false;
    // Looks that found no server, in a row; and when the first of them was made.
    this.misses = 0;
    this.since = null;
    // A request did not reach the server since a look last found it: the page says so.
    this.unreached = false;
  }

  // True while the server cannot be reached.
  get offline() {
    return this.since !== null;
  }

  // Follows the updates of `session`: one just opened, after any outage.
  follow(session) {
    this.session = session;
    this.stopRetrying();
    this.since = null;
    this.misses = 0;
    this.unreached = false;
    this.openStream();
  }

  // Stops following: the session ended, or the page goes.
  close() {
    this.stopRetrying();
    this.closeStream();
  }

  // Fetches `path`; a request that does not reach the server throws `Unreachable` and
  // starts a look at the session, as a broken stream does.
  async request(path, init) {
    try {
      return await this.io.fetch(path, init);
    } catch (error) {
      this.unreached = true;
      this.lost();
      throw new Unreachable(error);
    }
  }

  // The JSON answer to a GET of `path`, with its status: `{ status, ok, answer }`. An
  // answer that is no JSON throws an error in the page's language.
  async get(path) {
    return this.json(await this.request(path));
  }

  // The JSON answer to a POST of `body` as JSON to `path`, as `get` gives it. With
  // `minimal`, the page asks for no more than the answer's number (Prefer: return=minimal):
  // it reads the updates from its stream, so each is sent to it once.
  async post(path, body = {}, { minimal = false } = {}) {
    const headers = { "Content-Type": "application/json" };
    if (minimal) headers.Prefer = "return=minimal";
    const init = { method: "POST", headers, body: JSON.stringify(body) };
    return this.json(await this.request(path, init));
  }

  async json(response) {
    try {
      return { status: response.status, ok: response.ok, answer: await response.json() };
    } catch (error) {
      throw new Error(unreadableNote(response.status));
    }
  }

  // Something did not reach the server: look at the session, unless a look is under way or
  // planned already.
  lost() {
    if (this.session === null || this.looking || this.timer !== null) return;
    this.closeStream();
    this.look();
  }

  // Looks at once instead of at the planned time: the user asked to try again.
  retryNow() {
    if (this.timer === null) return;
    this.stopRetrying();
    this.look();
  }

  openStream() {
    this.closeStream();
    const stream = new this.io.EventSource(`/api/sessions/${this.session}/updates`);
    this.stream = stream;
    stream.onmessage = (message) => {
      if (this.stream === stream) this.hooks.message(JSON.parse(message.data));
    };
    stream.onopen = () => {
      if (this.stream === stream) this.hooks.opened();
    };
    // The browser would try again on its own, every few seconds for ever; the page does,
    // knowing why.
    stream.onerror = () => {
      if (this.stream === stream) this.lost();
    };
  }

  closeStream() {
    if (this.stream) this.stream.close();
    this.stream = null;
  }

  stopRetrying() {
    if (this.timer !== null) this.io.clearTimeout(this.timer);
    this.timer = null;
  }

  async look() {
    const session = this.session;
    this.looking = true;
    const status = await this.statusOf(`/api/sessions/${session}`);
    this.looking = false;
    if (session !== this.session) return;
    if (status === 200) {
      const wasAway = this.offline || this.unreached;
      this.since = null;
      this.misses = 0;
      this.unreached = false;
      if (wasAway) this.hooks.online();
      this.openStream();
    } else if (status === 404) {
      // Still `offline` until another session is followed: a new session that cannot be
      // opened leads here again, an outage still.
      this.closeStream();
      this.hooks.gone(this.offline);
    } else {
      this.missed();
    }
  }

  // The status of a GET of `path`, or null when no answer came within `LOOK_TIMEOUT`.
  async statusOf(path) {
    const abort = new AbortController();
    const timeout = this.io.setTimeout(() => abort.abort(), LOOK_TIMEOUT);
    try {
      return (await this.io.fetch(path, { signal: abort.signal, cache: "no-store" })).status;
    } catch (error) {
      return null;
    } finally {
      this.io.clearTimeout(timeout);
    }
  }

  // The server did not answer, or answered with a failure of its own: say so the first
  // time, and look again later.
  missed() {
    if (this.since === null) {
      this.since = this.io.now();
      this.hooks.offline(this.since);
    }
    const delay = RETRY_DELAYS[Math.min(this.misses, RETRY_DELAYS.length - 1)];
    this.misses += 1;
    this.timer = this.io.setTimeout(() => {
      this.timer = null;
      this.look();
    }, delay);
  }
}
