#!/usr/bin/env python3
"""The page of `stock-screens serve` on a long list, in headless Chromium, as a person uses it.

Usage: serve_window.py window URL SCREENSHOTS_DIR COMPANIES [FIGURES_FILE]

The server reads a listed file of COMPANIES companies. The scene loads it, searches and
clears the search, scrolls to the end of the list by hand and in steps and back to the top,
types a search, and scrolls the feed to its end until it has loaded past its first window.
After every step the rows in the DOM (their data-row-id, in order) must equal the rows of
the window of the engine's last update (read from the server, apart from the page), the page
must be showing the rows its viewport covers, and the DOM must hold at most MAX_NODES rows;
exits 0 when every check held.

How long the page takes is never a verdict here (a loaded machine makes any budget fail):
it prints what the page measured with performance marks (from an update's arrival to its
rows applied and laid out, to the next frame, and from each event the page sent to the
frame that showed its update), and with FIGURES_FILE writes them as JSON, with a baseline
measured in the same page, for the benchmark (`stock-screens-bench`, figure `page.update`):
the window's rows drawn again from nothing, every one of them, as a page without changesets
would show each update.
"""
import json
import os
import sys
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from serve_browser import Failure, Page

MAX_NODES = 300
# How many times the baseline draws the whole window again.
WHOLE_REDRAWS = 30


def covered(page):
    """True when the window the page last asked for is the one it shows, and it holds
    every row the viewport shows."""
    return page.browser.execute_script("""
        const s = window.stockScreens, list = document.getElementById('rows');
        if (s.window.from !== s.requested.from && s.count > s.requested.count) return false;
        const top = list.getBoundingClientRect().top;
        const first = Math.max(0, Math.floor(-top / s.rowHeight));
        const last = Math.min(s.count, Math.ceil((window.innerHeight - top) / s.rowHeight));
        return first >= s.window.from && last <= s.window.from + s.window.count;
    """)


def checked(page, what, condition=lambda update: True):
    """Waits until the page shows the window its viewport needs and the engine's last
    update, then checks the DOM against the engine and the page's own figures."""
    page.wait(lambda: covered(page), f"{what}: the page shows the rows its viewport covers")
    update = page.settled(what, condition)
    nodes = page.browser.execute_script("return document.querySelectorAll('#rows > li').length")
    if nodes > MAX_NODES:
        raise Failure(f"{what}: the DOM holds {nodes} rows, more than {MAX_NODES}")
    height, row = page.browser.execute_script(
        "return [document.getElementById('rows').offsetHeight, window.stockScreens.rowHeight]")
    rows = update["count"]
    if update["count"] > update["window"]["count"] and height < rows * row - 1:
        raise Failure(f"{what}: the list is {height} px tall for {rows} rows")
    print(f"{what}: {nodes} rows in the DOM of {rows}, window from {update['window']['from']}")
    return update


def search(page, keys):
    field = page.browser.find_element(By.CSS_SELECTOR, "input[type=search]")
    field.send_keys(*keys)


