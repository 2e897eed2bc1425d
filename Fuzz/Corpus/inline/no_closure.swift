€func testList() {
  assertInlineSnapshot(of: value(")", #"("#), as: .json)
  next()
}
