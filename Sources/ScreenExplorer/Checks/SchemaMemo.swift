import Foundation
import ScreenModel

/// What a validator keeps between checks, shared by its copies: the values each definition
/// accepted (at most `limit` a definition, so that a long exploration's memory stays
/// bounded) and each pattern compiled once.
final class SchemaMemo: @unchecked Sendable {
  // Unchecked: every member is read and written under `lock` only.
  private let lock = NSLock()
  private var accepted: [String: Set<JSONValue>] = [:]
  private var expressions: [String: NSRegularExpression?] = [:]
  private let limit = 20_000

  func accepted(_ value: JSONValue, by reference: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return accepted[reference]?.contains(value) ?? false
  }

  func accept(_ value: JSONValue, by reference: String) {
    lock.lock()
    defer { lock.unlock() }
    guard accepted[reference, default: []].count < limit else { return }
    accepted[reference, default: []].insert(value)
  }

  func expression(_ pattern: String) -> NSRegularExpression? {
    lock.lock()
    defer { lock.unlock() }
    if let compiled = expressions[pattern] { return compiled }
    let compiled = try? NSRegularExpression(pattern: pattern)
    expressions[pattern] = compiled
    return compiled
  }
}
