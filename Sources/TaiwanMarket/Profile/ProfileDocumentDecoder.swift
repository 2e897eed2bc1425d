import Foundation

/// A part of a profile document that was dropped because its shape was wrong.
public struct ProfileProblem: Hashable, Sendable, CustomStringConvertible {
  /// The part's key: `header`, `keyFigures`, `shortcuts`, `contact`, `deviceType`,
  /// `serviceAble`.
  public var part: String
  /// What was wrong, and where inside the part.
  public var detail: String

  public init(part: String, detail: String) {
    self.part = part
    self.detail = detail
  }

  /// `shortcuts[1].functionType: "fax" is not one of website, email, telephone, transferAgent`.
  public var description: String { detail.isEmpty ? part : "\(part)\(detail)" }
}

/// Why a profile document could not be read at all.
public enum ProfileDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The body is not JSON.
  case invalidJSON(String)
  /// The JSON is not an object.
  case notAnObject(found: String)

  /// What is wrong with the body, in a sentence.
  public var description: String {
    switch self {
    case .invalidJSON(let detail): "profile JSON does not parse: \(detail)"
    case .notAnObject(let found): "profile JSON must be an object, found \(found)"
    }
  }
}

extension ProfileDocument {
  /// Decodes a document, dropping each part whose shape is wrong and reporting it.
  ///
  /// A `null` or missing part is simply absent and is not a problem.
  public static func decode(from data: Data) throws(ProfileDecodingError) -> (
    document: ProfileDocument, problems: [ProfileProblem]
  ) {
    do {
      let lenient = try JSONDecoder().decode(LenientDocument.self, from: data)
      return (lenient.document, lenient.problems)
    } catch let error as DecodingError where error.isAtTopLevel {
      // Parts fail on their own, so only a top level that is not an object lands here; it
      // is parsed again, on this error path alone, to name what it is.
      let top = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      throw .notAnObject(found: top.map(JSONShape.describe) ?? "a value that is not an object")
    } catch {
      throw .invalidJSON(Self.summary(of: error))
    }
  }

  private static func summary(of error: any Error) -> String {
    let text = "\(error)"
    return text.count > 160 ? String(text.prefix(160)) + "…" : text
  }
}

/// Decodes each part on its own, so that one wrong part does not lose the others.
private struct LenientDocument: Decodable {
  var document = ProfileDocument()
  var problems: [ProfileProblem] = []

  enum Key: String, CodingKey {
    case deviceType, serviceAble, header, keyFigures, shortcuts, contact
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    document.deviceType = part(container, .deviceType)
    document.serviceAble = part(container, .serviceAble)
    document.header = part(container, .header)
    document.keyFigures = part(container, .keyFigures)
    document.shortcuts = part(container, .shortcuts)
    document.contact = part(container, .contact)
  }

  private mutating func part<Value: Decodable>(
    _ container: KeyedDecodingContainer<Key>, _ key: Key
  ) -> Value? {
    guard container.contains(key), (try? container.decodeNil(forKey: key)) != true else {
      return nil
    }
    do {
      return try container.decode(Value.self, forKey: key)
    } catch {
      problems.append(ProfileProblem(part: key.stringValue, detail: Self.describe(error)))
      return nil
    }
  }

  /// `[1].value: expected String` style detail, with the path inside the part.
  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return ": \(error)" }
    let (path, what): ([any CodingKey], String)
    switch error {
    case .typeMismatch(let type, let context):
      (path, what) = (context.codingPath, "expected \(JSONShape.describe(type: type))")
    case .valueNotFound(let type, let context):
      (path, what) = (context.codingPath, "expected \(JSONShape.describe(type: type)), found null")
    case .keyNotFound(let key, let context):
      (path, what) = (context.codingPath + [key], "required field is missing")
    case .dataCorrupted(let context):
      (path, what) = (context.codingPath, context.debugDescription)
    @unknown default:
      (path, what) = ([], "\(error)")
    }
    let inner = path.dropFirst().map { key in
      key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }
    return inner.joined() + ": " + what
  }
}

extension DecodingError {
  /// True when the document itself, not one of its parts, has the wrong type.
  fileprivate var isAtTopLevel: Bool {
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      context.codingPath.isEmpty
    default: false
    }
  }
}
