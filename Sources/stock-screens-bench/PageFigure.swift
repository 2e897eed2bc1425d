import Foundation
import ScreenFrontEnds
import StockScreensCLI
import TaiwanMarket
import TestSupport

/// `page.update`: how long `serve`'s page takes to show an update, measured in headless
/// Chromium by the page itself (performance marks, from the update's arrival to its rows
/// applied and laid out) while a person's scene plays on a list of 100,000 companies: load,
/// search, scroll to the end and back, the feed past its first window
/// (`Tests/Support/serve_window.py`).
///
/// The baseline is measured in the same page on the same rows: the whole window drawn again
/// from nothing and laid out, as a page without changesets would show each update. Both
/// sides share the browser, the machine and its load, so their ratio holds where a budget in
/// milliseconds would not. `page.update.max` is the slowest update of the scene.
///
/// Skipped where python3, Selenium, Chromium, its driver or the CJK fonts are missing.
@MainActor
enum PageFigure {
  static let companies = 100_000

  static func run(_ context: BenchContext) async -> [Figure] {
    // Applying an update may cost at most twice drawing the whole window again: a page that
    // redrew or laid out the whole list would be far past it.
    let target = Target([.oursBelow(100_000_000), .ratioAtLeast(0.5)])
    let browser: ServeBrowser
    do {
      browser = try ServeBrowser.find()
    } catch {
      return [
        Figure(name: "page.update", unit: .nanoseconds, target: target, skipped: "\(error)"),
        Figure(name: "page.update.max", unit: .nanoseconds, skipped: "\(error)"),
      ]
    }
    do {
      let measured = try await measure(browser)
      let shown = Sample(measured.shown.map { $0 * 1e6 })
      let whole = Sample(measured.whole.map { $0 * 1e6 })
      let frame = Sample(measured.frame.map { $0 * 1e6 })
      return [
        Figure(
          name: "page.update", unit: .nanoseconds, ours: shown.median, baseline: whole.median,
          target: target,
          notes: [
            "from arrival to laid out: \(shown.summary)",
            "the whole window of \(measured.rows) rows drawn again: \(whole.summary)",
            "from arrival to the next frame: \(frame.summary)",
          ]),
        Figure(name: "page.update.max", unit: .nanoseconds, ours: shown.maximum),
      ]
    } catch {
      return [
        Figure(name: "page.update", unit: .nanoseconds, target: target, skipped: "\(error)"),
        Figure(name: "page.update.max", unit: .nanoseconds, skipped: "\(error)"),
      ]
    }
  }

  /// What the page measured, in milliseconds.
  private struct Measured: Decodable {
    var shown: [Double]
    var frame: [Double]
    var whole: [Double]
    var rows: Int

    private enum Keys: String, CodingKey { case shown, frame, whole }
    private enum WholeKeys: String, CodingKey { case times, rows }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      shown = try container.decode([Double].self, forKey: .shown)
      frame = try container.decode([Double].self, forKey: .frame)
      let redrawn = try container.nestedContainer(keyedBy: WholeKeys.self, forKey: .whole)
      whole = try redrawn.decode([Double].self, forKey: .times)
      rows = try redrawn.decode(Int.self, forKey: .rows)
    }
  }

  /// Serves the stock app on a listed file of `companies` made-up companies in this process
  /// and plays the scene in the browser, its script on a thread of its own while the main
  /// actor serves.
  private static func measure(_ browser: ServeBrowser) async throws -> Measured {
    let data = try SyntheticListing.folder(companies: companies)
    defer { try? FileManager.default.removeItem(at: data) }
    let figures = data.appendingPathComponent("figures.json")
    let server = try WebFrontEnd(source: FolderSource(folder: data)).serve(port: 0)
    let script = browser.root.appendingPathComponent("Tests/Support/serve_window.py").path
    let arguments = [
      script, "window", "http://127.0.0.1:\(server.port)/",
      browser.screenshots(of: "bench-window").path, String(companies), figures.path,
    ]
    let run = try await ServeFigure.onThread {
      try ProgramRun.run(browser.python, arguments: arguments)
    }
    await server.stop()
    guard run.status == 0 else {
      throw PageFigureError(
        description: "the scene failed: "
          + (run.stdout + run.stderr).split(separator: "\n").suffix(3).joined(separator: " / "))
    }
    return try JSONDecoder().decode(Measured.self, from: Data(contentsOf: figures))
  }

  struct PageFigureError: Error, CustomStringConvertible {
    var description: String
  }
}
