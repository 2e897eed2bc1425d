import Foundation

/// The lines an exploration plays, written to a file as they are played, so that a parent
/// process finds the path that was playing when its child died on a signal (`TrapHunt`).
///
///     run en                  # a path starts from the start, in en
///     > load listed           # a line about to be played
///     < directory             # played: the screen on top after it
///     > watch 9999
///     < directory refused     # played, and refused
///
/// Each entry is written at once, with no buffer of the process's own, so a trap on the next
/// instruction leaves it in the file.
public final class PathLog: @unchecked Sendable {
  private let handle: FileHandle

  /// A log written to `handle`, from where it stands.
  public init(_ handle: FileHandle) {
    self.handle = handle
  }

  /// A log written to a new file at `path`.
  public convenience init(path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    self.init(try FileHandle(forWritingTo: URL(fileURLWithPath: path)))
  }

  /// A path starts from the start, in `locale`.
  func start(locale: String) { write("run \(locale)") }

  /// `line` is about to be played.
  func playing(_ line: String) { write("> \(line)") }

  /// The line was played, leaving `screen` on top, and refused or taken.
  func played(screen: String, refused: Bool) {
    write("< \(screen)\(refused ? " refused" : "")")
  }

  private func write(_ entry: String) {
    // A line of a scenario is one line: a newline in it could not be played back anyway.
    let flat = entry.replacingOccurrences(of: "\n", with: " ")
    handle.write(Data((flat + "\n").utf8))
  }

  /// The last path of a log's `text`: its locale, its lines (the one being played when the
  /// log ends among them), and the screen on top when the log ends (empty before the first
  /// line was played); nil for a log with no path.
  static func lastPath(in text: String) -> (locale: String, lines: [PlayedLine], screen: String)? {
    var found: (locale: String, lines: [PlayedLine], screen: String)?
    var before = ""
    for entry in text.split(separator: "\n").map(String.init) {
      if entry.hasPrefix("run ") {
        found = (String(entry.dropFirst(4)), [], "")
        before = ""
      } else if entry.hasPrefix("> ") {
        found?.lines.append(PlayedLine(text: String(entry.dropFirst(2)), refused: false))
        found?.screen = before
      } else if entry.hasPrefix("< "), let count = found?.lines.count, count > 0 {
        let words = entry.dropFirst(2).split(separator: " ")
        before = words.first.map(String.init) ?? ""
        found?.lines[count - 1].refused = words.count > 1
        found?.screen = before
      }
    }
    return found
  }
}
