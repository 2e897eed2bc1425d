#!/usr/bin/env python3
"""Drives the page of `stock-screens serve` in headless Chromium, as a person would.

Usage: serve_browser.py SCENE URL SCREENSHOTS_DIR [DATA_DIR]
       serve_browser.py outage - SCREENSHOTS_DIR PROGRAM WATCHLIST_FILE

SCENE is `journey` (load listed and OTC, search 台積, open 2330, go back, open the feed and
scroll to its end), `broken-otc` (an OTC file that cannot be read shows its error row;
once the file is mended, the row's retry loads it; DATA_DIR is the folder serve reads), or
`accessibility` (axe-core, from pip's axe-selenium-python, finds no violation on the
directory, a search, an error row, the profile and the feed; and the keyboard alone loads a
market, searches, opens a company and comes back, the focus where a person expects it;
DATA_DIR holds a listed file and a broken OTC file), or `screener-form` (axe-core finds no
violation on the screener's form as it opens, with a lower bound that is not a number, and
cleared again; the field is aria-invalid and described by its message), or `outside` (the reading list of the
outside package ExternalPackageTests builds, a screen this package does not have: the page
draws each of its rows by its text, and a book's row marks it read), or `outside-alerts`
(the same package's price alerts: a quote that ticks, and an editor's form whose save
returns the alert to the list), or `outside-loans` (the same package's loan of a book read:
the ticket's book is a read-only field, its days a field disabled while the loan has no due
date, its submit disabled until the loan is whole, and the confirmation's confirm closes it
and the ticket and returns the loan to the shelf), or `outage` (the scene
starts PROGRAM's serve on WATCHLIST_FILE itself: a company is watched; the network goes
away and the page says so in Chinese, marks its rows, and a click says it was not sent;
the network comes back and the page picks its session up; the server is killed and started
again on the same port, and the page opens a new session, saying the earlier screen was lost
and the watchlist kept, which the new session shows), or `held` (the page opens, the script
prints `held` and keeps the browser until it is ended: the browser a test run leaves when it
is killed).

After every step the rows on the page (their data-row-id, in order) must equal the rows of
the engine's last update, read from the server apart from the page, and the page must not
have recorded an update whose changeset it could not apply. Each screen is saved as a PNG
in SCREENSHOTS_DIR. Exits 0 when every check held; prints what failed otherwise.

Needs Selenium (pip), Debian's chromium and chromium-driver. Selenium is kept off the
network: SE_OFFLINE is set and the driver's path is given.
"""
import json
import os
import signal
import subprocess
import sys
import time
import urllib.request

os.environ["SE_OFFLINE"] = "true"
from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.options import Options  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

from page_trials import apply_trials  # noqa: E402

# How long a step may wait for the page or the engine before it fails, saying what it waited
# for: a bound for a step that would never come, far past what a step takes on a machine
# busy with other tests, never a budget.
STEP_TIMEOUT = 90


class Failure(Exception):
    pass


