import ScreenFrontEnds
import ScreenModel
import Testing

// docs: begin registration
/// The program's screens: the reading list, over the source it is given.
enum ReadingApp {
  static func screens(source: some BookSource) -> [any ScreenRegistration] {
    [ReadingListScreen.declaration(source: source)]
  }
}
// docs: end registration

// docs: begin program
/// The reading list on `drive`, `serve`, `browse` and `play`: a name, a summary and the
/// screens, made from the data options (here none).
let readingProgram = FrontEndProgram(
  "reading", summary: "a reading list, on every front end."
) { _ in ReadingApp.screens(source: SampleShelf()) }

/// A source that answers the sample books whenever it is asked.
struct SampleShelf: BookSource {
  func books() -> [Book] { SampleBooks.all }
}
// docs: end program

@Suite struct ReadingListProgramTests {
  /// The help lists the four front ends, and `play`'s help is the grammar the forms make.
  @Test func theProgramOffersEveryFrontEnd() throws {
    let help = try #require(readingProgram.help(for: nil))
    for command in ["play", "browse", "drive", "serve"] {
      #expect(help.contains(command), "\(command) in \(help)")
    }
    let play = try #require(readingProgram.help(for: "play"))
    #expect(play.contains("toggle BOOK"), "\(play)")
    #expect(play.contains("show LIST"), "\(play)")
    #expect(readingProgram.help(for: "trade") == nil, "a command the program does not have")
  }
}
