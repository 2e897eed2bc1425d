import Foundation
import TestSupport

/// Every process of the machine as Linux lists them in `/proc`, read whole: each with its
/// parent and its start time, which tells a process from a later one given its id again.
struct ProcessTable {
  /// One process, as `/proc/PID/stat` gives it.
  struct Entry: Hashable {
    var pid: Int32
    var parent: Int32
    /// The program's name, cut to 15 bytes: `stock-screens`, `tmux: server`.
    var name: String
    /// Clock ticks from boot to its start.
    var started: UInt64
    /// Ended, and not yet waited for by its parent: it runs nothing and holds nothing.
    var isZombie: Bool
  }

  var entries: [Entry]

  /// The table now; nil where there is no `/proc`.
  static func read() -> ProcessTable? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
      return nil
    }
    let entries = names.compactMap { name -> Entry? in
      guard let pid = Int32(name), let stat = KernelFile.read("/proc/\(name)/stat") else {
        return nil
      }
      return entry(pid, stat)
    }
    return ProcessTable(entries: entries)
  }

  /// Parses `PID (NAME) STATE PPID … STARTTIME …`; the name may hold spaces and parentheses,
  /// so the fields are counted from the last `)`.
  private static func entry(_ pid: Int32, _ stat: String) -> Entry? {
    guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else {
      return nil
    }
    let name = String(stat[stat.index(after: open)..<close])
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // fields[0] is field 3 of the line (the state), so field N is fields[N - 3].
    guard fields.count > 19, let parent = Int32(fields[1]), let started = UInt64(fields[19])
    else { return nil }
    return Entry(
      pid: pid, parent: parent, name: name, started: started, isZombie: fields[0] == "Z")
  }

  /// `roots` and every process below them, by parent, that has not ended.
  func living(under roots: [Int32]) -> Set<Entry> {
    var chosen = Set(entries.filter { roots.contains($0.pid) && !$0.isZombie })
    var pids = Set(chosen.map(\.pid))
    var added = true
    while added {
      added = false
      for entry in entries where !pids.contains(entry.pid) && pids.contains(entry.parent) {
        pids.insert(entry.pid)
        if !entry.isZombie { chosen.insert(entry) }
        added = true
      }
    }
    return chosen
  }

  /// Those of `processes` still running: the same id, started at the same tick, not ended.
  func stillRunning(_ processes: Set<Entry>) -> Set<Entry> {
    let running = Dictionary(
      entries.filter { !$0.isZombie }.map { ($0.pid, $0.started) }, uniquingKeysWith: { $1 })
    return processes.filter { running[$0.pid] == $0.started }
  }
}
