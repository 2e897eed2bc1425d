import ScreenModel
import StockScreens
import TaiwanMarket

extension RowRecords {
  static func profile(_ row: ProfileRow) -> RowRecord {
    RowRecord(identity: "profile:\(row.identity)", json: profileJSON(row))
  }

  private static func profileJSON(_ row: ProfileRow) -> JSONValue {
    switch row {
    case .header(let header):
      return .object([
        "kind": .string("profileHeader"), "code": .string(header.code),
        "name": .string(header.shortName), "fullName": .string(header.fullName),
        "market": .string(header.market?.token),
        "listingDate": .string(header.listingDate?.description),
      ])
    case .keyFigure(let figure, _):
      return .object([
        "kind": .string("keyFigure"), "label": .string(figure.label),
        "value": .string(figure.value),
      ])
    case .shortcut(let shortcut, _):
      return .object([
        "kind": .string("shortcut"), "text": .string(shortcut.text),
        "functionType": .string(shortcut.functionType.rawValue),
        "iconUrl": .string(shortcut.iconUrl), "target": .string(shortcut.target),
      ])
    case .serviceNotice:
      // Not `notice`: that kind is the directory's, and always carries a market and a count.
      return .object(["kind": .string("serviceNotice"), "text": .string(row.text.cells[0].text)])
    case .contact(let role, let name):
      return .object(["kind": .string("contact"), "role": .string(role), "name": .string(name)])
    case .loading(let code):
      return .object([
        "kind": .string("loading"), "text": .string(row.text.cells[0].text), "code": .string(code),
      ])
    case .error:
      return .object(["kind": .string("error"), "text": .string(row.text.cells[0].text)])
    case .empty(let text):
      return .object(["kind": .string("empty"), "text": .string(text)])
    }
  }
}
