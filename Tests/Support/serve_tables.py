#!/usr/bin/env python3
"""The screens that declare columns, drawn by the page of `stock-screens serve` as tables, in
headless Chromium, in both colour conventions.

Usage: serve_tables.py tables URL SCREENSHOTS_DIR

The scene watches three companies (a rise, a fall at its limit, and one more), opens the
watchlist and the screener, and checks on each: a <table> whose <th scope="col"> headers are
the declaration's columns, a row of the columns' kind a cell a column with the update's
texts, figures right-aligned in tabular digits, a rise and a fall coloured by the convention
(red up by default; green up once the settings screen chooses it and the session's update
says so in its `appearance`) and never by colour alone (▲/▼ and the sign stay), the row's button named by its
reading, and axe-core finding no violation, contrast included, in both conventions. The
keyboard reaches a row's button and its further action, and the focus stays on the row's
button when an update draws the row again. A watchlist of every company the screener lists,
in a window of a few rows, is a windowed table: it holds only the window's rows, each with
its aria-rowindex in the whole list, and follows a scroll to the end. Screenshots in
SCREENSHOTS_DIR.
"""
import json
import os
import sys
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from page_reading import cell_text
from serve_browser import STEP_TIMEOUT, Failure, Page, focused, no_violations, played

# The colours the style gives a rise and a fall, as Chromium computes them.
RED = "rgb(193, 18, 31)"
GREEN = "rgb(8, 127, 35)"


def declaration(page, screen):
    with urllib.request.urlopen(f"{page.url}api/screens", timeout=STEP_TIMEOUT) as answer:
        screens = json.load(answer)["screens"]
    return next(entry for entry in screens if entry["name"] == screen)


READ_TABLE = r"""
const table = document.querySelector('table.rows-table');
if (!table) return null;
const style = (node) => getComputedStyle(node);
return {
  headers: Array.from(table.querySelectorAll('thead th')).map((th) => ({
    text: th.textContent, scope: th.getAttribute('scope') })),
  rowcount: table.getAttribute('aria-rowcount'),
  body: table.querySelector('tbody').id,
  rows: Array.from(table.querySelectorAll('tbody > tr')).map((tr) => ({
    id: tr.dataset.rowId, index: tr.getAttribute('aria-rowindex'),
    cells: Array.from(tr.children).map((td) => ({
      text: td.textContent, align: style(td).textAlign, digits: style(td).fontVariantNumeric,
      colour: td.querySelector('.up, .down') ? style(td.querySelector('.up, .down')).color : null,
      direction: td.querySelector('.up') ? 'up' : td.querySelector('.down') ? 'down' : null,
      colspan: td.getAttribute('colspan'),
    })),
    button: (tr.querySelector('.row-button') || {getAttribute: () => null}).getAttribute('aria-label'),
  })),
};
"""


def check_table(page, update, screen, rise):
    """The table on the page is `screen`'s columns and `update`'s rows, coloured with `rise`."""
    columns = declaration(page, screen)["columns"]
    table = page.browser.execute_script(READ_TABLE)
    if table is None:
        raise Failure(f"{screen}: no table on the page")
    headers = [header["text"] for header in table["headers"]]
    wanted = [column["header"] for column in columns["columns"]]
    if headers[:len(wanted)] != wanted or any(header["scope"] != "col" for header in table["headers"]):
        raise Failure(f"{screen}: the headers are {table['headers']}, not {wanted} with scope col")
    if table["body"] != "rows" or table["rowcount"] != str(update["count"] + 1):
        raise Failure(f"{screen}: the body is #{table['body']}, aria-rowcount {table['rowcount']}")
    fall = GREEN if rise == RED else RED
    checked = 0
    for row, drawn in zip(update["rows"], table["rows"]):
        if row["id"] != drawn["id"]:
            raise Failure(f"{screen}: the table shows {drawn['id']} where the update has {row['id']}")
        if row["kind"] != columns["rows"] or drawn["cells"][0]["colspan"]:
            continue
        for column, cell, td in zip(columns["columns"], row["cells"], drawn["cells"]):
            text = td["text"].replace("▲", "").replace("▼", "")
            if text != cell_text(cell):
                raise Failure(f"{screen} {row['id']}: {column['header']} shows {td['text']!r}, not {cell_text(cell)!r}")
            if column["alignment"] == "trailing" and (td["align"] != "right" or "tabular-nums" not in td["digits"]):
                raise Failure(f"{screen} {row['id']}: {column['header']} is {td['align']}, {td['digits']}")
            direction = cell.get("direction") if isinstance(cell, dict) else None
            if column["kind"] in ("change", "changePercent") and direction in ("up", "down"):
                arrow = "▲" if direction == "up" else "▼"
                colour = rise if direction == "up" else fall
                if not td["text"].startswith(arrow) or td["colour"] != colour:
                    raise Failure(f"{screen} {row['id']}: a change {direction} shows {td['text']!r} in {td['colour']}")
                checked += 1
        if row.get("action") and drawn["button"] != "，".join(
                part for part in [row["accessibility"]["label"], row["accessibility"].get("hint")] if part):
            raise Failure(f"{screen} {row['id']}: its button reads {drawn['button']!r}")
    return checked


