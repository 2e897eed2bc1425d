€func t() {
  check(of: #"a\b"#) {
    ##"""
    a\#b \##n "\(x)"
    """##
  }
}
