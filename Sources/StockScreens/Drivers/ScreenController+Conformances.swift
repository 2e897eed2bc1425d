import ScreenModel

extension CompanyDirectory: ScreenController {}

extension CompanyProfile: ScreenController {}

extension Feed: ScreenController {}
