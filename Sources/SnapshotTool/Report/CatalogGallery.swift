import Foundation
import ScreenModel
import SnapshotStore

/// The page `snapshots report --html DIR` writes as `DIR/gallery.html` for a package with
/// catalogs of states: every state, those added, removed and changed first, each drawn in
/// every locale side by side, a changed one before and after. With a program's page (the
/// page of `serve` as one document, `PageDrawing.template` of ScreenFrontEnds), each is drawn
/// by that page, fed the state's update with no server; without one, as its text snapshot.
///
/// Like the report, the page loads nothing from elsewhere: the updates and the page's
/// template are inside it, and a script of its own gives each frame its document.
struct CatalogGallery {
  var catalogs: [CatalogReview]
  var review: SnapshotReview
  /// The document that draws a state, with `marker` where the state's opening goes.
  var template: String?
  var marker: String

  func page() throws(SnapshotStoreError) -> String {
    var body = ""
    var data = ""
    var settings: [String] = []
    for catalog in catalogs {
      var pages: [String] = []
      for locale in catalog.locales {
        let text = try texts(catalog.folder, "_page.\(locale).json").shown ?? "null"
        pages.append("\(Self.jsonString(locale)):\(text)")
      }
      settings.append("\(Self.jsonString(catalog.folder)):{\(pages.joined(separator: ","))}")
      body += "<h2>\(Markup.escaped(catalog.summary.prefix { $0 != "\n" }.description))</h2>\n"
      let ordered = catalog.differing + catalog.states.filter { $0.change == .same }
      for state in ordered {
        body += "<section class=\"state \(state.change.rawValue)\"><h3>"
        body += "<span class=\"kind\">\(state.change.rawValue)</span> "
        body += "\(Markup.escaped(state.name))</h3>\n"
        let sides: [(label: String, actual: Bool)] =
          state.change == .changed ? [("before", false), ("after", true)] : [("", true)]
        for side in sides {
          body += "<div class=\"locales\">"
          for locale in catalog.locales {
            let update = try texts(catalog.folder, "\(state.name).\(locale).json")
            let text = try texts(catalog.folder, "\(state.name).\(locale).txt")
            let id = "u\(data.count)"
            let json = side.actual ? update.shown : update.reference
            body += "<figure><figcaption>\(Markup.escaped(locale)) \(side.label)</figcaption>"
            if template != nil, let json {
              data +=
                "<script type=\"application/json\" id=\"\(id)\">\(Self.inert(json))</script>\n"
              body += "<iframe title=\"\(Markup.escaped("\(state.name) \(locale)"))\" "
              body += "data-catalog=\"\(Markup.escaped(catalog.folder))\" "
              body += "data-locale=\"\(Markup.escaped(locale))\" data-update=\"\(id)\"></iframe>"
            } else {
              let shown = (side.actual ? text.shown : text.reference) ?? ""
              body += "<pre>\(Markup.escaped(shown))</pre>"
            }
            body += "</figure>"
          }
          body += "</div>\n"
        }
        body += "</section>\n"
      }
    }
    return Self.document(
      body: body, data: data, settings: "{\(settings.joined(separator: ","))}",
      template: template.map { Self.inert(Self.jsonString($0)) }, marker: marker)
  }

  /// A file's reference, and what to show of it: the text the last run kept when it kept one.
  private func texts(_ folder: String, _ name: String) throws(SnapshotStoreError)
    -> (reference: String?, shown: String?)
  {
    let (reference, actual) = try review.texts(
      for: SnapshotLocation(relativePath: "\(folder)/\(name)"))
    return (reference, actual ?? reference)
  }

  /// JSON text made safe inside a `<script>`: every `<` as `\u003c`, which JSON reads alike.
  static func inert(_ json: String) -> String {
    json.replacingOccurrences(of: "<", with: "\\u003c")
  }

  /// `text` as a JSON string.
  static func jsonString(_ text: String) -> String { JSONValue.string(text).text }
}
