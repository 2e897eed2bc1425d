import ScreenModel

/// The page of `serve` drawing one state with no server: the same HTML, style and scripts,
/// inside one document, answered by a stand-in for the server that opens a session on the
/// state's update and never sends another. A gallery of states (`snapshots report`) draws
/// each with it, so a reviewer sees a state as a browser shows it.
///
///     let opening = PageDrawing.opening(setting: PageDrawing.setting(of: session),
///                                       update: session.current.first.json)
///     let html = PageDrawing.template?.replacingOccurrences(of: PageDrawing.marker, with: …)
///
/// The scripts are the page's modules made into one classic script (a document opened from
/// a file may load no module), each module's body in a function of its own that returns
/// what it exports, so no name of one reaches another.
public enum PageDrawing {
  /// What a document of `template` reads in place of the server: the opening's JSON text.
  public static let marker = "/*opening*/"

  /// What the page needs beside an update to draw a state of `session`, in its words: its
  /// `locale`, the page's `words`, the `screens`' declarations and the `window`'s bounds, as
  /// `serve` answers them when a tab opens.
  @MainActor
  public static func setting(of session: ScreenSession) -> JSONValue {
    .object([
      "locale": .string(session.words.locale),
      "words": WebPage.words(session.words),
      "screens": .array(session.declarations.map(\.json)),
      "window": windowBounds,
    ])
  }

  /// The rows a window holds: the count of a session's first window, and the fewest and most
  /// one may ask for, as `GET /api/screens` says them.
  static let windowBounds = JSONValue.object([
    "initial": .int(Int64(WindowRequest.initial.count)),
    "minimum": .int(Int64(WindowRequest.minCount)),
    "maximum": .int(Int64(WindowRequest.maxCount)),
  ])

  /// The page as one HTML document that draws the opening written at `marker` (an object of
  /// the members of `setting(of:)` and `update`, a session's whole update); nil when the
  /// package's page files are missing or no longer have the shape it is made from.
  public static let template: String? = {
    func text(_ name: String) -> String? {
      guard case .success(let bytes)? = WebPage.files[name]?.body else { return nil }
      return String(decoding: bytes, as: UTF8.self)
    }
    let stylesheet = #"<link rel="stylesheet" href="/app.css">"#
    let script = #"<script type="module" src="/app.js"></script>"#
    guard let html = text("index.html"), let css = text("app.css"), html.contains(stylesheet),
      html.contains(script), let bundle = ModuleBundle.classicScript(entry: "app.js", read: text)
    else { return nil }
    return
      html
      .replacingOccurrences(of: stylesheet, with: "<style>\n\(css)</style>")
      .replacingOccurrences(of: script, with: "<script>\n\(standIn)\n\(bundle)</script>")
  }()

  /// The server's stand-in: the screens and a session opened on the update, every event
  /// answered with the update's number, and a stream that never sends.
  private static let standIn = """
    const opening = \(marker);
    const answer = (status, body) => new Response(JSON.stringify(body),
      { status, headers: { "Content-Type": "application/json" } });
    window.fetch = async (path, init = {}) => {
      if (path === "/api/screens") return answer(200, { protocol: 2, screens: opening.screens, window: opening.window });
      if (path === "/api/sessions") return answer(201, { session: "catalog", ...opening });
      if (init.method === "POST") return answer(200, { protocol: 2, seq: opening.update.seq });
      return answer(200, opening.update);
    };
    window.EventSource = class { close() {} };
    """
}
