// Swift standard library only: the fuzz target compiles this file with the parser, alone.

/// Why bytes are not a request this server accepts, with the status that answers it.
///
/// Lines are counted from 1, the request line, through the header fields. Text the client
/// sent is quoted with bytes outside printable ASCII escaped (`\x0D`) and cut after 40
/// characters, so a description is safe to send back as a plain-text body.
///
///     print(HTTPRequestError.bareLineFeed(line: 2))
///     // Prints "line 2 ends with LF alone; lines end with CR LF"
public enum HTTPRequestError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 400: the request line is not `METHOD SP TARGET SP HTTP/1.x`.
  case malformedRequestLine(reason: String)
  /// 400: a header line is not `name: value`, or its value holds a control byte.
  case malformedField(line: Int, reason: String)
  /// 400: a line ends with LF without the CR before it.
  case bareLineFeed(line: Int)
  /// 400: a CR inside a line, not followed by LF.
  case bareCarriageReturn(line: Int)
  /// 400: an HTTP/1.1 request without a Host field.
  case missingHost
  /// 400: a field that may appear once (Host, Content-Length) appears again.
  case repeatedField(name: String)
  /// 400: Content-Length is not a decimal number of bytes.
  case invalidContentLength(value: String)
  /// 400: both Transfer-Encoding and Content-Length, which can frame one body two ways.
  case transferEncodingWithContentLength
  /// 400: a Transfer-Encoding whose last coding is not chunked: the body has no end.
  case unsupportedTransferEncoding(value: String)
  /// 411: a chunked request body; this server reads bodies by Content-Length only.
  case chunkedBody
  /// 413: a Content-Length above the limit.
  case bodyTooLarge(contentLength: String, limit: Int)
  /// 431: the request line and header fields do not end within the limit.
  case headTooLarge(limit: Int)
  /// 431: more header fields than the limit.
  case tooManyFields(limit: Int)
  /// 505: a well-formed version other than HTTP/1.0 and HTTP/1.1.
  case unsupportedVersion(String)

  /// The status that answers the request.
  public var status: HTTPStatus {
    switch self {
    case .malformedRequestLine, .malformedField, .bareLineFeed, .bareCarriageReturn,
      .missingHost, .repeatedField, .invalidContentLength, .transferEncodingWithContentLength,
      .unsupportedTransferEncoding:
      .badRequest
    case .chunkedBody: .lengthRequired
    case .bodyTooLarge: .contentTooLarge
    case .headTooLarge, .tooManyFields: .requestHeaderFieldsTooLarge
    case .unsupportedVersion: .httpVersionNotSupported
    }
  }

  /// What was wrong, in a sentence a person can act on.
  public var description: String {
    switch self {
    case .malformedRequestLine(let reason): "malformed request line: \(reason)"
    case .malformedField(let line, let reason): "malformed header field on line \(line): \(reason)"
    case .bareLineFeed(let line): "line \(line) ends with LF alone; lines end with CR LF"
    case .bareCarriageReturn(let line):
      "line \(line) holds a CR that is not followed by LF; lines end with CR LF"
    case .missingHost: "an HTTP/1.1 request needs a Host header field"
    case .repeatedField(let name): "the \(name) header field appears more than once"
    case .invalidContentLength(let value):
      "Content-Length \(Self.quote(value)) is not a decimal number of bytes"
    case .transferEncodingWithContentLength:
      "a request may not carry both Transfer-Encoding and Content-Length"
    case .unsupportedTransferEncoding(let value):
      "Transfer-Encoding \(Self.quote(value)) does not end with chunked, so the body has no end"
    case .chunkedBody:
      "chunked request bodies are not accepted; send the body with a Content-Length"
    case .bodyTooLarge(let contentLength, let limit):
      "the body of \(Self.quote(contentLength)) bytes is larger than the limit of \(limit) bytes"
    case .headTooLarge(let limit):
      "the request line and header fields are larger than the limit of \(limit) bytes"
    case .tooManyFields(let limit): "the request has more than \(limit) header fields"
    case .unsupportedVersion(let version):
      "\(Self.quote(version)) is not supported; this server speaks HTTP/1.1 and HTTP/1.0"
    }
  }

  /// `text` in double quotes, printable ASCII as is, other bytes as `\xNN`, at most 40
  /// characters of it.
  static func quote(_ bytes: some Collection<UInt8>) -> String {
    let limit = 40
    var text = "\""
    for byte in bytes.prefix(limit) {
      if (0x20...0x7E).contains(byte), byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "\"") {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        text += "\\x" + hexDigits(byte)
      }
    }
    return text + (bytes.count > limit ? "…\"" : "\"")
  }

  static func quote(_ text: String) -> String { quote(text.utf8) }

  private static func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".unicodeScalars)
    return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
  }
}
