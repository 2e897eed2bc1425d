€func t() {
  check(of: 1) {
    """
    1
    """
  }
}
