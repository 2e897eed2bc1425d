extension HTMLReport {
  /// The page's style. Cards are as wide as a phone (24rem); the text is monospaced with the
  /// local CJK monospace fonts first, and each wide character sits in a cell two `ch` wide,
  /// so columns line up even where a fallback font draws it.
  static let style = """

    :root { color-scheme: light; --mono: "Noto Sans Mono CJK TC", "Noto Sans Mono CJK SC",
      "Noto Sans Mono", "DejaVu Sans Mono", ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 1.5rem; background: #eef0f3; color: #1d2329;
      font: 15px/1.45 -apple-system, "Segoe UI", "Noto Sans CJK TC", "Noto Sans", sans-serif; }
    header { max-width: 60rem; margin: 0 auto 1.5rem; }
    h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
    .summary { margin: 0 0 .75rem; color: #4a5560; }
    .index { margin: 0; padding-left: 1.5rem; }
    .index a { color: inherit; text-decoration: none; }
    .index a:hover { text-decoration: underline; }
    .note { color: #8a5a00; }
    .kind { display: inline-block; min-width: 4.5em; padding: 0 .4em; border-radius: .3em;
      font-size: .75rem; font-weight: 600; text-align: center; text-transform: uppercase;
      letter-spacing: .04em; vertical-align: .1em; }
    .kind.failed { background: #fde2e1; color: #a1231b; }
    .kind.missing { background: #fff0c2; color: #7a5200; }
    .kind.inline { background: #dfe9ff; color: #1f4fb8; }
    .snapshot { max-width: 60rem; margin: 0 auto 2rem; padding: 1rem 1.25rem 1.25rem;
      background: #fff; border-radius: .75rem; box-shadow: 0 1px 3px #0002; }
    .snapshot h2 { font-size: 1rem; margin: 0 0 .25rem; word-break: break-all; }
    .origin { margin: 0 0 .75rem; color: #4a5560; font-size: .85rem; }
    code { font-family: var(--mono); font-size: .85em; }
    .step { margin: .5rem 0 0; }
    .step > summary { cursor: pointer; font-family: var(--mono); font-size: .85rem;
      color: #3a4550; padding: .2rem 0; }
    .same { color: #7b8793; font-family: -apple-system, "Segoe UI", sans-serif; }
    .pair { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: .5rem; }
    .card { margin: 0; width: 24rem; max-width: 100%; border: 1px solid #c9d0d8;
      border-radius: 1.1rem; background: #fbfcfd; overflow: hidden;
      box-shadow: 0 2px 8px #0001; }
    .card figcaption { padding: .35rem .85rem; font-size: .75rem; font-weight: 600;
      letter-spacing: .04em; text-transform: uppercase; color: #5b6670;
      border-bottom: 1px solid #e1e5ea; background: #f3f5f8; }
    .card.actual figcaption { color: #1f6a3a; }
    .screen { padding: .5rem 0; overflow-x: auto; font-family: var(--mono); font-size: 12px;
      line-height: 1.55; }
    .row { white-space: pre; padding: 0 .85rem; min-height: 1.55em; width: max-content;
      min-width: 100%; }
    .w { display: inline-block; width: 2ch; text-align: center; }
    .reference .row.changed, .reference .row.alone { background: #ffeceb; }
    .actual .row.changed, .actual .row.alone { background: #e6f6ea; }
    .reference .row.alone { box-shadow: inset 3px 0 #e5534b; }
    .actual .row.alone { box-shadow: inset 3px 0 #2da44e; }
    mark { color: inherit; border-radius: 2px; padding: 0 1px; }
    .reference mark { background: #ffb3ad; }
    .actual mark { background: #8fdca5; }
    .row.none { color: #8a949e; font-style: italic; }

    """
}