class Page:
    def __init__(self, url, screenshots):
        self.url = url
        self.screenshots = screenshots
        options = Options()
        options.binary_location = first_existing(["/usr/bin/chromium", "/usr/bin/chromium-browser"])
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=430,900",
                         "--disable-dev-shm-usage", "--lang=zh-TW", "--no-first-run"]:
            options.add_argument(argument)
        # The page asks for the browser's languages (navigator.languages), which headless
        # Chromium takes from this preference, not from --lang.
        options.add_experimental_option("prefs", {"intl.accept_languages": "zh-TW,zh"})
        driver = first_existing(["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"])
        self.browser = webdriver.Chrome(service=Service(executable_path=driver), options=options)
        self.browser.get(url)
        self.wait(lambda: self.browser.execute_script(
            "return document.body.dataset.ready === 'true'"), "the page's update stream opens")
        self.session = self.browser.execute_script("return window.stockScreens.session")

    def close(self):
        self.browser.quit()

    def wait(self, condition, what):
        deadline = time.monotonic() + STEP_TIMEOUT
        while time.monotonic() < deadline:
            try:
                if condition():
                    return
            except Exception:  # a row replaced while it was read: look again
                pass
            time.sleep(0.05)
        raise Failure(f"timed out waiting until {what}")

    def engine(self):
        """The session's last update, asked of the server, not of the page, its `rows` the
        row objects of its window in order (in protocol 2 it describes its window from
        nothing: every row of the window is there, with its index)."""
        with urllib.request.urlopen(f"{self.url}api/sessions/{self.session}", timeout=STEP_TIMEOUT) as answer:
            update = json.load(answer)
        if update.get("protocol", 1) >= 2:
            entries = update["rows"]
            if [entry["index"] for entry in entries] != list(range(update["window"]["count"])):
                raise Failure(f"the session's last update lacks rows of its window: {update['window']}")
            update["rows"] = [entry["row"] for entry in entries]
        else:
            update["window"] = {"from": 0, "count": len(update["rows"])}
            update["count"] = len(update["rows"])
        return update

    def settled(self, what, condition=lambda update: True):
        """Waits until the page shows the engine's last update and `condition` holds of it,
        then checks the page's rows against the engine's.

        The engine is read first, then the page's update number and rows in one step: when
        the page shows the update the engine had, its rows must be that update's."""
        deadline = time.monotonic() + STEP_TIMEOUT
        while time.monotonic() < deadline:
            update = self.engine()
            shown = self.browser.execute_script(
                "return {seq: window.stockScreens.seq, from: window.stockScreens.window.from, ids: Array.from("
                "document.querySelectorAll('#rows > [data-row-id]')).map(node => node.dataset.rowId)}")
            if shown["seq"] == update["seq"] and condition(update):
                expected = [row["id"] for row in update["rows"]]
                if shown["ids"] != expected or shown["from"] != update["window"]["from"]:
                    raise Failure(f"{what}: the page shows {shown['ids'][:8]}… from {shown['from']}, "
                                  f"the engine {expected[:8]}… from {update['window']['from']}")
                mismatches = self.browser.execute_script("return window.stockScreens.mismatches")
                if mismatches:
                    raise Failure(f"{what}: the page's rows differed after updates {mismatches[:2]}")
                return update
            time.sleep(0.05)
        raise Failure(f"timed out waiting until {what}")

    def click(self, event):
        selector = f"[data-event='{json.dumps(event, ensure_ascii=False, separators=(',', ':'))}']"
        elements = self.browser.find_elements(By.CSS_SELECTOR, selector)
        if not elements:
            raise Failure(f"nothing on the page sends {event}")
        self.browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", elements[0])
        elements[0].click()

    def screenshot(self, name):
        path = os.path.join(self.screenshots, f"{name}.png")
        self.browser.save_screenshot(path)
        print(f"screenshot {path}")


def first_existing(paths):
    for path in paths:
        if os.path.exists(path):
            return path
    raise Failure(f"none of {paths} exists")


def companies(update):
    return [row for row in update["rows"] if row["kind"] == "company"]


