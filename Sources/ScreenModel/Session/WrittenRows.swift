/// The JSON objects a declaration's rows were written as, kept so that a row shown again
/// costs a lookup instead of a write: a search typed and taken back, a window scrolled back,
/// a screen shown again after the one above it closes.
///
/// A row's object is a function of the row's value and of the forms that write its actions:
/// the same contract the driver's diff keeps, which sends nothing for a row equal to the one
/// shown. So an equal row gets the bytes written for it before. Whoever changes the forms
/// makes a new one. At most `capacity` rows are kept: past that the memory starts over.
final class WrittenRows<Row: DescribedRow>: @unchecked Sendable {
  /// How many rows are kept at most.
  let capacity: Int
  private let lock = Lock()
  private var written: [Row: [UInt8]] = [:]

  init(capacity: Int = 4_096) {
    self.capacity = capacity
  }

  /// How many rows are kept now.
  var count: Int { lock.around { written.count } }

  /// Appends `row`'s object to `output`: the bytes kept for a row equal to it, or those
  /// `write` writes now, then kept.
  func write(_ row: Row, into output: inout [UInt8], by write: (Row, inout [UInt8]) -> Void) {
    if let bytes = lock.around({ written[row] }) {
      output.append(contentsOf: bytes)
      return
    }
    var bytes: [UInt8] = []
    write(row, &bytes)
    output.append(contentsOf: bytes)
    lock.around {
      if written.count >= capacity { written.removeAll(keepingCapacity: true) }
      written[row] = bytes
    }
  }
}
