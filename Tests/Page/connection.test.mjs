// The page's line to the server (connection.js) through an outage, on a clock and a server
// of the test's own: no test waits on real time. A broken stream is followed by a look at
// the session; the session found opens its stream again, a server without it is `gone`,
// and no answer is `offline`, tried again after 1, 2, 4, 8, 16 and then every 30 seconds.

import assert from "node:assert/strict";
import { beforeEach, describe, test } from "node:test";
import {
  Connection, LOOK_TIMEOUT, RETRY_DELAYS, Unreachable,
} from "../../Sources/ScreenFrontEnds/Serve/Page/Resources/connection.js";

// Timers that fire only when the test moves the clock.
class Clock {
  constructor() {
    this.time = 1_700_000_000_000;
    this.timers = new Map();
    this.next = 1;
  }

  setTimeout(work, delay) {
    const id = this.next++;
    this.timers.set(id, { at: this.time + delay, delay, work });
    return id;
  }

  clearTimeout(id) {
    this.timers.delete(id);
  }

  // The delays of the timers set and not yet fired, but for the looks' own time-outs.
  get planned() {
    return [...this.timers.values()].filter((timer) => timer.delay !== LOOK_TIMEOUT).map((timer) => timer.delay);
  }

  // Moves the clock by `delay`, firing the timers due on the way, in order.
  async advance(delay) {
    const end = this.time + delay;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].work();
      await settled();
    }
    this.time = end;
  }
}

// Lets the promises already resolved run their continuations.
const settled = () => new Promise((resolve) => setImmediate(resolve));

// A server the test turns off, starts again without the session, or keeps from answering.
class Server {
  constructor() {
    this.state = "up";
    this.sessions = new Set(["s1"]);
    this.requests = [];
    this.body = null;
    this.refused = null;
  }