def journey(page):
    page.settled("the page opens on the empty directory")
    # The tab names the screen and the program, never the library every program shares.
    if page.browser.title != "公司列表 — stock-screens":
        raise Failure(f"the page's title is the screen's and the program's, not {page.browser.title!r}")
    apply_trials(page, Failure)
    page.screenshot("1-empty")
    page.click({"event": "load", "market": "listed"})
    page.settled("listed arrives", lambda u: any(r["kind"] == "status" for r in u["rows"]))
    page.click({"event": "load", "market": "otc"})
    update = page.settled("OTC arrives", lambda u: "上市 上櫃" in u["rows"][0].get("text", ""))
    if {row["market"] for row in companies(update)} != {"listed", "otc"}:
        raise Failure("both markets are listed")
    page.screenshot("2-listed-and-otc")

    search = page.browser.find_element(By.CSS_SELECTOR, "input[type=search]")
    search.send_keys("台積")
    update = page.settled("the search for 台積 answers",
                          lambda u: u["rows"][0].get("text", "").startswith("符合「台積」"))
    found = companies(update)
    if not found or found[0]["code"] != "2330":
        raise Failure(f"台積 puts 2330 first, not {[row['code'] for row in found[:3]]}")
    marks = page.browser.find_elements(By.CSS_SELECTOR, "#rows mark")
    if not any(mark.text == "台積" for mark in marks):
        raise Failure("the matched characters are marked")
    page.screenshot("3-search")
    second_action(page)

    page.browser.find_element(By.CSS_SELECTOR, "[data-row-id='company:2330']").click()
    update = page.settled("the profile of 2330 opens", lambda u: u["screen"] == "profile")
    if update["rows"][0].get("code") != "2330":
        raise Failure("the profile is 2330's")
    if page.browser.title != "公司資料 — stock-screens":
        raise Failure(f"the title follows the screen on top, not {page.browser.title!r}")
    page.screenshot("4-profile")
    page.click({"event": "back"})
    update = page.settled("back to the search", lambda u: u["screen"] == "directory")
    if companies(update)[0]["code"] != "2330":
        raise Failure("the search is still there after back")
    # The field shows the text the list is filtered by: a page that forgot what was typed on
    # a screen it left showed 符合「台積」 under an empty field.
    field = page.browser.find_element(By.CSS_SELECTOR, "input[type=search]").get_attribute("value")
    if field != "台積":
        raise Failure(f"after back the search field shows {field!r}, not the search 台積")

    page.click({"event": "open", "screen": "feed"})
    page.settled("the feed's first page", lambda u: u["rows"][-1]["kind"] == "footer")
    page.screenshot("5-feed")
    for _ in range(40):
        update = page.engine()
        if update["rows"][-1].get("state") == "exhausted":
            break
        page.browser.execute_script("window.scrollTo(0, document.body.scrollHeight)")
        page.settled("a page more", lambda u: u["rows"][-1].get("state") != "loading")
    update = page.settled("the end of the feed", lambda u: u["rows"][-1].get("state") == "exhausted")
    if update["rows"][-1]["text"] != "沒有更多資料":
        raise Failure("the feed ends with 沒有更多資料")
    footer = page.browser.find_element(By.CSS_SELECTOR, "#rows > li[data-kind=footer]")
    page.browser.execute_script("arguments[0].scrollIntoView({block: 'end'})", footer)
    if not footer.is_displayed() or footer.text != "沒有更多資料":
        raise Failure(f"the footer shows 沒有更多資料, not {footer.text!r}")
    page.screenshot("6-feed-end")
    applied = page.browser.execute_script("return window.stockScreens.applied")
    print(f"updates applied by changeset: {applied}")
    if applied < 10:
        raise Failure(f"only {applied} updates were applied by changeset")


def second_action(page):
    """A row with a further action (as a screen that declares one sends it) draws it as a
    button of its own, named with the row, which its key presses while the row has the focus."""
    watch = {"event": "watch", "code": "2330"}
    page.browser.execute_script(
        "const row = window.stockScreens.rows.find(r => r.id === 'company:2330');"
        "return window.stockScreens.draw({...row, actions: [{name: 'watch', label: '加入自選股',"
        " key: 'a', event: arguments[0]}]})", watch)
    button = page.browser.find_element(By.CSS_SELECTOR, "[data-row-id='company:2330'] .row-action")
    label = button.get_attribute("aria-label") or ""
    if button.text != "加入自選股" or not label.startswith("加入自選股，台積電，2330"):
        raise Failure(f"the second action reads as itself and its row: {button.text!r}, {label!r}")
    if json.loads(button.get_attribute("data-event")) != watch:
        raise Failure(f"the second action sends its event, not {button.get_attribute('data-event')}")
    no_violations(page, "a row with a second action")
    page.screenshot("3b-second-action")
    page.browser.find_element(By.CSS_SELECTOR, "[data-row-id='company:2330'] .row-button").send_keys("a")
    page.wait(lambda: any(event.get("event") == "watch" for event in
                          page.browser.execute_script("return window.stockScreens.sent")),
              "the key of the second action sends its event")
    wait_watched_2330(page)


