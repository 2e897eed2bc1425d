import Foundation
import ScreenModel

/// A JSON Schema (draft 2020-12) validator for the keywords the session protocol's schema is
/// written with, in process, so that every update an exploration makes is checked as it is
/// made; CI checks a sample of them again with Python's `jsonschema`, a validator that is
/// not this one.
///
///     let validator = try SchemaValidator(ProtocolSchema(screens: screens).json)
///     validator.problems(of: update.json, against: "message")
///     // [] when the schema accepts it; else where and why it does not
///
/// Keywords: `$ref` (within the document), `type`, `enum`, `const`, `properties`,
/// `required`, `additionalProperties`, `items`, `prefixItems`, `uniqueItems`, `oneOf`, `anyOf`, `allOf`, `if`/`then`/
/// `else`, `minimum`, `maximum`, `minLength`, `maxLength`, `minItems`, `maxItems`, `pattern`
/// (searched for in the string, as JSON Schema says, by Foundation's regular expressions,
/// which read the schema's plain patterns as ECMA-262 does); the
/// annotations (`title`, `description`, `$schema`, `$defs`) are read past. A schema with any
/// other keyword is refused when the validator is made, never passed over.
struct SchemaValidator: Sendable {
  private let root: JSONValue
  /// The definitions, by the reference that names them: `#/$defs/row`.
  private let definitions: [String: JSONValue]
  /// What was found valid before, and the patterns compiled (`SchemaMemo`).
  private let memo = SchemaMemo()

  /// A keyword the validator does not know, and where it is.
  struct UnknownKeyword: Error, Sendable, CustomStringConvertible {
    var keyword: String
    var path: String
    var description: String { "the schema uses \"\(keyword)\" at \(path), which is not checked" }
  }

  init(_ schema: JSONValue) throws(UnknownKeyword) {
    root = schema
    var definitions: [String: JSONValue] = [:]
    if case .object(let members)? = schema["$defs"] {
      for member in members { definitions["#/$defs/\(member.key)"] = member.value }
    }
    self.definitions = definitions
    try Self.checkKeywords(schema, path: "#")
  }

  /// Why `instance` does not match the definition `#/$defs/definition`; empty when it does.
  func problems(of instance: JSONValue, against definition: String) -> [String] {
    var problems: [String] = []
    validate(instance, .object(["$ref": .string("#/$defs/\(definition)")]), "", &problems)
    return problems
  }

  private static let annotations: Set<String> = ["title", "description", "$schema", "$defs"]
  private static let keywords: Set<String> = [
    "$ref", "type", "enum", "const", "properties", "required", "additionalProperties", "items",
    "prefixItems", "uniqueItems",
    "oneOf", "anyOf", "allOf", "if", "then", "else", "minimum", "maximum", "minLength",
    "maxLength", "minItems", "maxItems", "pattern",
  ]

  private static func checkKeywords(_ schema: JSONValue, path: String) throws(UnknownKeyword) {
    guard case .object(let members) = schema else { return }
    for member in members {
      let here = "\(path)/\(member.key)"
      switch member.key {
      case "$defs", "properties":
        guard case .object(let children) = member.value else { continue }
        for child in children { try checkKeywords(child.value, path: "\(here)/\(child.key)") }
      case "items", "additionalProperties", "if", "then", "else":
        try checkKeywords(member.value, path: here)
      case "oneOf", "anyOf", "allOf", "prefixItems":
        guard case .array(let children) = member.value else { continue }
        for (index, child) in children.enumerated() {
          try checkKeywords(child, path: "\(here)/\(index)")
        }
      default:
        guard annotations.contains(member.key) || keywords.contains(member.key) else {
          throw UnknownKeyword(keyword: member.key, path: path)
        }
      }
    }
  }

  private func validate(
    _ value: JSONValue, _ schema: JSONValue, _ path: String, _ problems: inout [String]
  ) {
    guard case .object(let members) = schema else {
      if schema == .bool(false) { problems.append("\(path): nothing is allowed here") }
      return
    }
    for member in members {
      keyword(member.key, member.value, schema, value, path, &problems)
    }
  }

