/// What reading a typed field found: nothing, a value, or text that is not such a value.
enum FieldValue<Value> {
  /// The field is missing or empty once trimmed.
  case absent
  /// The field holds a value.
  case value(Value)
  /// The field holds text that is not a value of this kind, as found (trimmed).
  case invalid(String)

  /// The value, or nil when absent or invalid.
  var value: Value? {
    if case .value(let value) = self { value } else { nil }
  }
}