def broken_otc(page, data):
    page.click({"event": "load", "market": "listed"})
    page.settled("listed arrives", lambda u: any(r["kind"] == "company" for r in u["rows"]))
    page.click({"event": "load", "market": "otc"})
    update = page.settled("the OTC error row", lambda u: any(r["kind"] == "error" for r in u["rows"]))
    error = next(row for row in update["rows"] if row["kind"] == "error")
    if error.get("market") != "otc" or "t187ap03_O.csv" not in error["text"]:
        raise Failure(f"the error row names OTC and its file: {error}")
    if not companies(update):
        raise Failure("the listed companies stay on screen")
    page.screenshot("7-otc-error")
    with open(os.path.join(data, "t187ap03_O.csv"), "w", encoding="utf-8") as mended:
        mended.write("公司代號,公司名稱,公司簡稱\n\"6488\",\"環球晶圓股份有限公司\",\"環球晶\"\n")
    page.browser.find_element(By.CSS_SELECTOR, "[data-row-id='error:otc']").click()
    update = page.settled("the retry loads OTC",
                          lambda u: any(r.get("code") == "6488" for r in u["rows"]))
    if any(row["kind"] == "error" for row in update["rows"]):
        raise Failure("the error row went")
    page.screenshot("8-otc-retried")


def no_violations(page, what):
    """axe-core's checks of the page as it stands, which must find nothing."""
    from axe_selenium_python import Axe
    axe = Axe(page.browser)
    axe.inject()
    violations = axe.run()["violations"]
    if violations:
        found = [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in violations]
        raise Failure(f"{what}: axe-core finds {found}")
    print(f"axe: no violation on {what}")


def focused(page):
    return page.browser.switch_to.active_element


def tab_until(page, condition, what, limit=30):
    for _ in range(limit):
        focused(page).send_keys(Keys.TAB)
        if condition(focused(page)):
            return focused(page)
    raise Failure(f"Tab never reaches {what}")


def accessibility(page):
    page.settled("the page opens on the empty directory")
    no_violations(page, "the empty directory")
    listed = json.dumps({"event": "load", "market": "listed"}, separators=(",", ":"))
    tab_until(page, lambda node: node.get_attribute("data-event") == listed, "the 上市 button")
    focused(page).send_keys(Keys.ENTER)
    page.settled("listed arrives by the keyboard", lambda u: any(r["kind"] == "company" for r in u["rows"]))
    no_violations(page, "the directory")
    tab_until(page, lambda node: node.get_attribute("type") == "search", "the search field")
    focused(page).send_keys("台積")
    page.settled("the search answers", lambda u: u["rows"][0].get("text", "").startswith("符合「台積」"))
    no_violations(page, "a search")
    first = tab_until(page, lambda node: node.tag_name == "button"
                      and node.find_element(By.XPATH, "..").get_attribute("data-row-id") == "company:2330",
                      "the first company")
    label = first.get_attribute("aria-label") or ""
    if not label.startswith("台積電，2330，上市") or "[" in label:
        raise Failure(f"the company reads as its name, code and market: {label!r}")
    first.send_keys(Keys.ENTER)
    page.settled("the profile opens by the keyboard", lambda u: u["screen"] == "profile")
    page.wait(lambda: focused(page).get_attribute("id") == "title", "the focus is on the heading")
    no_violations(page, "the profile")
    focused(page).send_keys(Keys.ESCAPE)
    page.settled("Esc goes back", lambda u: u["screen"] == "directory")
    page.wait(lambda: focused(page).find_element(By.XPATH, "..").get_attribute("data-row-id")
              == "company:2330", "the focus is back on the company")
    page.screenshot("9-keyboard-back")
    page.click({"event": "open", "screen": "feed"})
    page.settled("the feed's first page", lambda u: u["rows"][-1]["kind"] == "footer")
    no_violations(page, "the feed")
    page.click({"event": "open", "screen": "directory"})
    page.settled("the directory again, with its buttons", lambda u: u["screen"] == "directory")
    page.click({"event": "load", "market": "otc"})
    page.settled("the OTC error row", lambda u: any(r["kind"] == "error" for r in u["rows"]))
    no_violations(page, "an error row")
    page.screenshot("10-error-row")


