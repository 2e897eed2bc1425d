import ScreenModel

extension CompanyDirectory: ScreenController {}

extension CompanyProfile: ScreenController {}

extension PagedList: ScreenController {}
