import ScreenModel

/// A book lent: to whom, and for how many days; nil days lends it until it comes back.
public struct Loan: Hashable, Sendable {
  public var book: String
  public var borrower: String
  public var days: Int?

  /// `借給 小明 14 天`, or `借給 小明 不限期`.
  public var line: String {
    "借給 \(borrower) " + (days.map { "\($0) 天" } ?? "不限期")
  }
}

/// The ticket of a loan, opened with the book read: the book shown read-only, a borrower, and
/// days the open-ended toggle disables; its submit is usable once the loan is whole and asks the
/// confirmation first, whose confirm comes back as `confirmed` and closes the ticket too.
public struct LoanTicket: ScreenController {
  public enum Event: Hashable, Sendable {
    case book(String)
    case borrower(String)
    case days(String)
    case openEnded(Bool)
    case submit
    case confirmed
  }

  public enum Command: Hashable, Sendable {
    case confirm(Loan)
    case lent(Loan)
  }

  public typealias Output = Command

  public let book: String
  public private(set) var borrower = ""
  public private(set) var days = "14"
  public private(set) var isOpenEnded = false

  public init(book: String) {
    self.book = book
  }

  public var title: String { "借出 \(book)" }

  public var rows: [LoanRow] { [LoanRow(loan: loan)] }

  /// What is wrong with the days as typed; nil while they are empty, a number of 1 to 60, or
  /// not asked for.
  public var daysProblem: String? {
    isOpenEnded || days.isEmpty || dayCount != nil ? nil : "1 到 60 天"
  }

  private var dayCount: Int? { Int(days).flatMap { (1...60).contains($0) ? $0 : nil } }

  /// The loan as typed, once every field it asks for holds what it needs.
  public var loan: Loan? {
    guard borrower.contains(where: { !$0.isWhitespace }), isOpenEnded || dayCount != nil
    else { return nil }
    return Loan(book: book, borrower: borrower, days: isOpenEnded ? nil : dayCount)
  }

  public var controls: [ControlState] {
    [
      LoanScreens.bookField.showing(book).readOnly(),
      LoanScreens.borrowerField.showing(borrower),
      LoanScreens.openEndedToggle.showing(isOn: isOpenEnded),
      LoanScreens.daysField.showing(days, message: daysProblem).disabled(isOpenEnded),
      LoanScreens.submitButton.showing(isEnabled: loan != nil),
    ]
  }

  public mutating func handle(_ event: Event) -> [Command] {
    switch event {
    // The book is read-only: the session refuses its edits before they come here.
    case .book: break
    case .borrower(let text): borrower = text
    case .days(let text): days = text
    case .openEnded(let isOn): isOpenEnded = isOn
    case .submit: return loan.map { [.confirm($0)] } ?? []
    case .confirmed: return loan.map { [.lent($0)] } ?? []
    }
    return []
  }
}

/// The loan to confirm, opened with it: its confirm closes it, and the ticket under it.
public struct LoanConfirmation: ScreenController {
  public enum Event: Hashable, Sendable {
    case confirm
  }

  public enum Command: Hashable, Sendable {
    case confirmed
  }

  public typealias Output = Command

  public let loan: Loan

  public init(loan: Loan) {
    self.loan = loan
  }

  public var title: String { "確認借出" }

  public var rows: [LoanRow] { [LoanRow(loan: loan)] }

  public var controls: [ControlState] { [LoanScreens.confirmButton.showing(isEnabled: true)] }

  public mutating func handle(_ event: Event) -> [Command] { [.confirmed] }
}

/// A loan on one line: the book and to whom, or what is still missing.
public struct LoanRow: DescribedRow {
  public var loan: Loan?

  public var id: String { "loan" }
  public var text: RowText {
    loan.map { RowText([TextCell($0.book), TextCell($0.line)]) } ?? RowText("尚未完成")
  }
}

/// The ticket and its confirmation, declared once: their events, the controls their states
/// show, and the confirm that closes both and returns the loan to the shelf.
public enum LoanScreens {
  static let book = EventForm(
    "book", LoanTicket.Event.book, .text("text"), summary: "the book (read-only)")
  static let borrower = EventForm(
    "borrower", LoanTicket.Event.borrower, .text("text"), summary: "type who borrows it")
  static let days = EventForm(
    "days", LoanTicket.Event.days, .text("text"), summary: "type the days, 1 to 60")
  static let openEnded = EventForm(
    "open-ended", LoanTicket.Event.openEnded, .boolean("on"), summary: "lend with no due date")
  static let bookField = ControlDeclaration<LoanTicket.Event>.textField(
    "book", label: "書名", sends: book)
  static let borrowerField = ControlDeclaration<LoanTicket.Event>.textField(
    "borrower", label: "借給", sends: borrower, placeholder: "小明")
  static let openEndedToggle = ControlDeclaration<LoanTicket.Event>.toggle(
    "open-ended", label: "不限期", sends: openEnded)
  static let daysField = ControlDeclaration<LoanTicket.Event>.textField(
    "days", label: "天數", sends: days, content: .wholeNumber, maxLength: 2)
  static let submitButton = ControlDeclaration<LoanTicket.Event>.button(
    "submit", label: "借出", sends: .submit, submits: true)
  static let confirmButton = ControlDeclaration<LoanConfirmation.Event>.button(
    "confirm", label: "確認借出", sends: .confirm, submits: true)

  /// The ticket, `loan`: opened by the shelf with a book read, never from a front end.
  public static let ticket = ScreenDeclaration<LoanTicket, String>(
    "loan", label: "借出", summary: "lend a book read", placement: .stacked,
    events: [
      book, borrower, days, openEnded,
      EventForm("submit", LoanTicket.Event.submit, summary: "ask to confirm", opens: "confirm"),
    ],
    controlsOf: LoanTicket(book: ""), input: { _ in nil },
    open: { title, requests in
      (ScreenDriver(LoanTicket(book: title), requests: requests, perform: { _ in nil }), [])
    },
    navigation: { output in
      switch output {
      case .confirm(let loan): .open("confirm", with: loan)
      // The ticket closes in turn, and the shelf gets the loan.
      case .lent(let loan): .close(returning: Bookshelf.Event.lent(loan))
      }
    })

  /// The confirmation, `confirm`, on top of the ticket.
  public static let confirmation = ScreenDeclaration<LoanConfirmation, Loan>(
    "confirm", label: "確認", summary: "confirm a loan", placement: .stacked,
    events: [
      EventForm(
        "confirm", LoanConfirmation.Event.confirm, summary: "lend the book", closes: true)
    ],
    controlsOf: LoanConfirmation(loan: Loan(book: "", borrower: "", days: nil)),
    input: { _ in nil },
    open: { loan, requests in
      (ScreenDriver(LoanConfirmation(loan: loan), requests: requests, perform: { _ in nil }), [])
    },
    navigation: { _ in .close(returning: LoanTicket.Event.confirmed) })
}