def control(page, label):
    """The input the page labels `label`: a field or a toggle by its label element, a choice's
    group by its legend, a button by its text."""
    return page.browser.execute_script(
        "const text = arguments[0];"
        "const label = Array.from(document.querySelectorAll('#buttons label.label'))"
        "  .find(node => node.textContent === text);"
        "if (label) return document.getElementById(label.htmlFor);"
        "const legend = Array.from(document.querySelectorAll('#buttons legend'))"
        "  .find(node => node.textContent === text);"
        "if (legend) return legend.parentElement;"
        "return Array.from(document.querySelectorAll('#buttons button'))"
        "  .find(node => node.textContent === text) || null;", label)


def described(page, node):
    """The text of the element `node`'s aria-describedby names, if it shows; else None."""
    return page.browser.execute_script(
        "const id = arguments[0].getAttribute('aria-describedby');"
        "const message = id && document.getElementById(id);"
        "return message && !message.hidden ? message.textContent : null;", node)


def screener_form(page):
    """The screener's form in three states, each checked by axe-core and saved: as it opens
    (清除條件 cannot be used), with a lower bound that is not a number (its field marked
    aria-invalid and described by its message), and cleared again by 清除條件."""
    page.click({"event": "open", "screen": "screener"})
    page.settled("the screener lists every market",
                 lambda u: u["screen"] == "screener" and sum(r["kind"] == "company" for r in u["rows"]) > 20)
    page.wait(lambda: control(page, "清除條件") is not None, "the form is drawn")
    clear = control(page, "清除條件")
    if clear.is_enabled():
        raise Failure("清除條件 can be used before any criterion is set")
    no_violations(page, "the screener as it opens, 清除條件 disabled")
    page.screenshot("1-screener")
    field = control(page, "資本額下限")
    if field.get_attribute("inputmode") != "decimal":
        raise Failure(f"the bound's keyboard is {field.get_attribute('inputmode')!r}, not decimal")
    field.send_keys("abc")
    page.wait(lambda: field.get_attribute("aria-invalid") == "true" and described(page, field) == "不是數字",
              "the lower bound is marked invalid and described by its message")
    if field.get_attribute("value") != "abc":
        raise Failure(f"the field shows {field.get_attribute('value')!r}, not what the state holds")
    page.wait(lambda: control(page, "清除條件").is_enabled(), "清除條件 can be used")
    no_violations(page, "an invalid lower bound")
    page.screenshot("2-invalid-bound")
    control(page, "清除條件").click()
    page.wait(lambda: field.get_attribute("value") == "" and field.get_attribute("aria-invalid") is None
              and not control(page, "清除條件").is_enabled(), "清除條件 empties the bound and goes disabled")
    page.settled("every company again", lambda u: u["screen"] == "screener")
    no_violations(page, "the screener cleared")
    page.screenshot("3-cleared")


def drawn_cells(page, selector="#rows > [data-row-id]"):
    """The texts of the cells of the rows `selector` finds, as the page draws them."""
    return page.browser.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0])).map(row => "
        "Array.from(row.querySelectorAll('.cell')).map(cell => cell.textContent))", selector)


