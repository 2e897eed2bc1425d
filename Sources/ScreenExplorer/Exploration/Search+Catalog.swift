import ScreenFrontEnds
import ScreenModel

extension Search {
  /// Keeps the new state `run` stands in, reached by `path`, while the catalog has room: its
  /// name and its drawing in the run's locale (the others are added as they are drawn).
  mutating func catalogue(_ run: CheckedRun, path: [String]) {
    guard cataloguing, catalog.states.count < options.catalogLimit else { return }
    let name = StateCatalog.name(of: path, among: Set(catalog.states.map(\.name)))
    catalog.states.append(CatalogState(name: name, path: path, drawings: []))
    catalogueDrawing(of: run, path: path)
  }

  /// Adds the state `run` stands in, in its locale, to the catalog's state of `path`, the last
  /// kept; the locale's page setting too, the first time it is drawn.
  mutating func catalogueDrawing(of run: CheckedRun, path: [String]) {
    guard cataloguing, let last = catalog.states.indices.last, catalog.states[last].path == path
    else { return }
    let session = run.session.session
    catalog.states[last].drawings.append(StateDrawing(session))
    let locale = session.words.locale
    if catalog.pages[locale] == nil { catalog.pages[locale] = PageDrawing.setting(of: session) }
  }
}
