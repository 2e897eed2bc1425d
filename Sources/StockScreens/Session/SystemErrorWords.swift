import Foundation

/// A system error (an `errno`) in a session's words: `磁碟空間不足`, `the disk is full`. The
/// errors a user can act on when a file of theirs is not read or saved are named; any other
/// shows its number and the system's own words (`strerror`, in English).
///
///     SystemErrorWords.text(code: ENOSPC, text: "No space left on device", in: .english)
///     // "the disk is full"
enum SystemErrorWords {
  /// `code` in `words`, else `text` beside its number.
  static func text(code: Int32, text: String, in words: StockWords) -> String {
    switch POSIXErrorCode(rawValue: code) {
    case .ENOSPC?: words["system.noSpace"]
    case .EDQUOT?: words["system.quota"]
    case .EACCES?, .EPERM?: words["system.permission"]
    case .EROFS?: words["system.readOnly"]
    case .EIO?: words["system.io"]
    case .ENOENT?: words["system.noSuchFile"]
    case .ENOTDIR?: words["system.notAFolder"]
    case .EISDIR?: words["system.isAFolder"]
    case .ELOOP?: words["system.linkLoop"]
    case .ENAMETOOLONG?: words["system.nameTooLong"]
    case .EMFILE?, .ENFILE?: words["system.tooManyOpen"]
    default: words["system.other", String(code), text]
    }
  }
}