def scene(page, companies):
    page.settled("the page opens on the empty directory")
    page.click({"event": "load", "market": "listed"})
    checked(page, "the listed file arrives", lambda u: u["count"] > companies)
    page.screenshot("1-loaded")
    search(page, ["2"])
    checked(page, "a search for 2", lambda u: u["rows"][0].get("text", "").startswith("符合「2」"))
    search(page, [Keys.BACKSPACE])
    update = checked(page, "the search cleared", lambda u: u["count"] > companies)
    total = update["count"]

    # By hand first: the wheel's small steps, faster than the page may ask for windows.
    for _ in range(40):
        page.browser.execute_script("window.scrollBy(0, 500)")
        time.sleep(0.01)
    checked(page, "scrolled by hand", lambda u: u["window"]["from"] > 0)
    height = page.browser.execute_script("return document.documentElement.scrollHeight")
    for step in range(1, 5):
        page.browser.execute_script("window.scrollTo(0, arguments[0])", height * step // 5)
        checked(page, f"scrolled to {step}/5 of the list", lambda u: u["window"]["from"] > 0)
    page.browser.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
    update = checked(page, "the end of the list",
                     lambda u: u["window"]["from"] + u["window"]["count"] == u["count"])
    last = page.browser.find_elements(By.CSS_SELECTOR, "#rows > li")[-1]
    if last.get_attribute("aria-posinset") != str(total) or not last.is_displayed():
        raise Failure(f"the last row shows at the end, not {last.get_attribute('aria-posinset')}")
    page.screenshot("2-end")
    page.browser.execute_script("window.scrollTo(0, 0)")
    checked(page, "back at the top", lambda u: u["window"]["from"] == 0)

    search(page, ["台積"])
    update = checked(page, "a search for 台積",
                     lambda u: u["rows"][0].get("text", "").startswith("符合「台積」"))
    if not any(row.get("kind") == "company" for row in update["rows"]):
        raise Failure("台積 finds companies")
    page.screenshot("3-search")

    # The feed past its first window: scrolled to its end, it loads more each time.
    page.click({"event": "open", "screen": "feed"})
    update = checked(page, "the feed's first page", lambda u: u["screen"] == "feed"
                     and u["rows"][-1].get("kind") == "footer")
    while update["count"] <= 150:
        before = update["count"]
        page.browser.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
        update = checked(page, f"the feed past {before} rows", lambda u: u["count"] > before)
    if update["window"]["from"] == 0:
        raise Failure("the feed loaded more past its first window")
    page.screenshot("4-feed")
    return measured(page)


def measured(page):
    """What the page measured of the updates it showed, printed, with the baseline: the
    whole window drawn again from nothing, row by row, then laid out."""
    figures = page.browser.execute_script(
        "return {shown: window.stockScreens.timings.map(t => t.ms),"
        " frame: window.stockScreens.timings.map(t => t.frame),"
        " caused: window.stockScreens.latencies.map(t => t.ms),"
        " windows: window.stockScreens.sent.filter(e => e.event === 'window').length}")
    for name, values in (("from arrival to laid out", figures["shown"]),
                         ("from arrival to the next frame", figures["frame"]),
                         ("from the event sent to shown", figures["caused"])):
        values = sorted(values)
        print(f"{name}: {len(values)} updates, median {values[len(values) // 2]:.1f} ms, "
              f"p90 {values[len(values) * 9 // 10]:.1f} ms, max {values[-1]:.1f} ms")
    print(f"window events sent: {figures['windows']}")
    figures["whole"] = page.browser.execute_script("""
        const s = window.stockScreens, times = [];
        for (let turn = 0; turn < arguments[0]; turn++) {
          const rows = s.rows.slice(), start = performance.now();
          for (const row of rows) s.draw(row);
          document.body.getBoundingClientRect();
          times.push(performance.now() - start);
        }
        return {times, rows: s.rows.length};
    """, WHOLE_REDRAWS)
    print(f"the whole window of {figures['whole']['rows']} rows drawn again: median "
          f"{sorted(figures['whole']['times'])[WHOLE_REDRAWS // 2]:.1f} ms")
    return figures


def main():
    url, screenshots, companies = sys.argv[2], sys.argv[3], int(sys.argv[4])
    output = sys.argv[5] if len(sys.argv) > 5 else None
    os.makedirs(screenshots, exist_ok=True)
    page = Page(url, screenshots)
    try:
        figures = scene(page, companies)
        if output:
            with open(output, "w", encoding="utf-8") as file:
                json.dump(figures, file)
    except Failure as failure:
        page.screenshot("failed-window")
        print(f"FAILED: {failure}")
        sys.exit(1)
    finally:
        page.close()
    print("window: every check held")


if __name__ == "__main__":
    main()
