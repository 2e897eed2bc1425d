extension TextSnapshotting {
  /// This strategy with every match of `pattern` in its text replaced by `placeholder`,
  /// before the text is compared and before it is written: a time, a date, an id, a price
  /// that changes from run to run reads the same in every run, and the reference shows the
  /// placeholder.
  ///
  ///     assertTextSnapshot(of: "更新於 09:41", as: .lines.redacting(/\d{2}:\d{2}/, as: "<時間>"))
  ///     // Checks a reference that holds "更新於 <時間>"
  ///
  /// Redactions chain, each applied to the text the one before it left.
  ///
  /// - Complexity: O(*n*) matching of `pattern` over the text, *n* its length, on top of
  ///   the strategy's own cost.
  public func redacting(
    _ pattern: some RegexComponent, as placeholder: String
  ) -> TextSnapshotting {
    redacting { $0.replacing(pattern, with: placeholder) }
  }

  /// This strategy with every match of the regular expression written in `pattern` replaced
  /// by `placeholder`; see `redacting(_:as:)`.
  ///
  /// A pattern that is not a regular expression fails the assertion with a message that
  /// quotes it; nothing is compared or written.
  ///
  ///     let id = #"req-[0-9a-f]{8}"#
  ///     assertTextSnapshot(of: log, as: .lines.redacting(matching: id, as: "<id>"))
  public func redacting(matching pattern: String, as placeholder: String) -> TextSnapshotting {
    redacting { text in
      let regex: Regex<AnyRegexOutput>
      do {
        regex = try Regex(pattern)
      } catch {
        throw RedactionError(pattern: pattern, reason: "\(error)")
      }
      return text.replacing(regex, with: placeholder)
    }
  }

  /// This strategy with its text passed through `redact` before it is compared and written:
  /// for what a pattern cannot say, such as a price that must keep its width. An error
  /// `redact` throws fails the assertion with its message.
  ///
  ///     let prices = TextSnapshotting<String>.lines.redacting { text in
  ///       text.split(separator: "\n", omittingEmptySubsequences: false)
  ///         .map { $0.hasPrefix("成交價") ? "成交價 <價格>" : String($0) }
  ///         .joined(separator: "\n")
  ///     }
  public func redacting(_ redact: @escaping (String) throws -> String) -> TextSnapshotting {
    let snapshot = self.snapshot
    return TextSnapshotting(pathExtension: pathExtension) { try redact(snapshot($0)) }
  }
}

/// A redaction's pattern that is not a regular expression.
struct RedactionError: Error, CustomStringConvertible {
  var pattern: String
  var reason: String

  var description: String {
    "the redaction pattern \"\(pattern)\" is not a regular expression: \(reason)"
  }
}