def outside(page):
    update = page.settled("the shelf opens", lambda u: u["screen"] == "shelf")
    drawn = drawn_cells(page)
    written = [row.get("cells", []) for row in update["rows"]]
    if drawn != written or len(written) < 3:
        raise Failure(f"the page draws the shelf's rows {written}, not {drawn}")
    # A team's screen that declares columns is a table too: its headers are the declaration's.
    headers = page.browser.execute_script(
        "const table = document.querySelector('table.rows-table'); return table && "
        "Array.from(table.querySelectorAll('thead th')).map(th => [th.textContent, th.getAttribute('scope')])")
    if not headers or [text for text, _ in headers] != ["已讀", "書名", "借給"] \
            or any(scope != "col" for _, scope in headers):
        raise Failure(f"the shelf's books are a table under the columns it declares, not {headers!r}")
    no_violations(page, "the shelf's table")
    page.screenshot("1-shelf")
    page.browser.find_element(By.CSS_SELECTOR, "[data-row-id='book:三體'] .row-button").click()
    update = page.settled("三體 is marked read", lambda u: any(
        row["id"] == "book:三體" and row["text"].startswith("✓") for row in u["rows"]))
    if update["rows"][0]["text"] != "共 2 本，已讀 1 本":
        raise Failure(f"the tally counts the book read: {update['rows'][0]['text']}")
    row = drawn_cells(page, "#rows > [data-row-id='book:三體']")
    if row != [["✓", "三體"]]:
        raise Failure(f"the row shows the book read, not {row!r}")
    page.screenshot("2-finished")


def outside_alerts(page):
    """The outside package's alert list: its quote ticks on the page, and its editor's form
    checks the threshold, keeps save disabled until the alert is whole, and its save returns
    the alert to the list."""
    page.browser.find_element(By.CSS_SELECTOR, "[data-screen='alerts']").click()
    first = page.settled("the alerts open", lambda u: u["screen"] == "alerts")["rows"][0]["text"]
    page.wait(lambda: drawn_cells(page, "#rows > [data-row-id='quote']")[0][1] not in first,
              "the quote ticks on the page")
    page.screenshot("1-alerts")
    page.browser.find_element(By.CSS_SELECTOR, "button[data-key='n']").click()
    page.settled("the editor opens", lambda u: u["screen"] == "editor")
    save = page.browser.find_element(By.XPATH, "//button[normalize-space()='儲存']")
    if not save.get_attribute("disabled"):
        raise Failure("save is enabled before the alert is whole")
    page.browser.find_element(By.CSS_SELECTOR, "input[placeholder='2330']").send_keys("2330")
    threshold = page.browser.find_element(By.XPATH, "//label[normalize-space()='價格']/following::input[1]")
    threshold.send_keys("15x")
    page.wait(lambda: threshold.get_attribute("aria-invalid") == "true", "the threshold is marked wrong")
    message = page.browser.find_element(By.ID, threshold.get_attribute("aria-describedby")).text
    if message != "請輸入數字，例如 1500.5" or not save.get_attribute("disabled"):
        raise Failure(f"a threshold that is no number says {message!r}, save disabled: {save.get_attribute('disabled')}")
    page.screenshot("2-editor")
    threshold.send_keys(Keys.BACKSPACE, "00.5")
    page.browser.find_element(By.XPATH, "//label[normalize-space()='低於']").click()
    page.wait(lambda: not save.get_attribute("disabled"), "save is enabled for a whole alert")
    save.click()
    page.settled("the save returns the alert to the list", lambda u: u["screen"] == "alerts" and any(
        row["id"] == "alert:2330 低於 1500.5" for row in u["rows"]))
    page.screenshot("3-saved")


