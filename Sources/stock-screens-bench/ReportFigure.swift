import CommandLineSyntax
import Foundation
import SnapshotStore
import StockScreensCLI

/// `report.50mb`: `snapshots report --html DIR --junit FILE` of a package whose one failed
/// snapshot is 50 MB of directory rows with every line changed (a character here, a word
/// there), through the command as a person runs it: the page with each changed line marked
/// by character, and the JUnit file with the unified diff. `report.linear`: that time over
/// the time of a 5 MB snapshot of the same rows. A line diff or a character diff whose work
/// grows with the square of anything gives far more than 10; the search without its work
/// budget took minutes for the 50 MB one.
///
/// `--quick` measures 10 MB against 1 MB.
enum ReportFigure {
  @MainActor static func run(_ context: BenchContext) async -> [Figure] {
    let (large, small) = context.options.quick ? (10, 1) : (50, 5)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stock-screens-bench-report-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let packages = [large, small].map { folder.appendingPathComponent("\($0)mb") }
    do {
      for (package, megabytes) in zip(packages, [large, small]) {
        try makePackage(at: package, megabytes: megabytes)
      }
    } catch {
      return failed("the packages could not be written in \(folder.path): \(error)")
    }
    var largeTimes: [Double] = []
    var smallTimes: [Double] = []
    for _ in 0..<context.options.count(full: 3, quick: 1) {
      guard let largeTime = await report(packages[0]), let smallTime = await report(packages[1])
      else {
        return failed("snapshots report failed")
      }
      largeTimes.append(largeTime)
      smallTimes.append(smallTime)
    }
    let largeSample = Sample(largeTimes)
    let smallSample = Sample(smallTimes)
    return [
      Figure(
        name: "report.50mb", unit: .nanoseconds, ours: largeSample.median,
        target: Target([.oursBelow(30e9)]),
        notes: ["a \(large) MB snapshot, every line changed: \(largeSample.summary)"]),
      Figure(
        name: "report.linear", unit: .times, ours: largeSample.median / smallSample.median,
        target: Target([.oursBelow(15)]),
        notes: ["a \(small) MB snapshot: \(smallSample.summary)"]),
    ]
  }

  /// The time of one report of `package`, nil when the command failed.
  private static func report(_ package: URL) async -> Double? {
    let quiet = Console(out: { _ in }, err: { _ in })
    let arguments = [
      "snapshots", "report", "--html", package.appendingPathComponent("report").path,
      "--junit", package.appendingPathComponent("snapshots.xml").path,
      "--package-path", package.path,
    ]
    let start = Stopwatch.nanoseconds()
    let status = await StockScreensTool.run(arguments, console: quiet)
    let time = Double(Stopwatch.nanoseconds() &- start)
    return status == 0 ? time : nil
  }

  /// A package whose last run failed one snapshot of about `megabytes` MB: the reference and
  /// the kept actual text differ in every line.
  private static func makePackage(at root: URL, megabytes: Int) throws {
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("// swift-tools-version:6.0\n".utf8).write(
      to: root.appendingPathComponent("Package.swift"))
    var reference = ""
    var actual = ""
    var row = 0
    while reference.utf8.count < megabytes * 1_000_000 {
      let code = 1_101 + row % 8_000
      reference += "  台積電 - (\(code))  上市  台灣積體電路製造股份有限公司 資本額: \(row) 元\n"
      actual += "  台積體 - (\(code))  上櫃  台灣積體電路製造股份有限公司 資本額: \(row + 1) 元\n"
      row += 1
    }
    let folders = SnapshotFolders(packageRoot: root)
    let location = SnapshotLocation(relativePath: "BigTests/testEveryRow.txt")
    try folders.writeFile(reference, to: folders.referenceURL(for: location))
    let log = SnapshotRunLog(folders: folders)
    let never = SnapshotRecordMode.Choice(mode: .never, origin: .argument)
    log.record(folders.verify(actual, at: location, record: never))
    try log.finish(library: .xctest, run: "bench", full: false)
  }

  private static func failed(_ reason: String) -> [Figure] {
    [
      Figure(name: "report.50mb", unit: .nanoseconds, skipped: reason),
      Figure(name: "report.linear", unit: .times, skipped: reason),
    ]
  }
}
