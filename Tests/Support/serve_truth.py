#!/usr/bin/env python3
"""The page shows what `drive` sends: for each state a walk through the stock screens
reaches, the rows (their ids, their cells' texts, the event each row's button sends and its
further actions, in order) and the controls (kind,
label, value, enabled, disabled or read-only, in order) that the page of `serve` draws in
headless Chromium are those of `drive`'s update for the same state.

Usage: serve_truth.py truth|truth-outside URL SCREENSHOTS_DIR PROGRAM

`truth` walks the stock screens; `truth-outside` the outside package's (PROGRAM its `shelf`):
the shelf, a loan's ticket and confirmation, the alerts and their editor's form.

Both run the same events, one at a time: `PROGRAM drive --protocol 1` (each event sent once
the one before is done, its state the last update before its `done`) and the page, through
its own dispatch (the stock walk's each on a watchlist file of its own). A row that
updates by itself (a clock) is compared by its id alone: the two processes read their clocks
at different instants. The walk covers the directory (empty, loaded, searched), a company
watched from its row, the watchlist (a table), the profile, the screener's form (a button
disabled, a bound that is no number) and the feed. Screenshots in SCREENSHOTS_DIR.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

from page_reading import differences, read_page
from serve_browser import STEP_TIMEOUT, Failure, Page, played

STOCK_STEPS = [
    ("the directory as it opens", None),
    ("listed loaded", {"event": "load", "market": "listed"}),
    ("a search for 台積", {"event": "filter", "text": "台積"}),
    ("2330 watched from its row", {"event": "watch", "code": "2330"}),
    ("the search cleared", {"event": "filter", "text": ""}),
    ("2603 watched", {"event": "watch", "code": "2603"}),
    ("the watchlist", {"event": "open", "screen": "watchlist"}),
    ("the watchlist by change", {"event": "sort", "order": "change"}),
    ("the profile of 2330", {"event": "select", "code": "2330"}),
    ("back on the watchlist", {"event": "back"}),
    ("the screener's form", {"event": "open", "screen": "screener"}),
    ("a lower bound of 5 億元", {"event": "from", "value": "5"}),
    ("a lower bound that is no number", {"event": "from", "value": "5x"}),
    ("only the companies watched", {"event": "watched", "on": True}),
    ("the listed market chosen", {"event": "market", "market": "listed"}),
    ("the form cleared", {"event": "clear"}),
    ("the feed", {"event": "open", "screen": "feed"}),
]


# The outside package's reading list, loans and price alerts (`Tests/Fixtures/Bookshelf`), a
# team's screens: a book added, finished and lent (its ticket's book read-only, its days
# disabled once the loan has no due date, a confirmation that closes both), the alerts, and
# the editor's form (its save disabled until the alert is whole, a threshold that is no
# number, a choice), saved back to the list.
SHELF_STEPS = [
    ("the shelf as it opens", None),
    ("a book added", {"event": "add", "title": "百年孤寂"}),
    ("a book finished", {"event": "finish", "title": "三體"}),
    ("its loan's ticket, the book read-only", {"event": "lend", "title": "三體"}),
    ("a borrower", {"event": "borrower", "text": "小明"}),
    ("more days than a loan may have", {"event": "days", "text": "90"}),
    ("no due date: the days disabled", {"event": "open-ended", "on": True}),
    ("the confirmation", {"event": "submit"}),
    ("confirmed: both closed, the loan on the shelf", {"event": "confirm"}),
    ("the alerts", {"event": "open", "screen": "alerts"}),
    ("the editor's form", {"event": "edit"}),
    ("a code", {"event": "code", "text": "2330"}),
    ("a threshold that is no number", {"event": "threshold", "text": "15x"}),
    ("a threshold", {"event": "threshold", "text": "1500.5"}),
    ("below", {"event": "direction", "to": "below"}),
    ("saved to the list", {"event": "save"}),
]

# Each walk: its steps, what its drive is given besides the protocol, and the rows that
# change by themselves on the clock (compared by id alone), beside those marked as such.
WALKS = {
    "truth": (STOCK_STEPS, lambda folder: ["--watchlist", os.path.join(folder, "watchlist.json")], set()),
    "truth-outside": (SHELF_STEPS, lambda folder: [], {"quote"}),
}


class Drive:
    """`PROGRAM drive --protocol 1 ARGUMENTS…`, an event at a time."""

    def __init__(self, program, arguments):
        self.process = subprocess.Popen(
            [program, "drive", "--protocol", "1"] + arguments,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.state = json.loads(self.process.stdout.readline())
        self.sent = 0

    def send(self, event):
        """Sends `event` and reads until it is done: the state is the last update before."""
        self.sent += 1
        ident = f"truth-{self.sent}"
        self.process.stdin.write(json.dumps({**event, "id": ident}, ensure_ascii=False) + "\n")
        self.process.stdin.flush()
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise Failure(f"drive ended before {event} was done")
            message = json.loads(line)
            if message.get("done") == ident:
                return self.state
            if "error" in message:
                raise Failure(f"drive refused {event}: {message}")
            if "rows" in message:
                self.state = message

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=STEP_TIMEOUT)


def steady(rows, ticking):
    """The rows with the cells of a row that updates by itself (a clock, or one of the ids
    `ticking`) left out."""
    return [{**row, "cells": None, "text": None} if row["id"] in ticking or "updatesFrequently" in
            (row.get("accessibility") or {}).get("traits", []) else row for row in rows]


def agree(page, state, what, ticking):
    """Waits until the page shows `state` (drive's update); fails with what differs if it
    never does."""
    rows = steady(state["rows"], ticking)
    deadline = time.monotonic() + STEP_TIMEOUT
    found = ["the page never settled"]
    while time.monotonic() < deadline:
        shown = read_page(page.browser)
        start = shown["window"]["from"]
        if shown["count"] != len(rows):
            found = [f"the page's list has {shown['count']} rows, drive's {len(rows)}"]
            time.sleep(0.1)
            continue
        live = {row["id"] for row in rows if row["cells"] is None}
        shown["rows"] = [{**row, "cells": [""]} if row["id"] in live else row for row in shown["rows"]]
        wanted = [{**row, "cells": [""]} if row["id"] in live else row
                  for row in rows[start:start + shown["window"]["count"]]]
        found = differences(shown, wanted, state.get("controls"), state["title"])
        if shown["screen"] == state["screen"] and not found:
            return len(shown["rows"]), len(shown["controls"])
        time.sleep(0.1)
    raise Failure(f"{what}: " + "; ".join(found))


def walk(page, drive, steps, ticking):
    for number, (what, event) in enumerate(steps, start=1):
        state = drive.state if event is None else drive.send(event)
        if event is not None:
            page.browser.execute_script("return window.stockScreens.send(arguments[0])", event)
        rows, controls = agree(page, state, what, ticking)
        print(f"step {number}, {what}: {rows} rows and {controls} controls agree with drive")
        page.screenshot(f"{number}-{state['screen']}")


def main():
    scene, url, screenshots, program = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
    if scene not in WALKS:
        print(f"FAILED: unknown scene {scene}")
        sys.exit(1)
    steps, arguments, ticking = WALKS[scene]
    os.makedirs(screenshots, exist_ok=True)
    drive = Drive(program, arguments(tempfile.mkdtemp(prefix="truth-drive-")))
    page = Page(url, screenshots)
    try:
        played(page, scene, lambda: walk(page, drive, steps, ticking))
    finally:
        drive.close()


if __name__ == "__main__":
    main()