def outside_loans(page):
    """The outside package's loan: read-only and disabled fields drawn natively, and a
    confirm that closes two screens."""
    def book():
        return page.browser.find_element(By.CSS_SELECTOR, "[data-row-id='book:三體'] .row-button")
    page.settled("the shelf opens", lambda u: u["screen"] == "shelf")
    book().click()
    page.settled("三體 is read", lambda u: any(
        row["id"] == "book:三體" and row["text"].startswith("✓") for row in u["rows"]))
    book().click()
    page.settled("the ticket opens", lambda u: u["screen"] == "loan")
    title, submit = control(page, "書名"), control(page, "借出")
    if title.get_attribute("readonly") is None or title.get_attribute("disabled"):
        raise Failure("the book is not a read-only field")
    if not submit.get_attribute("disabled"):
        raise Failure("submit is enabled before the loan is whole")
    control(page, "借給").send_keys("小明")
    control(page, "不限期").click()
    days = control(page, "天數")
    page.wait(lambda: days.get_attribute("disabled") and days.get_attribute("aria-disabled") == "true",
              "the days are disabled with no due date")
    page.wait(lambda: not submit.get_attribute("disabled"), "submit is enabled for a whole loan")
    page.screenshot("1-ticket")
    submit.click()
    page.settled("the confirmation opens", lambda u: u["screen"] == "confirm")
    control(page, "確認借出").click()
    page.settled("the confirm returns to the shelf", lambda u: u["screen"] == "shelf")
    row = drawn_cells(page, "#rows > [data-row-id='book:三體']")
    if row != [["✓", "三體", "借給 小明 不限期"]]:
        raise Failure(f"the shelf shows the loan, not {row!r}")
    page.screenshot("2-lent")


def played(page, scene, play):
    """Plays `scene` by `play()` on `page`, then closes it: prints that every check held, or
    what failed, with a screenshot of the page as it failed, and exits 1."""
    try:
        play()
    except Failure as failure:
        page.screenshot(f"failed-{scene}")
        print(f"FAILED: {failure}")
        sys.exit(1)
    finally:
        page.close()
    print(f"{scene}: every check held")


