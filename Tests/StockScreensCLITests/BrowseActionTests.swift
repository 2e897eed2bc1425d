import ScreenModel
import StockScreens
import TaiwanMarket
import TerminalControl
import TestSupport
import Testing

import enum TerminalControl.Key

@testable import ScreenFrontEnds

/// The browser on a real session, as its shell runs it: a row's action and its keys' further
/// actions reach the session as the controller's own events, with no JSON on the way.
@MainActor @Suite struct BrowseActionTests {
  @Test func enterAndARowsKeySendTheStockScreensOwnEvents() async throws {
    var shell = BrowseShell(AppSession.start(source: EmbeddedSampleSource()))
    try await shell.press([.character("1")])
    #expect(shell.model.top.row(at: 1)?.kind == "company")
    try await shell.press([.down])
    let code = try #require(shell.model.top.row(at: 1)?.key.split(separator: ":").last)

    let watch = try await shell.press([.character("a")])
    #expect(watch == [.sendAction(AnyEvent(DirectoryEvent.watchRequested(code: String(code))))])
    let open = try await shell.press([.enter])
    #expect(open == [.sendAction(AnyEvent(DirectoryEvent.companySelected(code: String(code))))])
    #expect(shell.session.screens == ["directory", "profile"])
    #expect(shell.model.title == "公司列表 > 公司資料")

    try await shell.press([.escape])
    try await shell.session.send(.open("watchlist"))
    try await shell.settle()
    #expect(shell.session.current.screen.rowKeys.contains("company:\(code)"), "watched")
  }

  @Test func aRowsActionIsSentEvenWhereNoFormWritesIt() async throws {
    let tally = ScreenDeclaration("tally", summary: "a count") {
      ScreenDriver(Tally(), requests: $0)
    }
    var shell = BrowseShell(ScreenSession(screens: [tally]))
    let bump = try #require(shell.model.top.row(at: 1))
    #expect(bump.action == nil, "no form writes bump, so its JSON has no action")
    #expect(bump.actionEvent?.written == nil)

    try await shell.press([.down, .enter])
    #expect(shell.model.top.row(at: 0)?.title == "合計 1")
    try await shell.press([.down, .character("x")])
    #expect(shell.model.top.row(at: 0)?.title == "合計 31", "10 tripled")
    #expect(KeyHelp.line(for: shell.model).contains("x 三倍"))
  }
}

/// What `BrowseSession` does between the keys and the session, without a terminal: each
/// effect sent, each update handed to the model in order.
@MainActor
private struct BrowseShell {
  let session: ScreenSession
  var model: BrowseModel
  private let updates: Updates

  init(_ session: ScreenSession) {
    self.session = session
    model = BrowseModel(
      size: WindowSize(width: 80, height: 24), screens: session.declarations,
      first: session.current)
    let updates = Updates()
    session.observe { [weak session] update in
      updates.pending.append((update, session?.screens ?? []))
      return true
    }
    self.updates = updates
  }

  /// Presses `keys` and returns the effects that sent a row's action.
  @discardableResult
  mutating func press(_ keys: [Key]) async throws -> [BrowseEffect] {
    var actions: [BrowseEffect] = []
    for key in keys {
      for effect in model.handle(.key(key)) {
        switch effect {
        case .send(let event): try await session.send(event)
        case .sendAction(let event):
          actions.append(effect)
          try await session.send(event)
        case .repaint, .quit: break
        }
      }
      try await settle()
    }
    return actions
  }

  /// Waits for the session's answers and hands every update to the model.
  mutating func settle() async throws {
    let session = session
    try await withDeadline("the session's answers") { await session.waitUntilIdle() }
    while !updates.pending.isEmpty {
      let (update, stack) = updates.pending.removeFirst()
      for case .send(let event) in model.handle(.updated(update, stack: stack)) {
        try await session.send(event)
      }
    }
  }
}

@MainActor
private final class Updates {
  var pending: [(SessionUpdate, [String])] = []
}

/// A count that rows bump, declared with no events at all.
private struct Tally: ScreenController {
  enum Event: Hashable, Sendable { case bump(Int) }

  var total = 0

  var title: String { "計數" }
  var rows: [TallyRow] { [.total(total), .bump(1), .bump(10)] }

  mutating func handle(_ event: Event) -> [Never] {
    if case .bump(let amount) = event { total += amount }
    return []
  }
}

private enum TallyRow: DescribedRow {
  case total(Int)
  case bump(Int)

  var id: String {
    switch self {
    case .total: "total"
    case .bump(let amount): "bump:\(amount)"
    }
  }

  var text: RowText {
    switch self {
    case .total(let total): RowText("合計 \(total)")
    case .bump(let amount): RowText("加 \(amount)")
    }
  }

  var action: Tally.Event? {
    guard case .bump(let amount) = self else { return nil }
    return .bump(amount)
  }

  var actions: [RowAction<Tally.Event>] {
    guard case .bump(let amount) = self else { return [] }
    return [RowAction(name: "triple", label: "三倍", key: "x", event: .bump(amount * 3))]
  }
}
