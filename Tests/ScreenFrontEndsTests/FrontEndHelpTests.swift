import LibraryTestSupport
import ScreenModel
import XCTest

@testable import ScreenFrontEnds

/// Help offers what a person can type: a screen that opens only with an input another screen
/// gives it (an alert copied from the list) is not one `open` can name, while a screen whose
/// `open` takes parameters shows them.
final class FrontEndHelpTests: XCTestCase {
  /// Opened only from another screen: its input is never made from an `open`'s arguments.
  private static let copy = ScreenDeclaration<AlertDraft, String>(
    "copy", summary: "a copy of an alert", placement: .stacked,
    input: { _ in nil },
    open: { _, requests in
      (ScreenDriver(AlertDraft(), requests: requests, perform: { _ in nil }), [])
    },
    navigation: { _ in .close })

  /// Opened with the code its `open` names.
  private static let quote = ScreenDeclaration<AlertDraft, String>(
    "quote", summary: "one code's quote", placement: .stacked,
    openParameters: [Parameter<String>.word("code", summary: "a code").declared],
    input: { $0.string("code") },
    open: { _, requests in
      (ScreenDriver(AlertDraft(), requests: requests, perform: { _ in nil }), [])
    },
    navigation: { _ in .close })

  private static let screens = [
    AnyScreenDeclaration(copy), AnyScreenDeclaration(AlertScreens.list),
    AnyScreenDeclaration(AlertScreens.draft()), AnyScreenDeclaration(quote),
  ]

  private static let program = FrontEndProgram("alerts", summary: "price alerts.") { _ in
    screens
  }

  func testAScreenThatOpensOnlyWithAnInput_IsNotOneOpenOffers() {
    XCTAssertEqual(Self.screens.map(\.opensOnRequest), [false, true, true, true])
    XCTAssertEqual(
      ScenarioGrammar.opens(Self.screens), "open alerts | open draft | open quote CODE")
  }

  func testPlayHelp_OffersTheScreensALineCanOpen_AndStartsItsExampleWithOne() {
    let help = FrontEndHelp.play(Self.program)
    XCTAssertTrue(help.contains("\n  open alerts | open draft | open quote CODE\n"), help)
    XCTAssertTrue(help.contains("printf '%s\\n' 'open alerts' > first.scenario"), help)
    XCTAssertFalse(help.contains("open copy"), help)
  }

  func testDriveHelp_ListsAnOpenForEachScreenThatOpensOnRequest() {
    let help = FrontEndHelp.drive(Self.program)
    let opens = help.split(separator: "\n").filter { $0.hasPrefix(#"  {"event":"open""#) }
    XCTAssertEqual(
      opens,
      [
        #"  {"event":"open","screen":"alerts"}"#, #"  {"event":"open","screen":"draft"}"#,
        #"  {"event":"open","screen":"quote","code":"CODE"}"#,
      ])
    XCTAssertTrue(help.contains(#"printf '%s\n' '{"event":"open","screen":"alerts"}'"#), help)
  }

  func testAnOpenWithoutAScreen_NamesTheScreensALineCanOpen() {
    XCTAssertThrowsError(
      try ScenarioParser.parse("open\n", file: "alerts.scenario", screens: Self.screens)
    ) { error in
      XCTAssertEqual(
        (error as? ScenarioError)?.description,
        "alerts.scenario:1: open needs a screen: open alerts | open draft | open quote CODE")
    }
  }
}