class Server:
    """`PROGRAM serve` on the watchlist FILE and the settings beside it (FILE.settings), started
    and killed by the scene itself."""

    def __init__(self, program, watchlist, port=0):
        self.process = subprocess.Popen(
            [program, "serve", "--port", str(port), "--watchlist", watchlist,
             "--settings", watchlist + ".settings"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline().strip()
        if not line.startswith("http://127.0.0.1:"):
            self.kill()
            raise Failure(f"serve did not print its address: {line!r}")
        self.url = line
        self.port = int(line.rstrip("/").rsplit(":", 1)[1])

    def kill(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=STEP_TIMEOUT)


# What the page says, in its own words (messages.js).
UNREACHABLE = "無法連線到伺服器，正在重試…"
NOT_SENT = "無法連線到伺服器，這個動作沒有送出；正在重試…"
KEPT = "「自選股」、「設定」保存在這台電腦上，每個分頁都一樣，重新開始後仍在。"


def problem_text(page):
    return page.browser.execute_script(
        "const line = document.getElementById('problem'); return line.hidden ? '' : line.textContent")


def watch_2330(page):
    """Loads the listed market and watches 2330 from its row, then shows the watchlist."""
    page.click({"event": "load", "market": "listed"})
    page.settled("listed arrives", lambda u: any(r.get("id") == "company:2330" for r in u["rows"]))
    page.click({"event": "watch", "code": "2330"})
    wait_watched_2330(page)
    page.click({"event": "open", "screen": "watchlist"})
    return page.settled("the watchlist holds 2330",
                        lambda u: watched_ids(u) == ["status", "company:2330"])


def wait_watched_2330(page):
    """The directory says on the row of 2330 that it is watched, the row drawn again."""
    page.wait(lambda: page.browser.execute_script(
        "const row = window.stockScreens.rows.find(r => r.id === 'company:2330');"
        "return !!row && JSON.stringify(row.cells || []).includes('已在自選股')"),
        "the row of 2330 says it is watched")


def watched_ids(update):
    """The watchlist's row ids below its market clock, which ticks on its own."""
    return [r["id"] for r in update["rows"] if r["id"] != "marketClock"]


def offline_and_back(page):
    """The network goes: the page says so and dims its rows; a click says it was not sent. It
    comes back: the page picks up the same session, its rows the engine's again."""
    session = page.session
    page.browser.set_network_conditions(offline=True, latency=0, throughput=0)
    page.click({"event": "open", "screen": "directory"})
    page.wait(lambda: page.browser.execute_script("return document.body.dataset.offline === 'true'"),
              "the page marks itself offline")
    page.wait(lambda: problem_text(page).startswith(NOT_SENT), "the click says it was not sent")
    text = problem_text(page)
    if "Failed to fetch" in text or "斷線時的畫面" not in text:
        raise Failure(f"the page says, in Chinese, since when its rows are stale: {text!r}")
    opacity = page.browser.execute_script(
        "return Number(getComputedStyle(document.getElementById('rows')).opacity)")
    if not opacity < 1:
        raise Failure(f"the rows are dimmed while the server is away (opacity {opacity})")
    page.screenshot("2-offline")
    page.browser.delete_network_conditions()
    page.wait(lambda: page.browser.execute_script("return !('offline' in document.body.dataset)"),
              "the page is back online")
    page.wait(lambda: problem_text(page) == "", "the line about the outage goes")
    if page.browser.execute_script("return window.stockScreens.session") != session:
        raise Failure("the page picks its session up again, not a new one")
    page.click({"event": "open", "screen": "directory"})
    page.settled("the directory, after the outage", lambda u: u["screen"] == "directory")


def outage(page, server, program, watchlist):
    page.settled("the page opens on the empty directory")
    page.screenshot("1-directory")
    watch_2330(page)
    offline_and_back(page)
    first = page.session
    server.kill()
    page.wait(lambda: problem_text(page).startswith(UNREACHABLE), "the page says the server is away")
    page.screenshot("3-server-gone")
    again = Server(program, watchlist, port=server.port)
    try:
        page.wait(lambda: page.browser.execute_script("return window.stockScreens.session") not in (None, first),
                  "the page opens a new session once the server is back")
        page.session = page.browser.execute_script("return window.stockScreens.session")
        page.wait(lambda: "伺服器重新啟動過" in problem_text(page) and KEPT in problem_text(page),
                  "the page says the earlier screen was lost and the watchlist kept")
        page.settled("the new session's first screen", lambda u: u["screen"] == "directory")
        page.click({"event": "open", "screen": "watchlist"})
        page.settled("the new session shows the kept watchlist",
                     lambda u: watched_ids(u) == ["status", "company:2330"])
        page.screenshot("4-restarted")
    finally:
        again.kill()


def held(page):
    """Keeps the browser open until the script is ended, ten minutes at most."""
    page.settled("the page opens on the empty directory")
    print("held", flush=True)
    time.sleep(600)


def main():
    scene, url, screenshots = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(screenshots, exist_ok=True)
    server = None
    if scene == "outage":
        server = Server(sys.argv[4], sys.argv[5])
        url = server.url
    page = Page(url, screenshots)
    scenes = {
        "journey": lambda: journey(page), "broken-otc": lambda: broken_otc(page, sys.argv[4]),
        "accessibility": lambda: accessibility(page), "screener-form": lambda: screener_form(page),
        "outside": lambda: outside(page), "outside-alerts": lambda: outside_alerts(page),
        "outside-loans": lambda: outside_loans(page),
        "outage": lambda: outage(page, server, sys.argv[4], sys.argv[5]), "held": lambda: held(page),
    }

    def play():
        if scene not in scenes:
            raise Failure(f"unknown scene {scene}")
        scenes[scene]()

    try:
        played(page, scene, play)
    finally:
        if server:
            server.kill()


if __name__ == "__main__":
    main()