  async fetch(path, init = {}) {
    this.requests.push({ path, method: init.method || "GET" });
    if (this.refused === path) {
      this.refused = null;
      throw new TypeError("Failed to fetch");
    }
    if (this.state === "down") throw new TypeError("Failed to fetch");
    if (this.state === "hung") {
      return new Promise((_, reject) => {
        init.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    }
    if (this.state === "failing") return answer(503, "{}");
    const session = path.match(/^\/api\/sessions\/([^/]+)$/);
    if (session && !this.sessions.has(session[1])) return answer(404, '{"error":"no session"}');
    return answer(200, this.body ?? "{}");
  }

  // Refuses the next request to `path` as a server that is away does, and answers the rest.
  refuseOnce(path) {
    this.refused = path;
  }

  get looks() {
    return this.requests.filter((request) => /^\/api\/sessions\/[^/]+$/.test(request.path)).length;
  }
}

const answer = (status, text) => ({
  status, ok: status >= 200 && status < 300,
  json: async () => JSON.parse(text),
});

class FakeEventSource {
  static made = [];

  constructor(url) {
    this.url = url;
    this.closed = false;
    FakeEventSource.made.push(this);
  }

  close() {
    this.closed = true;
  }

  static get open() {
    return FakeEventSource.made.filter((stream) => !stream.closed);
  }
}

let clock;
let server;
let heard;
let connection;
beforeEach(() => {
  clock = new Clock();
  server = new Server();
  FakeEventSource.made = [];
  heard = [];
  connection = new Connection(
    {
      fetch: (path, init) => server.fetch(path, init), EventSource: FakeEventSource,
      setTimeout: (work, delay) => clock.setTimeout(work, delay),
      clearTimeout: (id) => clock.clearTimeout(id), now: () => clock.time,
    },
    {
      message: (update) => heard.push(["message", update.seq]),
      opened: () => heard.push(["opened"]),
      offline: (since) => heard.push(["offline", since]),
      online: () => heard.push(["online"]),
      gone: (afterOutage) => heard.push(["gone", afterOutage]),
    },
  );
  connection.follow("s1");
});

// The stream the page follows now, broken as a server that goes away breaks it.
const breakStream = async () => {
  const [stream] = FakeEventSource.open;
  stream.onerror();
  await settled();
  return stream;
};

describe("the stream", () => {
  test("follows the session's updates, and says when it opens", () => {
    assert.deepEqual(FakeEventSource.made.map((stream) => stream.url), ["/api/sessions/s1/updates"]);
    const [stream] = FakeEventSource.made;
    stream.onopen();
    stream.onmessage({ data: '{"seq":3}' });
    assert.deepEqual(heard, [["opened"], ["message", 3]]);
  });

  test("of a session followed before is not heard", () => {
    const [old] = FakeEventSource.made;
    connection.follow("s2");
    assert.equal(old.closed, true);
    old.onmessage({ data: '{"seq":9}' });
    old.onerror();
    assert.deepEqual(heard, []);
    assert.equal(server.looks, 0, "an old stream's failure looks at nothing");
  });

  test("broken while the server runs: the session is found and its stream opens again, nothing said", async () => {
    const broken = await breakStream();
    assert.equal(broken.closed, true, "the browser's own retries are stopped");
    assert.equal(server.looks, 1);
    assert.deepEqual(FakeEventSource.open.map((stream) => stream.url), ["/api/sessions/s1/updates"]);
    assert.notEqual(FakeEventSource.open[0], broken);
    assert.deepEqual(heard, []);
    assert.equal(connection.offline, false);
  });
});

describe("an outage", () => {
  test("is said once, with the time it began, and looked at again after growing waits", async () => {
    server.state = "down";
    await clock.advance(500);
    const began = clock.time;
    await breakStream();
    assert.deepEqual(heard, [["offline", began]]);
    assert.equal(connection.offline, true);
    assert.deepEqual(FakeEventSource.open, [], "no stream while the server is away");
    const waits = [];
    for (let look = 0; look < RETRY_DELAYS.length + 2; look += 1) {
      const [wait] = clock.planned;
      waits.push(wait);
      await clock.advance(wait - 1);
      assert.equal(server.looks, look + 1, `no look before the wait of ${wait} ms has passed`);
      await clock.advance(1);
      assert.equal(server.looks, look + 2);
    }
    assert.deepEqual(waits, [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    assert.deepEqual(heard, [["offline", began]], "said once");
  });

  test("ends when the server answers with the session: the stream opens again", async () => {
    server.state = "down";
    await breakStream();
    await clock.advance(1000);
    await clock.advance(2000);
    server.state = "up";
    await clock.advance(4000);
    assert.deepEqual(heard.slice(1), [["online"]]);
    assert.equal(connection.offline, false);
    assert.equal(FakeEventSource.open.length, 1);
    assert.deepEqual(clock.planned, [], "no look planned any more");
    assert.equal(clock.timers.size, 0, "nor a look's time-out left behind");
    // The next outage waits a second again.
    server.state = "down";
    await breakStream();
    assert.deepEqual(clock.planned, [1000]);
  });

  test("that ends without the session (the server was started again) is gone after an outage", async () => {
    server.state = "down";
    await breakStream();
    server.state = "up";
    server.sessions.clear();
    await clock.advance(1000);
    assert.deepEqual(heard.slice(1), [["gone", true]]);
    assert.deepEqual(FakeEventSource.open, []);
    assert.deepEqual(clock.planned, []);
    // A new session cannot be opened (the server went again): still an outage.
    server.state = "down";
    await assert.rejects(connection.post("/api/sessions"), Unreachable);
    await settled();
    await clock.advance(1000);
    server.state = "up";
    await clock.advance(2000);
    assert.deepEqual(heard.slice(1), [["gone", true], ["gone", true]]);
    // The new session is followed: the outage is over.
    connection.follow("s2");
    assert.equal(connection.offline, false);
    assert.deepEqual(FakeEventSource.open.map((stream) => stream.url), ["/api/sessions/s2/updates"]);
  });

  test("a server that answers a look with a failure of its own is still away", async () => {
    server.state = "failing";
    await breakStream();
    assert.deepEqual(heard.map(([name]) => name), ["offline"]);
    assert.deepEqual(clock.planned, [1000]);
  });

  test("a look that is never answered is given up on, and counts as no answer", async () => {
    server.state = "hung";
    await breakStream();
    assert.deepEqual(heard, []);
    await clock.advance(LOOK_TIMEOUT - 1);
    assert.deepEqual(heard, [], "waiting for the answer still");
    await clock.advance(1);
    assert.deepEqual(heard.map(([name]) => name), ["offline"]);
    assert.deepEqual(clock.planned, [1000]);
  });

  test("of a session the page has left says nothing when its look is answered", async () => {
    server.state = "hung";
    await breakStream();
    connection.follow("s2");
    await clock.advance(LOOK_TIMEOUT);
    assert.deepEqual(heard, []);
    assert.equal(connection.offline, false);
    assert.deepEqual(clock.planned, []);
    assert.deepEqual(FakeEventSource.open.map((stream) => stream.url), ["/api/sessions/s2/updates"]);
  });

  test("can be looked at again at once, and the planned look is dropped", async () => {
    server.state = "down";
    await breakStream();
    await clock.advance(1000);
    assert.deepEqual(clock.planned, [2000]);
    server.state = "up";
    connection.retryNow();
    await settled();
    assert.equal(server.looks, 3);
    assert.deepEqual(heard.slice(1), [["online"]]);
    assert.deepEqual(clock.planned, []);
  });
});

describe("a session gone while the server runs", () => {
  test("is gone, not after an outage: newer tabs took its place", async () => {
    server.sessions.clear();
    await breakStream();
    assert.deepEqual(heard, [["gone", false]]);
    assert.deepEqual(FakeEventSource.open, []);
  });
});

describe("a request", () => {
  test("that does not reach the server throws Unreachable and starts one look", async () => {
    server.state = "down";
    await assert.rejects(connection.post("/api/sessions/s1/events", { event: "back" }), Unreachable);
    await assert.rejects(connection.get("/api/sessions/s1"), Unreachable);
    await settled();
    assert.equal(server.looks, 2, "the GET, and one look");
    assert.deepEqual(heard.map(([name]) => name), ["offline"]);
    assert.deepEqual(clock.planned, [1000]);
  });

  test("that does not reach the server, when its look finds the session, says the server answers", async () => {
    server.refuseOnce("/api/sessions/s1/events");
    await assert.rejects(connection.post("/api/sessions/s1/events", { event: "back" }), Unreachable);
    await settled();
    assert.equal(server.looks, 1);
    assert.deepEqual(heard, [["online"]], "what the page said of the request is over");
    assert.equal(connection.offline, false);
    assert.deepEqual(FakeEventSource.open.map((stream) => stream.url), ["/api/sessions/s1/updates"]);
    await breakStream();
    assert.deepEqual(heard, [["online"]], "a stream broken after it says nothing");
  });

  test("that did not reach the session's server is forgotten once the page follows a new session", async () => {
    // The server started again without the session, and the click that found it out failed.
    server.sessions.clear();
    server.refuseOnce("/api/sessions/s1/events");
    await assert.rejects(connection.post("/api/sessions/s1/events", { event: "back" }), Unreachable);
    await settled();
    assert.deepEqual(heard, [["gone", false]]);
    server.sessions.add("s2");
    connection.follow("s2");
    await breakStream();
    assert.deepEqual(heard, [["gone", false]], "nothing to say of a request of the old session");
    assert.deepEqual(FakeEventSource.open.map((stream) => stream.url), ["/api/sessions/s2/updates"]);
  });

  test("answered gives its status and JSON", async () => {
    server.body = '{"session":"s9"}';
    const created = await connection.post("/api/sessions");
    assert.deepEqual(created, { status: 200, ok: true, answer: { session: "s9" } });
    assert.deepEqual(server.requests.at(-1), { path: "/api/sessions", method: "POST" });
    server.sessions.clear();
    const missing = await connection.get("/api/sessions/s1");
    assert.deepEqual(missing, { status: 404, ok: false, answer: { error: "no session" } });
  });

  test("answered with no JSON says so in the page's language", async () => {
    server.body = "<html>";
    await assert.rejects(connection.get("/api/screens"), { message: "伺服器的回答無法解讀（HTTP 200）。" });
  });
});
