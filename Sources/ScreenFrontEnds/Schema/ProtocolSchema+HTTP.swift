import LoopbackHTTP

extension ProtocolSchema {
  /// The answer to `GET /api/schema`: the text `drive --schema` prints, as
  /// `application/schema+json`.
  var response: HTTPResponse {
    HTTPResponse(
      status: .ok,
      headers: [
        "Content-Type": "application/schema+json; charset=utf-8", "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      ],
      body: Array(text.utf8))
  }
}
