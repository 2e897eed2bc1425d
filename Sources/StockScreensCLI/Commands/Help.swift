/// The help texts: what each command does, its options, and an example.
enum Help {
  static let main = """
    stock-screens: the screens of a Taiwan stock-market app, played as text.

    Usage:
      stock-screens                  the demo: every screen on the embedded sample
      stock-screens demo             the same
      stock-screens play FILE [--data DIR | --live [BASE_URL]] [--format text|json]
      stock-screens snapshots check|review|accept|reject|prune [--dry-run] [--package-path DIR]
      stock-screens snapshots report [--html DIR] [--junit FILE] [--package-path DIR]
      stock-screens browse [--data DIR | --live [BASE_URL]]
      stock-screens drive [--data DIR | --live [BASE_URL]]
      stock-screens serve [--data DIR | --live [BASE_URL]] [--port N]
      stock-screens COMMAND --help   more about one command

    Exit status: 0 done; 1 `snapshots check` found problems, or `snapshots accept` left an
    inline literal as it was; 2 usage or scenario errors.

    Example:
      stock-screens play Tests/Scenarios/search-while-loading.scenario --format json

    """

  static let demo = """
    stock-screens demo: plays the built-in scenario on the embedded sample and prints it as a
    storyboard: the three markets loaded one by one, a failed load and its retry, a search,
    a company's profile, the feed paged to its end, and a refresh.

    Usage:
      stock-screens demo [--format text|json] [--max-rows N]

    Options:
      --format text|json   a storyboard (default), or one JSON object a step
      --max-rows N         show at most N rows of each screen (default 12; 0 shows all)

    Example:
      stock-screens demo --max-rows 0

    """

  static let play = """
    stock-screens play: plays a scenario file and prints what each step left on screen.

    Usage:
      stock-screens play FILE [--data DIR | --live [BASE_URL] [--no-cache]] [--format text|json]
                         [--max-rows N]

    Data (the embedded sample unless one is given):
      --data DIR           read t187ap03_L.csv (or .json), t187ap03_O.csv (or
                           mopsfin_t187ap03_O.json), t187ap03_R.csv (or mopsfin_t187ap03_R.json);
                           a missing or broken file shows as that market's error row
      --live [BASE_URL]    the exchanges' open-data endpoints, or the same paths under BASE_URL;
                           the last good answer of each market is kept in ~/.cache/stock-screens
                           (STOCK_SCREENS_CACHE names another folder) and shown, marked stale,
                           when a request fails
      --no-cache           with --live: keep nothing, show failures as they are

    Output:
      --format text        a storyboard: each command, then the screen after it (default)
      --format json        one JSON object a line:
                           {"step":N,"command":"…","screen":"directory|feed|profile",
                            "rows":[…],"changes":{"inserted":N,"deleted":N,"moved":N,"updated":N}}
      --max-rows N         text only: show at most N rows of each screen (default: all)

    Scenario commands, one a line, # starts a comment:
      open directory | open feed [PAGE_SIZE] | open profile CODE
      load MARKET            MARKET: listed | otc | emerging (or 上市 | 上櫃 | 興櫃)
      fail MARKET [REASON]   the next request for MARKET fails
      retry [MARKET]         directory: retry MARKET (all failed without one); feed: retry
      filter [TEXT]          search as you type; no TEXT clears the filter
      select CODE            from the directory, opens that company's profile
      back
      refresh | more         feed: pull to refresh, load more
      fail-next [REASON]     feed: the next page request fails
      pause | resume         hold answers until resume, then answer in request order

    A scenario with an unknown command, a missing argument, an unknown market or a command
    on the wrong screen stops before anything runs: exit 2, `FILE:LINE: message` on stderr.

    Example:
      stock-screens play Tests/Scenarios/markets-one-by-one.scenario --data ../shared/data

    """

