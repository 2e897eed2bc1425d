/// The web front end of `serve`: one page, its style and its script, kept in the package
/// and served from it, so the page asks nothing of the network.
///
/// The page marks its rows for tests: inside `#rows`, one element per row in order, with
/// `data-row-id` the row's `id`; the search field is `input[type=search]`; every element
/// that sends an event carries `data-event`, the event's JSON.
enum WebPage {
  static let html = #"""
    <!doctype html>
    <html lang="zh-Hant-TW">
    <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>StockScreens</title>
      <link rel="stylesheet" href="/app.css">
    </head>
    <body>
      <main class="phone">
        <header class="bar">
          <button id="back" class="back" hidden data-event='{"event":"back"}'>‹ 返回</button>
          <h1 id="title" tabindex="-1">公司列表</h1>
        </header>
        <nav class="tabs">
          <button data-event='{"event":"open","screen":"directory"}'>公司列表</button>
          <button data-event='{"event":"open","screen":"feed"}'>公司一覽</button>
        </nav>
        <div class="markets">
          <button data-event='{"event":"load","market":"listed"}'>上市</button>
          <button data-event='{"event":"load","market":"otc"}'>上櫃</button>
          <button data-event='{"event":"load","market":"emerging"}'>興櫃</button>
        </div>
        <label class="search">
          <input type="search" placeholder="代號、名稱或英文簡稱" aria-label="搜尋公司代號或名稱"
            data-event='{"event":"filter"}'>
        </label>
        <p id="problem" class="problem" role="status" aria-live="polite" hidden></p>
        <ol id="rows" class="rows" aria-labelledby="title"></ol>
        <div id="announcer" class="visually-hidden" aria-live="polite"></div>
      </main>
      <script src="/app.js"></script>
    </body>
    </html>

    """#
}
