import Foundation
import ScreenModel
import Testing

@testable import StockScreens

/// The system errors a user meets when a file of theirs is not saved, each in the words of
/// the session that shows it; any other by its number and the system's own words.
@Suite struct SystemErrorWordsTests {
  private let english = StockWords(Words(locale: "en"))

  @Test(arguments: [
    (ENOSPC, "磁碟空間不足", "the disk is full"),
    (EDQUOT, "已用完磁碟配額", "the disk quota is used up"),
    (EACCES, "沒有權限", "permission denied"),
    (EPERM, "沒有權限", "permission denied"),
    (EROFS, "檔案系統是唯讀的", "the file system is read-only"),
    (EIO, "磁碟讀寫錯誤", "the disk could not be read or written (an I/O error)"),
    (ENOENT, "找不到檔案或資料夾", "no such file or folder"),
    (ENOTDIR, "路徑中有一段不是資料夾", "a part of the path is not a folder"),
    (EISDIR, "是資料夾，不是檔案", "it is a folder, not a file"),
    (ELOOP, "符號連結太多層", "too many levels of symbolic links"),
    (ENAMETOOLONG, "名稱太長", "the name is too long"),
    (EMFILE, "開啟的檔案太多", "too many files are open"),
    (ENFILE, "開啟的檔案太多", "too many files are open"),
  ])
  func aNamedError_IsSaidInTheSessionsWords(code: Int32, chinese: String, inEnglish: String) {
    let reason = Watchlist.FileReason.system(code: code, text: String(cString: strerror(code)))
    #expect(reason.text(in: .source) == chinese)
    #expect(reason.text(in: english) == inEnglish)
  }

  @Test func anyOtherError_ShowsItsNumberAndTheSystemsWords() {
    let reason = Watchlist.FileReason.system(code: EXDEV, text: "Invalid cross-device link")
    #expect(reason.text(in: .source) == "系統錯誤 \(EXDEV)（Invalid cross-device link）")
    #expect(reason.text(in: english) == "system error \(EXDEV) (Invalid cross-device link)")
  }

  @Test func aFullDisk_ReadsAsSuchOnTheWatchlist() {
    let problem = Watchlist.StorageProblem.unsaved(
      file: "/data/w.json", reason: .system(code: ENOSPC, text: "No space left on device"))
    #expect(problem.text(in: .source) == "自選股無法儲存到 /data/w.json：磁碟空間不足")
    #expect(
      problem.text(in: english)
        == "The watchlist could not be saved to /data/w.json: the disk is full")
  }
}