  static let snapshots = """
    stock-screens snapshots: reviews the snapshots of the last `swift test` run of a package.

    Usage:
      stock-screens snapshots check     list failed, missing, inline and orphaned snapshots
      stock-screens snapshots review [--no-interactive]
                                        on a terminal, one snapshot at a time: where it is,
                                        its test and line, and the diff with the changed
                                        characters marked; elsewhere, or with
                                        --no-interactive, every unified diff at once
      stock-screens snapshots accept [--dry-run]   take the actual text as the reference, and
                                        write it into the literal of each inline snapshot
      stock-screens snapshots reject [--dry-run]   discard every kept actual text; references
                                        and literals stay as they are
      stock-screens snapshots prune [--dry-run]    delete orphans (or only list them)
      stock-screens snapshots report [--html DIR] [--junit FILE]
                                        DIR/index.html: every failed, missing and inline
                                        snapshot, reference and actual side by side, a page
                                        that loads nothing from elsewhere; FILE: JUnit XML,
                                        one case a snapshot checked

    Review keys:
      a  accept     r  reject (keep the reference)     s  skip     q  quit
      A  R  S       the same for this one and all the rest
      ↑ ↓ j k PgUp PgDn Home End   scroll a long diff

    Options:
      --package-path DIR   the package to act on (default: the one holding the current folder)
      --dry-run            say what accept, reject or prune would do, and do nothing

    The package is the folder holding Package.swift; SNAPSHOTS_DIR and SNAPSHOT_ARTIFACTS_DIR
    name other folders for the references and for what tests keep. `check` exits 1 when it
    finds a problem; `accept` and `review` exit 1 when an inline literal could not be
    rewritten (the reason is printed, and the file is left as it was).

    Example:
      swift test; stock-screens snapshots check; stock-screens snapshots review

    """

  static let browse = """
    stock-screens browse: the market in a full-screen terminal, driven by the same screens.

    Usage:
      stock-screens browse [--data DIR | --live [BASE_URL]]

    The directory (公司列表):
      1 2 3      load listed (上市), OTC (上櫃), emerging (興櫃)
      /          search: from here on, everything typed filters as you type, digits and
                 letters too; Enter opens the selected match, Esc clears the search,
                 Backspace deletes, ↑ ↓ move
      中文       Chinese text, such as an input method commits, starts a search at once
      Enter      open the selected company's profile, or retry a failed market
      Esc        clear the search
    The feed (公司一覽):
      r          refresh; moving to its last rows loads more; Enter retries a failed load
    The profile (公司資料):
      Esc        back
    Everywhere:
      ↑ ↓ j k    move (PgUp PgDn Home End g G too)
      Tab        switch between the directory and the feed
      Ctrl-L     paint the screen again
      q          quit, outside the search (Ctrl-C quits anywhere, with exit status 130)

    Loading, errors, empty states and the end of the feed show as the screens' own rows.
    Standard input and output must be a terminal; otherwise browse exits with status 2.

    Example:
      stock-screens browse --data ../shared/data

    """

  static let drive = """
    stock-screens drive: the session protocol on standard input and output, for a front end
    in any language that runs the engine as a child process.

    Usage:
      stock-screens drive [--data DIR | --live [BASE_URL] [--no-cache]]

    Each line of input is an event, a JSON object:
      {"event":"open","screen":"directory"}   {"event":"open","screen":"feed","pageSize":20}
      {"event":"open","screen":"profile","code":"2330"}
      {"event":"load","market":"listed"}      {"event":"retry"}   {"event":"retry","market":"otc"}
      {"event":"filter","text":"台積"}        {"event":"select","code":"2330"}
      {"event":"back"}   {"event":"refresh"}  {"event":"more"}
    An optional "id" comes back as "cause" on the update the event makes.

    Each line of output is an update of the screen on top, the first screen first:
      {"protocol":1,"seq":N,"screen":"directory","title":"公司列表","rows":[…],
       "changes":{"deletes":[…],"inserts":[…],"moves":[…],"updates":[…]}}
    or, for a line that is not an event that applies, {"protocol":1,"error":"…","line":N}.
    Answers that arrive later (a market that finished loading) are updates of their own. At
    the end of input, drive waits for the answers still out, writes them, and exits 0.

    Example:
      printf '%s\\n' '{"event":"load","market":"listed"}' '{"event":"filter","text":"台積"}' \\
        | stock-screens drive

    """

  static let serve = """
    stock-screens serve: the web front end, on this machine only.

    Usage:
      stock-screens serve [--data DIR | --live [BASE_URL] [--no-cache]] [--port N]

    Prints http://127.0.0.1:PORT/ on its first line: open it in a browser. Each tab is a
    session of its own; updates reach the page as they happen (Server-Sent Events), so a
    market that finishes loading appears without a click.

    Options:
      --port N     the port on 127.0.0.1 (default 2330; 0 picks a free one)

    Only 127.0.0.1 is bound; requests naming another host, and posts from pages of other
    origins, are refused. Routes, for front ends of your own:
      POST /api/sessions                 {"session":ID,"update":{…}}
      GET  /api/sessions/ID              the session's last update
      POST /api/sessions/ID/events       an event (see `stock-screens drive --help`) → its update
      GET  /api/sessions/ID/updates      Server-Sent Events, one update each

    Example:
      stock-screens serve --data ../shared/data --port 0

    """

  static func text(for command: String) -> String? {
    [
      "demo": demo, "play": play, "snapshots": snapshots, "browse": browse, "drive": drive,
      "serve": serve,
    ][command]
  }
}
