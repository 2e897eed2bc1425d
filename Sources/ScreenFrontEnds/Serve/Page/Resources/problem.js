// The line under the controls that says what is wrong: a request that failed, the server out
// of reach (since when, with a button to try at once), or a session that ended (what was
// kept, with a button to start again). While the server is away the page is marked
// `data-offline`, and the style dims the rows it can no longer vouch for.

import { element } from "./rows.js";
import { NOT_SENT, RETRY_NOW, START_AGAIN, UNREACHABLE, staleSince } from "./messages.js";

export class Problem {
  constructor(node, page) {
    this.node = node;
    this.page = page;
    // What the line says now: null, "failed", "unsent", "offline", "note" or "ended".
    this.kind = null;
  }

  // A request failed: `text` says why.
  failed(text) {
    if (this.kind === "ended") return;
    if (this.kind === "offline") {
      this.say("offline", text, this.node.querySelector(".stale"), this.node.querySelector("button"));
      return;
    }
    this.say("failed", text);
  }

  // A request did not reach the server: said so until the server answers, the outage it
  // starts included.
  notSent() {
    if (this.kind === "offline") this.failed(NOT_SENT);
    else if (this.kind !== "ended") this.say("unsent", NOT_SENT);
  }

  // The server cannot be reached since `since`; `retry` looks again at once.
  offline(since, retry) {
    this.page.dataset.offline = "true";
    const button = element("button", "retry", RETRY_NOW);
    button.type = "button";
    button.addEventListener("click", retry);
    const text = this.kind === "unsent" ? NOT_SENT : UNREACHABLE;
    this.say("offline", text, element("span", "stale", staleSince(since)), button);
  }

  // The server answers again.
  online() {
    delete this.page.dataset.offline;
    if (this.kind === "offline" || this.kind === "unsent") this.clear();
  }

  // The session ended: `text` says so and what was kept; `again` starts a new one.
  ended(text, again) {
    delete this.page.dataset.offline;
    this.page.dataset.ended = "true";
    const button = element("button", "again", START_AGAIN);
    button.type = "button";
    button.addEventListener("click", again);
    this.say("ended", text, button);
  }

  // Something worth knowing that is not a failure: `text` stays until the next problem.
  note(text) {
    this.say("note", text);
  }

  // Hides the line, when it says something of `kind` (anything, by default).
  clear(kind = null) {
    if (kind !== null && this.kind !== kind) return;
    this.kind = null;
    this.node.hidden = true;
    this.node.replaceChildren();
  }

  say(kind, text, ...more) {
    this.kind = kind;
    this.node.replaceChildren(element("span", "text", text), ...more.filter(Boolean).flatMap((node) => [" ", node]));
    this.node.hidden = false;
  }
}
