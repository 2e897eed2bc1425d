�func testList() {
  assertInlineSnapshot(of: screen) {
    """
    # 公司列表
      台積電 - (2330)
    """
  }
}