def shot(page, name):
    """A screenshot with the table scrolled back to its start (axe-core scrolls each cell
    it checks into view)."""
    page.browser.execute_script(
        "document.querySelectorAll('.table-frame').forEach((frame) => { frame.scrollLeft = 0; })")
    page.screenshot(name)


def rise(page, colour):
    """Sets the convention on the root as the page does for an update's appearance."""
    page.browser.execute_script("document.documentElement.dataset.rise = arguments[0]", colour)


def watchlist_scene(page):
    page.settled("the page opens on the empty directory")
    default = page.browser.execute_script("return document.documentElement.dataset.rise")
    if default != "red":
        raise Failure(f"a rise is red until an update says otherwise, not {default!r}")
    page.click({"event": "load", "market": "listed"})
    page.settled("listed arrives", lambda u: any(r.get("id") == "company:2330" for r in u["rows"]))
    for code in ["2330", "2603", "2609"]:
        page.browser.execute_script("return window.stockScreens.send(arguments[0])", {"event": "watch", "code": code})
    page.click({"event": "open", "screen": "watchlist"})
    update = page.settled("the watchlist shows the day's quotes", lambda u: u["screen"] == "watchlist" and sum(
        1 for r in u["rows"] if r["kind"] == "company" and len(r.get("cells", [])) > 2
        and isinstance(r["cells"][1], dict)) == 3)
    changes = check_table(page, update, "watchlist", RED)
    if changes < 2:
        raise Failure(f"the watchlist shows a rise and a fall, checked {changes} changes")
    no_violations(page, "the watchlist's table, red up")
    shot(page, "1-watchlist-red-up")
    # The user chooses green up on the settings screen; the session's next update says so.
    page.click({"event": "open", "screen": "settings"})
    page.settled("the settings open", lambda u: u["screen"] == "settings")
    page.browser.execute_script("return window.stockScreens.send(arguments[0])", {"event": "rise", "rise": "green"})
    page.wait(lambda: page.browser.execute_script("return document.documentElement.dataset.rise") == "green",
              "the page takes the colour the settings chose")
    page.click({"event": "open", "screen": "watchlist"})
    update = page.settled("the watchlist again", lambda u: u["screen"] == "watchlist" and sum(
        1 for r in u["rows"] if r["kind"] == "company" and len(r.get("cells", [])) > 2) == 3)
    check_table(page, update, "watchlist", GREEN)
    no_violations(page, "the watchlist's table, green up")
    shot(page, "2-watchlist-green-up")
    keyboard(page)


