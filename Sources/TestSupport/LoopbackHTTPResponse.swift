import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A response as the client read it.
public struct LoopbackHTTPResponse: Sendable, CustomStringConvertible {
  /// The status code.
  public var status: Int
  /// The words after the code.
  public var reason: String
  /// The header fields in order, names as sent.
  public var fields: [(name: String, value: String)]
  /// The body (empty when only the head was read).
  public var body: [UInt8]

  /// The body as UTF-8.
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// The first value of the field `name`, in any letter case.
  public func header(_ name: String) -> String? {
    fields.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// "421 Misdirected Request: the Host …", for failure messages.
  public var description: String { "\(status) \(reason): \(text)" }

  /// Reads a status line and header fields, without the empty line that ends them.
  init(head: ArraySlice<UInt8>) throws(LoopbackHTTPClient.Failure) {
    let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
    let statusLine = lines[0].split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
    guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1])
    else { throw .malformed("status line \(lines[0].debugDescription)") }
    self.status = status
    reason = statusLine.count > 2 ? String(statusLine[2]) : ""
    fields = []
    body = []
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else {
        throw .malformed("header line \(line.debugDescription)")
      }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      fields.append((String(line[..<colon]), value))
    }
  }
}

extension LoopbackHTTPClient {
  /// Why the client gave up.
  public enum Failure: Error, CustomStringConvertible {
    /// connect() failed with this errno.
    case connect(port: UInt16, code: Int32)
    /// `timeout` passed while waiting for `what`.
    case timedOut(waitingFor: String, after: Duration)
    /// The server closed the connection while the client waited for `what`.
    case closed(waitingFor: String)
    /// What the server sent is not HTTP the client can read.
    case malformed(String)

    /// What happened, in a sentence.
    public var description: String {
      switch self {
      case .connect(let port, let code):
        "could not connect to 127.0.0.1:\(port): \(String(cString: strerror(code)))"
      case .timedOut(let what, let after): "no \(what) after \(after)"
      case .closed(let what): "the server closed the connection before \(what)"
      case .malformed(let detail): "the server's answer is not HTTP/1.1: \(detail)"
      }
    }
  }
}

extension LoopbackHTTPClient {
  /// Returns once the server has closed the connection (bytes it sends first are dropped).
  ///
  /// - Throws: `DeadlineExceeded` naming `what` when it is still open after `limit`.
  public func waitUntilClosedByServer(
    _ what: String = "the server to close the connection",
    within limit: Duration = DeadlineExceeded.standardLimit, fileID: String = #fileID,
    line: Int = #line
  ) async throws {
    guard await isClosedByServer(within: limit) else {
      throw DeadlineExceeded(what, limit: limit, fileID: fileID, line: line)
    }
  }
}
