import LibraryTestSupport
import ScreenModel
import Testing

@testable import ScreenFrontEnds

/// A step is read once what it set in motion has come to rest, the same on any machine: an
/// event a store posts to a screen that follows it (the directory told of a watch made on
/// another screen) shows at the step that made it, whether the answers are held or not.
@MainActor
@Suite struct ScenarioSettlingTests {
  /// Where the list's driver is kept, so that a program command posts to it as a store does.
  @MainActor final class Follower {
    var driver: ScreenDriver<AlertList>?
  }

  private func stage(_ follower: Follower) -> ScenarioStage {
    let alerts = ScreenDeclaration<AlertList, NoInput>(
      "alerts", summary: "alerts a store tells of",
      events: [EventForm("add", AlertList.Event.add, summary: "add an alert")],
      open: { requests in
        let driver = ScreenDriver(AlertList(), requests: requests, perform: { _ in nil })
        follower.driver = driver
        return driver
      },
      navigation: { _ in nil })
    return ScenarioStage(screens: [alerts]) { name, _, control in
      switch name {
      case "pause": control.isHolding = true
      case "tell": follower.driver?.post(.saved("2330 > 600"))
      default: break
      }
    }
  }

  private func step(_ line: Int, _ source: String, _ command: ScenarioCommand) -> ScenarioStep {
    ScenarioStep(line: line, source: source, command: command)
  }

  @Test(arguments: [false, true])
  func anEventPostedToAScreenShowsAtTheStepThatPostedIt(holding: Bool) async throws {
    let follower = Follower()
    let player = ScenarioPlayer(stage(follower))
    _ = await player.play(step(1, "wait 0s", .wait(.zero)))
    try #require(follower.driver != nil, "the list opened at the start")
    if holding { _ = await player.play(step(2, "pause", .program("pause", arguments: []))) }
    let told = await player.play(step(3, "tell", .program("tell", arguments: [])))
    #expect(told.text.contains("2330 > 600"), "\(told.text)")
    #expect(!told.text.contains("沒有提醒"), "\(told.text)")
  }
}