def keyboard(page):
    """Tab reaches a row's button and then its further action; the focus stays on the row's
    button when an update draws the row again."""
    button = page.browser.find_element(By.CSS_SELECTOR, "[data-row-id='company:2603'] .row-button")
    page.browser.execute_script("arguments[0].focus()", button)
    focused(page).send_keys(Keys.TAB)
    action = focused(page)
    if "row-action" not in (action.get_attribute("class") or "") or \
            action.find_element(By.XPATH, "ancestor::tr").get_attribute("data-row-id") != "company:2603":
        raise Failure("Tab from a row's button reaches its further action")
    page.browser.execute_script("arguments[0].focus()", button)
    before = page.engine()["seq"]
    # Sorting by change draws every row again, moved.
    page.browser.execute_script("return window.stockScreens.send(arguments[0])", {"event": "sort", "order": "change"})
    page.settled("the watchlist by change", lambda u: u["seq"] > before)
    holder = focused(page).find_element(By.XPATH, "ancestor::tr").get_attribute("data-row-id")
    if holder != "company:2603" or "row-button" not in (focused(page).get_attribute("class") or ""):
        raise Failure(f"the focus stays on 2603's button across the update, not on {holder}")
    print("keyboard: the further action by Tab, the focus kept across an update")


def screener_scene(page):
    """The screener's table in both conventions; the codes it lists."""
    page.click({"event": "open", "screen": "screener"})
    update = page.settled("the screener lists companies with their day", lambda u: u["screen"] == "screener" and sum(
        r["kind"] == "company" for r in u["rows"]) > 20)
    for colour, name in [(RED, "red"), (GREEN, "green")]:
        rise(page, name)
        check_table(page, update, "screener", colour)
        no_violations(page, f"the screener's table, {name} up")
    shot(page, "3-screener")
    return [row["id"].split(":", 1)[1] for row in update["rows"] if row["kind"] == "company"]


def windowed_scene(page, codes):
    """A watchlist longer than the page's window: the table holds only the window's rows,
    each with its place in the whole list, and follows a scroll to the end."""
    rise(page, "red")
    page.click({"event": "open", "screen": "directory"})
    page.settled("the directory again", lambda u: u["screen"] == "directory")
    # The directory watches the companies it holds: every market's.
    for market, name in [("otc", "上櫃"), ("emerging", "興櫃")]:
        page.click({"event": "load", "market": market})
        page.settled(f"{market} arrives", lambda u: name in u["rows"][0].get("text", ""))
    for code in codes:
        page.browser.execute_script("return window.stockScreens.send(arguments[0])", {"event": "watch", "code": code})
    page.click({"event": "open", "screen": "watchlist"})
    page.settled("the watchlist holds every company", lambda u: u["screen"] == "watchlist"
                 and u["count"] > len(codes))
    # The session's window on a screen is a hundred rows until the page asks otherwise: a
    # window of ten, as a page on a short screen would ask for.
    page.browser.execute_script("return window.stockScreens.send(arguments[0])",
                                {"event": "window", "from": 0, "count": 10})
    page.settled("the table holds a window of ten rows", lambda u: u["window"]["count"] == 10)
    page.browser.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    update = page.settled("the table's window follows the scroll to the end",
                          lambda u: u["window"]["from"] + u["window"]["count"] == u["count"] and u["window"]["from"] > 0)
    table = page.browser.execute_script(READ_TABLE)
    places = [int(row["index"]) for row in table["rows"]]
    first = update["window"]["from"] + 2
    if table["rowcount"] != str(update["count"] + 1) or places != list(range(first, first + len(places))):
        raise Failure(f"the window's rows are rows {places[:3]}… of {table['rowcount']}, not from {first}")
    if len(table["rows"]) >= update["count"]:
        raise Failure(f"the table holds {len(table['rows'])} rows of {update['count']}: it is not windowed")
    check_table(page, update, "watchlist", RED)
    shot(page, "4-watchlist-windowed-end")
    print(f"windowed: rows {first}–{first + len(places) - 1} of {update['count'] + 1} in the table")


def main():
    scene, url, screenshots = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(screenshots, exist_ok=True)
    page = Page(url, screenshots)

    def play():
        if scene != "tables":
            raise Failure(f"unknown scene {scene}")
        watchlist_scene(page)
        windowed_scene(page, screener_scene(page))

    played(page, scene, play)


if __name__ == "__main__":
    main()
