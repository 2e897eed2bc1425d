import Foundation
import TestSupport

/// Runs a program and measures its peak resident memory.
enum ReliabilityMemory {
  /// What the program printed, and its peak memory when it could be measured.
  struct Measured {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Peak resident memory in kilobytes.
    var peakKilobytes: Int?
  }

  /// Runs `program` under `/usr/bin/time -v`, which reports the child's own peak; without
  /// it, the peak stays unmeasured: the peak of every child this process waited for would
  /// count the other programs that tests running meanwhile start (a compiler, a browser).
  static func run(_ program: URL, arguments: [String]) throws -> Measured {
    let time = URL(fileURLWithPath: "/usr/bin/time")
    guard FileManager.default.isExecutableFile(atPath: time.path) else {
      let run = try ProgramRun.run(program, arguments: arguments, priority: .background)
      return Measured(status: run.status, stdout: run.stdout, stderr: run.stderr)
    }
    let run = try ProgramRun.run(
      time, arguments: ["-v", program.path] + arguments, priority: .background)
    // `time -v` appends its report to the program's own standard error.
    let report = run.stderr.range(of: "\tCommand being timed:")
    let stderr = report.map { String(run.stderr[..<$0.lowerBound]) } ?? run.stderr
    let peak = run.stderr.split(separator: "\n").lazy.compactMap { line -> Int? in
      guard line.contains("Maximum resident set size (kbytes):") else { return nil }
      return line.split(separator: ":").last.flatMap {
        Int($0.trimmingCharacters(in: .whitespaces))
      }
    }.first
    return Measured(status: run.status, stdout: run.stdout, stderr: stderr, peakKilobytes: peak)
  }
}