  private func keyword(
    _ name: String, _ argument: JSONValue, _ schema: JSONValue, _ value: JSONValue,
    _ path: String, _ problems: inout [String]
  ) {
    switch name {
    case "$ref":
      guard case .string(let reference) = argument, let target = resolve(reference) else {
        return problems.append("\(path): a $ref that leads nowhere: \(argument.text)")
      }
      // A value a definition accepted once it accepts again, wherever it stands: the rows
      // most states share are checked once. One it refuses is checked again, each time, to
      // say where. The message itself, whose seq and cause are its own, is not kept.
      guard path.isEmpty || !memo.accepted(value, by: reference) else { return }
      let before = problems.count
      validate(value, target, path, &problems)
      if !path.isEmpty, problems.count == before { memo.accept(value, by: reference) }
    case "type":
      let types: [String] =
        switch argument {
        case .string(let one): [one]
        case .array(let many): many.compactMap { if case .string(let t) = $0 { t } else { nil } }
        default: []
        }
      if !types.contains(where: { Self.matches(value, type: $0) }) {
        problems.append("\(path): \(Self.shown(value)) is not \(types.joined(separator: " or "))")
      }
    case "enum":
      if case .array(let allowed) = argument, !allowed.contains(where: { Self.equal($0, value) }) {
        problems.append("\(path): \(Self.shown(value)) is none of \(argument.text)")
      }
    case "const":
      if !Self.equal(argument, value) {
        problems.append("\(path): \(Self.shown(value)) is not \(argument.text)")
      }
    case "properties", "additionalProperties", "required":
      objectKeyword(name, argument, schema, value, path, &problems)
    case "items", "prefixItems":
      guard case .array(let items) = value else { return }
      // `items` holds past the positions `prefixItems` names, which hold one schema each.
      let prefix: [JSONValue] =
        if case .array(let schemas)? = schema["prefixItems"] { schemas } else { [] }
      for (index, item) in items.enumerated() {
        let itemSchema = index < prefix.count ? prefix[index] : argument
        if name == "items" ? index >= prefix.count : index < prefix.count {
          validate(item, itemSchema, "\(path)/\(index)", &problems)
        }
      }
    case "uniqueItems":
      guard argument == .bool(true), case .array(let items) = value else { return }
      for (index, item) in items.enumerated()
      where items[..<index].contains(where: { Self.equal($0, item) }) {
        problems.append("\(path)/\(index): \(Self.shown(item)) is there twice")
      }
    case "oneOf", "anyOf", "allOf":
      combination(name, argument, value, path, &problems)
    case "pattern":
      guard case .string(let pattern) = argument, case .string(let text) = value else { return }
      let whole = NSRange(text.startIndex..., in: text)
      let found = memo.expression(pattern)?.firstMatch(in: text, range: whole)
      if found == nil { problems.append("\(path): \(Self.shown(value)) breaks pattern \(pattern)") }
    case "if":
      var failed: [String] = []
      validate(value, argument, path, &failed)
      let branch = failed.isEmpty ? schema["then"] : schema["else"]
      if let branch { validate(value, branch, path, &problems) }
    default:
      bounds(name, argument, value, path, &problems)
    }
  }

  private func objectKeyword(
    _ name: String, _ argument: JSONValue, _ schema: JSONValue, _ value: JSONValue,
    _ path: String, _ problems: inout [String]
  ) {
    guard case .object(let members) = value else { return }
    switch name {
    case "properties":
      for member in members {
        if let property = argument[member.key] {
          validate(member.value, property, "\(path)/\(member.key)", &problems)
        }
      }
    case "additionalProperties":
      for member in members where schema["properties"]?[member.key] == nil {
        if argument == .bool(false) {
          problems.append("\(path): a member \"\(member.key)\" the schema does not name")
        } else {
          validate(member.value, argument, "\(path)/\(member.key)", &problems)
        }
      }
    default:
      guard case .array(let names) = argument else { return }
      for case .string(let required) in names where !members.contains(where: { $0.key == required })
      {
        problems.append("\(path): no \"\(required)\"")
      }
    }
  }

  private func combination(
    _ name: String, _ argument: JSONValue, _ value: JSONValue, _ path: String,
    _ problems: inout [String]
  ) {
    guard case .array(let schemas) = argument else { return }
    var failures: [[String]] = []
    for schema in schemas {
      var failed: [String] = []
      validate(value, schema, path, &failed)
      failures.append(failed)
    }
    let passed = failures.filter(\.isEmpty).count
    switch name {
    case "allOf": problems += failures.flatMap { $0 }
    case "anyOf" where passed == 0, "oneOf" where passed == 0:
      let nearest = failures.min { $0.count < $1.count } ?? []
      problems.append(
        "\(path): matches none of \(name): nearest \(nearest.prefix(3).joined(separator: "; "))")
    case "oneOf" where passed > 1:
      problems.append("\(path): matches \(passed) branches of oneOf, not one")
    default: break
    }
  }

  private func bounds(
    _ name: String, _ argument: JSONValue, _ value: JSONValue, _ path: String,
    _ problems: inout [String]
  ) {
    guard let limit = Self.number(argument) else { return }
    let measured: Double?
    switch (name, value) {
    case ("minimum", _), ("maximum", _): measured = Self.number(value)
    case ("minLength", .string(let text)), ("maxLength", .string(let text)):
      measured = Double(text.unicodeScalars.count)
    case ("minItems", .array(let items)), ("maxItems", .array(let items)):
      measured = Double(items.count)
    default: measured = nil
    }
    guard let measured else { return }
    let below = name.hasPrefix("min") && measured < limit
    let above = name.hasPrefix("max") && measured > limit
    if below || above { problems.append("\(path): \(Self.shown(value)) breaks \(name) \(limit)") }
  }

  private func resolve(_ reference: String) -> JSONValue? {
    if let definition = definitions[reference] { return definition }
    guard reference.hasPrefix("#") else { return nil }
    var node = root
    for part in reference.dropFirst().split(separator: "/") {
      guard let next = node[String(part)] else { return nil }
      node = next
    }
    return node
  }

  private static func matches(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array),
      ("object", .object), ("number", .int), ("number", .double), ("integer", .int):
      true
    case ("integer", .double(let number)): number.rounded() == number && number.isFinite
    default: false
    }
  }

  /// Equal as JSON: 20 and 20.0 are one number.
  private static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
    if let left = number(lhs), let right = number(rhs) { return left == right }
    return lhs == rhs
  }

  private static func number(_ value: JSONValue) -> Double? {
    switch value {
    case .int(let number): Double(number)
    case .double(let number): number
    default: nil
    }
  }

  private static func shown(_ value: JSONValue) -> String {
    let text = value.text
    return text.count > 60 ? String(text.prefix(60)) + "…" : text
  }
}
