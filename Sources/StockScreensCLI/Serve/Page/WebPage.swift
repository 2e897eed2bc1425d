import Foundation

/// The web front end of `serve`: the page's HTML, scripts and style, files of the package's
/// resources (`Resources/` beside this file), read once and answered from memory, so the
/// page asks nothing of the network and nothing of the disk after its first request.
///
/// The page marks its rows for tests: inside `#rows`, one element per row of the window in
/// order, with `data-row-id` the row's `id`; the search field is `input[type=search]`; every
/// element that sends an event carries `data-event`, the event's JSON.
enum WebPage {
  /// A file of the page: its bytes, or why they could not be read.
  struct File: Sendable {
    var type: String
    var body: Result<[UInt8], Missing>
  }

  /// A file the package should hold but does not.
  struct Missing: Error, Sendable {
    var message: String
  }

  /// The files by the path the page asks for them under, `index.html` also for `/`.
  static let files: [String: File] = {
    let names = [
      "index.html", "app.js", "controls.js", "list.js", "rows.js", "timings.js", "app.css",
    ]
    return Dictionary(uniqueKeysWithValues: names.map { ($0, read($0)) })
  }()

  /// `text/javascript; charset=utf-8` for `app.js`.
  private static func type(of name: String) -> String {
    switch name.split(separator: ".").last {
    case "html": "text/html; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    default: "application/octet-stream"
    }
  }

  private static func read(_ name: String) -> File {
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    guard
      let url = Bundle.module.url(
        forResource: parts[0], withExtension: parts[1], subdirectory: "Resources"),
      let data = FileManager.default.contents(atPath: url.path)
    else {
      return File(
        type: type(of: name),
        body: .failure(
          Missing(message: "the page's file \(name) is missing from the package's resources")))
    }
    return File(type: type(of: name), body: .success(Array(data)))
  }
}
