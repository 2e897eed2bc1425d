import ScreenModel

extension CompanyDirectory: ScreenController {
  /// Compares rows by catalog position when the catalog is the same, which keeps a
  /// keystroke linear in the rows without hashing codes.
  public func changes(since previous: CompanyDirectory) -> Changeset {
    rows.changes(since: previous.rows)
  }
}

extension CompanyProfile: ScreenController {}

extension PagedList: ScreenController {}
