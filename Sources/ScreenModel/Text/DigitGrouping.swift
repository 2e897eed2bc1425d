/// Writes whole numbers with thousands separators, the same way on every machine.
///
///     print(DigitGrouping.grouped(259_327_332_420))
///     // Prints "259,327,332,420"
public enum DigitGrouping {
  /// `value` with a comma every three digits from the right.
  public static func grouped(_ value: Int64) -> String {
    // At most 19 digits, 6 commas and a sign: written from the right into room for 26.
    String(unsafeUninitializedCapacity: 26) { buffer in
      var magnitude = value.magnitude
      var digits = 0
      var end = buffer.count
      repeat {
        if digits > 0 && digits % 3 == 0 {
          end -= 1
          buffer[end] = UInt8(ascii: ",")
        }
        end -= 1
        buffer[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        digits += 1
      } while magnitude > 0
      if value < 0 {
        end -= 1
        buffer[end] = UInt8(ascii: "-")
      }
      let count = buffer.count - end
      for index in 0..<count { buffer[index] = buffer[end + index] }
      return count
    }
  }

  /// `value` with a comma every three digits from the right.
  public static func grouped(_ value: Int) -> String { grouped(Int64(value)) }
}
