import Foundation

/// A folder holding a listed file (`t187ap03_L.csv`) of made-up companies, for a front end
/// on a long list: codes from 100000 up, short names drawn from a few characters and the
/// code's last three digits, so that searches such as 台積 or 2 find some of them. The same
/// `companies` make the same file every time.
///
///     let folder = try SyntheticListing.folder(companies: 100_000)
///     // folder/t187ap03_L.csv: "100000","台積…0股份有限公司","台積…0","1"…
public enum SyntheticListing {
  /// Writes the file into a new folder under the temporary directory and returns the
  /// folder; the caller removes it.
  public static func folder(companies: Int) throws -> URL {
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("synthetic-listing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data(csv(companies: companies).utf8).write(
      to: data.appendingPathComponent("t187ap03_L.csv"), options: .atomic)
    return data
  }

  /// The file's text: a header and one quoted record a company.
  public static func csv(companies: Int) -> String {
    let characters = Array("台積電聯華鴻海大立光中信國泰富邦統一")
    var file = "公司代號,公司名稱,公司簡稱,實收資本額\n"
    file.reserveCapacity(companies * 64)
    for number in 0..<companies {
      let name = [7, 13, 29].map { characters[(number / $0 + number) % characters.count] }
      let short = String(name) + String(number % 1000)
      file += "\"\(100_000 + number)\",\"\(short)股份有限公司\",\"\(short)\",\"\(number * 1000 + 1)\"\n"
    }
    return file
  }
}
