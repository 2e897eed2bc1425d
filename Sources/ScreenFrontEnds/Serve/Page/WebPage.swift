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

  /// The files by the path the page asks for them under: every HTML, JavaScript and CSS file
  /// of the folder, `index.html` also for `/` (and a failure naming it when it is missing).
  static let files: [String: File] = {
    let folder = Bundle.module.url(forResource: "Resources", withExtension: nil)
    let names = folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) }
    var files: [String: File] = [:]
    for name in names ?? [] {
      guard let type = type(of: name), let folder else { continue }
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
      files[name] = File(type: type, body: data.map { .success(Array($0)) } ?? missing(name))
    }
    if files["index.html"] == nil {
      files["index.html"] = File(type: "text/html; charset=utf-8", body: missing("index.html"))
    }
    return files
  }()

  /// `text/javascript; charset=utf-8` for `app.js`; nil for a file the page does not serve.
  private static func type(of name: String) -> String? {
    switch name.split(separator: ".").last {
    case "html": "text/html; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    default: nil
    }
  }

  private static func missing(_ name: String) -> Result<[UInt8], Missing> {
    .failure(Missing(message: "the page's file \(name) is missing from the package's resources"))
  }
}
