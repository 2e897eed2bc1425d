// The line under the controls that says what is wrong: a request that failed, the server out
// of reach (since when, with a button to try at once), or a session that ended (what was
// kept, with a button to start again). While the server is away the page is marked
// `data-offline`, and the style dims the rows it can no longer vouch for.

import { element } from "./rows.js";
import { staleSince, word } from "./messages.js";

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
    if (this.kind === "offline") this.failed(word("page.notSent"));
    else if (this.kind !== "ended") this.say("unsent", word("page.notSent"));
  }

  // The server cannot be reached since `since`; `retry` looks again at once.
  offline(since, retry) {
    this.page.dataset.offline = "true";
    const button = element("button", "retry", word("page.retryNow"));
    button.type = "button";
    button.addEventListener("click", retry);
    const text = word(this.kind === "unsent" ? "page.notSent" : "page.unreachable");
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
    const button = element("button", "again", word("page.startAgain"));
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
