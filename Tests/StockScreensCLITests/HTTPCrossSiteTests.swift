import LoopbackHTTP
import StockScreensCLI
import Testing

/// The loopback policy against a page of another site that reaches a POST without a good
/// `Origin`: a second `Origin` field, `Sec-Fetch-Site`, or only a `Referer`.
@Suite struct HTTPCrossSiteTests {
  private let policy = HTTPLoopbackPolicy(port: 8080)

  private func violation(
    _ method: String, _ fields: [(String, String)]
  ) -> HTTPLoopbackPolicy.Violation? {
    var headers: HTTPHeaders = ["Host": "127.0.0.1:8080"]
    for (name, value) in fields { headers.add(name, value) }
    return policy.violation(by: HTTPRequest(method: method, target: "/", headers: headers))
  }

  @Test func everyOriginField_MustBeThisServers() {
    let good = ("Origin", "http://127.0.0.1:8080")
    #expect(
      violation("POST", [good, ("Origin", "http://evil.test")])
        == .foreignOrigin("http://evil.test", port: 8080))
    #expect(
      violation("GET", [good, ("origin", "null")]) == .foreignOrigin("null", port: 8080))
    #expect(violation("POST", [good, ("Origin", "http://localhost:8080")]) == nil)
  }

  @Test(arguments: ["cross-site", "Cross-Site", "same-site"])
  func secFetchSite_FromAnotherSite_RefusesAPost(value: String) {
    let refused = violation("POST", [("Sec-Fetch-Site", value)])
    #expect(refused == .crossSite(field: "Sec-Fetch-Site", value: value, port: 8080))
    #expect(refused?.status == .forbidden)
    #expect(
      violation("POST", [("Origin", "http://127.0.0.1:8080"), ("Sec-Fetch-Site", value)])
        == refused, "a good Origin does not outweigh the browser's word")
    #expect(violation("GET", [("Sec-Fetch-Site", value)]) == nil, "reading a page is harmless")
  }

  @Test(arguments: ["same-origin", "none"])
  func secFetchSite_OfThisServerOrTheUser_IsAccepted(value: String) {
    #expect(violation("POST", [("Sec-Fetch-Site", value)]) == nil)
  }

  @Test(arguments: [
    "http://evil.test/", "http://127.0.0.1:8081/", "http://127.0.0.1:8080.evil.test/",
    "https://127.0.0.1:8080/", "http://127.0.0.1:80800/", "garbage", "",
  ])
  func refererOfAnotherPage_WithNoOrigin_RefusesAPost(referer: String) {
    #expect(
      violation("POST", [("Referer", referer)])
        == .crossSite(field: "Referer", value: referer, port: 8080))
    #expect(violation("GET", [("Referer", referer)]) == nil)
  }

  @Test(arguments: [
    "http://127.0.0.1:8080", "http://127.0.0.1:8080/", "http://LOCALHOST:8080/app.js?x#y",
    "http://localhost:8080#top", "http://localhost:8080?q",
  ])
  func refererOfThisServer_IsAccepted(referer: String) {
    #expect(violation("POST", [("Referer", referer)]) == nil)
  }

  @Test func refererIsNotConsulted_WhenAGoodOriginIsThere() {
    #expect(
      violation("POST", [("Origin", "http://localhost:8080"), ("Referer", "http://evil.test/")])
        == nil)
  }

  @Test func description_NamesTheFieldAndWhatIsAccepted() {
    let text = HTTPLoopbackPolicy.Violation.crossSite(
      field: "Sec-Fetch-Site", value: "cross-site", port: 8080
    ).description
    #expect(
      text
        == "a request from another site (Sec-Fetch-Site: \"cross-site\") is refused; only pages "
        + "of http://127.0.0.1:8080 and http://localhost:8080 may send one")
  }
}
