import CommandLineSyntax
import LibraryTestSupport
import ScreenModel
import TestSupport
import Testing

@testable import ScreenFrontEnds

/// The user's appearance is the program's (`FrontEndProgram.appearance`): every session a
/// run makes writes it, in `drive`, `serve`, `browse` and `play` alike; a program that gives
/// none writes none, and one whose appearance cannot be had stops before anything runs.
@MainActor @Suite struct ProgramAppearanceTests {
  private static let green = #""appearance":{"rise":"green"}"#
  private let silent = Console(out: { _ in }, err: { _ in })

  /// The price alerts, green up when `rise` says so, with no appearance for nil.
  private static func program(_ rise: SessionAppearance.Rise?) -> FrontEndProgram {
    var program = FrontEndProgram("alerts", summary: "price alerts.") { _ in
      [AlertScreens.list, AlertScreens.draft(saving: { .close(returning: $0) })]
    }
    if let rise {
      program.appearance = { _ in .fixed(SessionAppearance(rise: rise)) }
    }
    return program
  }

  /// What `drive --protocol 2` wrote first for `program`, with no events.
  private func driveFirstLine(_ program: FrontEndProgram) async throws -> String {
    let (lines, continuation) = AsyncStream.makeStream(of: InputLine.self)
    continuation.finish()
    let written = WrittenLines()
    let status = try await DriveCommand.run(
      program, ["--protocol", "2"], console: Console(out: written.append, err: { _ in }),
      lines: lines)
    #expect(status == 0)
    return written.text.split(separator: "\n").first.map(String.init) ?? ""
  }

  @Test func driveWritesTheProgramsAppearance() async throws {
    #expect(try await driveFirstLine(Self.program(.green)).contains(Self.green))
    #expect(try await !driveFirstLine(Self.program(nil)).contains("appearance"))
  }

  @Test func aSessionOfServeWritesTheProgramsAppearance() async throws {
    for (rise, written) in [(SessionAppearance.Rise.green, true), (nil, false)] {
      let program = Self.program(rise)
      let parsed = try program.parse(["--port", "0"], as: program.serveSyntax)
      let frontEnd = try await ServeCommand.frontEnd(program, parsed, console: silent)
      let server = try frontEnd.serve(port: 0)
      let client = try LoopbackHTTPClient(port: server.port)
      let created = try await client.request("POST", "/api/sessions")
      client.close()
      try await withDeadline("the server to stop") { await server.stop() }
      #expect(created.text.contains(Self.green) == written, "\(created.text)")
      #expect(created.text.contains("appearance") == written)
    }
  }

  @Test func aSessionOfBrowseHasTheProgramsAppearance() throws {
    for rise in [SessionAppearance.Rise.green, nil] {
      let program = Self.program(rise)
      let parsed = try program.parse([], as: program.syntax("browse"))
      let session = try BrowseCommand.sessions(program, parsed, console: silent)()
      #expect(session.current.appearance == rise.map(SessionAppearance.init(rise:)))
    }
  }

  @Test func theStageOfPlayHasTheProgramsAppearance() throws {
    for rise in [SessionAppearance.Rise.green, nil] {
      let program = Self.program(rise)
      let parsed = try program.parse(["any.scenario"], as: program.playSyntax)
      let stage = try program.makeStage(program.context(parsed, console: silent))
      #expect(stage.appearance?.current() == rise.map(SessionAppearance.init(rise:)))
    }
  }

  /// An appearance that cannot be had (a settings file refused) stops the run with why.
  @Test func anAppearanceThatFailsStopsTheRun() async throws {
    struct Unreadable: Error {}
    var program = Self.program(nil)
    program.appearance = { _ in throw Unreadable() }
    await #expect(throws: Unreadable.self) { try await driveFirstLine(program) }
  }
}
