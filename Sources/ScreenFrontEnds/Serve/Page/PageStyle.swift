extension WebPage {
  /// The page's style: a phone-sized card, the system's CJK fonts, nothing from the network.
  static let style = #"""
    :root {
      --ink: #1d2433; --muted: #6b7280; --line: #e5e7eb; --accent: #c0392b;
      --listed: #1f6feb; --otc: #8250df; --emerging: #1a7f37; --card: #ffffff;
      font-family: "Noto Sans CJK TC", "Noto Sans TC", "PingFang TC", "Microsoft JhengHei",
        system-ui, sans-serif;
    }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    body { margin: 0; background: #eef1f5; color: var(--ink); }
    .phone {
      max-width: 420px; min-height: 100vh; margin: 0 auto; background: var(--card);
      box-shadow: 0 0 24px rgba(0, 0, 0, 0.08); display: flex; flex-direction: column;
    }
    .bar {
      position: sticky; top: 0; z-index: 1; display: flex; align-items: center; gap: 8px;
      padding: 12px 16px; background: var(--ink); color: white;
    }
    .bar h1 { margin: 0; font-size: 18px; font-weight: 600; }
    .back { background: none; border: none; color: white; font-size: 16px; cursor: pointer; }
    .tabs, .markets { display: flex; gap: 8px; padding: 8px 16px 0; }
    .tabs button, .markets button {
      flex: 1; padding: 8px; border: 1px solid var(--line); border-radius: 8px;
      background: #f8fafc; color: var(--ink); font-size: 15px; cursor: pointer;
    }
    .markets button { border-radius: 16px; }
    body[data-screen="directory"] .tabs button:first-child,
    body[data-screen="feed"] .tabs button:last-child {
      background: var(--ink); color: white; border-color: var(--ink);
    }
    .search { display: block; padding: 8px 16px; }
    .search input {
      width: 100%; padding: 10px 12px; border: 1px solid var(--line); border-radius: 10px;
      font-size: 16px; background: #f8fafc;
    }
    .problem { margin: 0 16px; padding: 8px; border-radius: 8px; background: #fdecea; color: var(--accent); }
    .rows { list-style: none; margin: 0; padding: 0 0 24px; }
    .row { padding: 10px 16px; border-bottom: 1px solid var(--line); }
    .row.actionable { cursor: pointer; }
    .row-button { display: block; width: 100%; padding: 0; border: 0; background: none;
      color: inherit; font: inherit; text-align: left; cursor: pointer; }
    .row-button:focus-visible, h1:focus-visible { outline: 3px solid #1d6fe0; outline-offset: 2px; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
      clip-path: inset(50%); white-space: nowrap; }
    .row.actionable:hover { background: #f5f7fb; }
    .row.status, .row.header { color: var(--muted); font-size: 13px; background: #f8fafc; }
    .row.loading, .row.footer.loading, .row.header.refreshing { color: var(--muted); }
    .row.error, .row.header.failed, .row.footer.failed { color: var(--accent); background: #fff6f5; }
    .row.error::after, .row.footer.failed::after { content: " ↻"; }
    .row.notice, .row.stale { color: #9a6700; background: #fff8e5; font-size: 14px; }
    .row.empty { color: var(--muted); text-align: center; padding: 32px 16px; }
    .row.footer { text-align: center; color: var(--muted); font-size: 14px; }
    .company .line { display: flex; justify-content: space-between; align-items: baseline; }
    .company .name { font-size: 17px; font-weight: 600; }
    .company .full { color: var(--muted); font-size: 14px; margin-top: 2px; }
    .company .capital { font-size: 13px; margin-top: 2px; font-variant-numeric: tabular-nums; }
    .market { font-size: 12px; padding: 1px 8px; border-radius: 10px; color: white; }
    .market.listed { background: var(--listed); }
    .market.otc { background: var(--otc); }
    .market.emerging { background: var(--emerging); }
    mark { background: #ffe58f; color: inherit; border-radius: 2px; }
    .profileHeader .name { font-size: 20px; font-weight: 700; }
    .profileHeader .full { color: var(--muted); margin-top: 4px; }
    .keyFigure, .contact, .shortcut { display: flex; justify-content: space-between; gap: 12px; }
    .label { color: var(--muted); }
    .value { text-align: right; word-break: break-all; }
    a.shortcut { color: var(--listed); text-decoration: none; font-weight: 600; }

    """#
}
