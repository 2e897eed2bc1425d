// docs: begin program
// The whole program of the reading list, its loans and the price alerts: its screens on drive,
// serve, browse and play, and explored by themselves with explore.
import Bookshelf
import Foundation
import ScreenExplorer
import ScreenFrontEnds
import ScreenModel

let books = FrontEndOption(
  "--books", placeholder: "TITLES", meaning: "titles parted by commas",
  help: "the books on the shelf at the start, parted by commas")

let program = FrontEndProgram(
  "shelf", summary: "a reading list, on every front end.", options: [books]
) { context in
  let titles = context.value(of: "--books").map { $0.split(separator: ",").map(String.init) }
  return [
    BookshelfScreen.declaration(books: titles ?? ["三體", "活著"]), LoanScreens.ticket,
    LoanScreens.confirmation, AlertScreens.list, AlertScreens.editor,
  ]
}.exploring()

exit(await program.run(Array(CommandLine.arguments.dropFirst())))
// docs: end program
