/// The characters and words synthetic company names are made of.
///
/// The weights follow how often characters begin, continue and end the short names of the
/// 1,867 listed and OTC companies of 2024 (台 begins 61 of them, 科 ends 65), with a long
/// tail of rarer characters. Company groups share a prefix (台塑, 台化; 聯電, 聯發科), so
/// one name in twenty is a group's prefix and an ending. In a million companies 台 then
/// lists 81,529 (8%; the real files 5.4%), 台積 1,752 and 台積電 413, where the one real
/// 台積電 scaled to a million would be about 535: rather a few hundred than none.
enum NamePools {
  /// First characters of short names.
  static let first = WeightedPool([
    (61, "台"), (47, "大"), (43, "中"), (40, "華"), (30, "新"), (28, "聯"), (24, "東宏"), (22, "三"),
    (21, "亞"), (19, "永富"), (18, "全"), (17, "國力"), (16, "南光安"), (15, "泰天精"), (14, "達欣"),
    (13, "廣長美寶建晶"), (12, "佳正金智"), (11, "上立瑞"), (10, "嘉信福和合威萬世德"), (9, "日高元康"),
    (8, "統遠巨榮科鑫茂太皇鈺明"),
    (
      3,
      "一久九二五仁今兆先冠凌創利勝勤北千升友吉同君品唐商喬圓堡士奇好如宇定宜家尚山岳川工帆平年弘強彩得志"
        + "思怡恆愛成振捷旭昇昌星春晨曜朋本杰松林柏根格桂森楠樂江池沛泓波洋洲活浩海涵淳清源溢漢潤瀚炬為然煌"
        + "熙燁特玉王珍理璟環生田申益盛睿矽碩磊祥禾秀程穎竹築紘經維緯群義耀聚聖興良英蓋藍融衡裕西訊詠誠豐貿"
        + "越超路輝農迅通連進邦采鈞鉅銘鋒錦鎂開閎陞隆雙雲震霖鴻鼎"
    ),
  ])

  /// Characters inside names of three or four characters.
  static let middle = WeightedPool([
    (19, "科"), (17, "生"), (14, "達電"), (12, "光泰國"), (10, "華新聯"), (9, "德一精投"), (8, "能"),
    (7, "美"), (6, "豐和榮邦宇方"), (5, "益盛興寶大灣基星爾"),
    (4, "地勝康陽工業商天碁發得隆利航信晶麗創資展"),
    (
      2,
      "統石東友洋實林田成元亞力動化台太宏富寶康強揚明智月杰格棋樂毅永江沅泓洲海淇源漢灣熊田申盛矽立竹紡"
        + "維聖興良芯茂菱華萬虹裕訊豪豐貿迪通連鋼長陞隆雄雅震鴻"
    ),
  ])

  /// Last characters of short names.
  static let last = WeightedPool([
    (65, "科"), (55, "電"), (27, "技"), (26, "創"), (25, "華"), (23, "泰德達"), (21, "鼎光"), (20, "興"),
    (19, "通"), (17, "新金"), (14, "碩"), (13, "亞豐控力"), (12, "聯隆業寶特源訊"), (11, "揚邦"),
    (10, "大成化生茂鋼銀"), (9, "益裕發宇子醫"), (8, "陽林和能昌信基證晶威際"),
    (
      3,
      "一佳億傑光凱剛勁動勝北台司品國城堡士壽天安宏富工山岳川州昌星晶普景暉材東松板林果榮樂橡機正毅氣水泥"
        + "油洋海液港煤牌玻環球瓷田皇盛石矽科程穎筆精紙紡統絲綠線緯纖美群翔肥能航船蓋藥虹衛視諾谷貨資輪輝"
        + "農遠運達鋁銓錩鍵鎧鐵電震順頻食館麗"
    ),
  ])

  /// Prefixes that company groups share.
  static let groups = WeightedPool(words: [
    (3, "台塑"), (2, "台積"), (3, "聯發"), (3, "鴻海"), (3, "長榮"), (3, "統一"), (3, "遠東"), (3, "台達"),
    (2, "華碩"), (2, "宏碁"), (3, "國泰"), (3, "富邦"), (3, "中信"), (2, "光寶"), (2, "緯創"), (2, "和碩"),
    (2, "廣達"), (2, "仁寶"), (2, "英業"), (2, "台泥"), (2, "亞泥"), (3, "中鋼"), (3, "南亞"), (2, "台玻"),
  ])

  /// What follows a group's prefix (an empty ending leaves the prefix alone).
  static let groupEndings = WeightedPool(words: [
    (6, ""), (5, "電"), (3, "科"), (2, "化"), (2, "航"), (2, "金"), (2, "創"), (1, "電子"), (1, "生技"),
    (1, "資"), (1, "光"),
  ])

  /// Words between the short name and 股份有限公司 in many full names.
  static let industries = WeightedPool(words: [
    (30, ""), (12, "科技"), (6, "電子"), (4, "實業"), (4, "工業"), (3, "建設"), (3, "生技"), (2, "金融控股"),
    (2, "化學"), (2, "鋼鐵"), (2, "航運"), (2, "光電"), (2, "精密"), (2, "國際"), (1, "半導體"), (1, "材料"),
  ])

  /// The endings of full names, as often as in the real files.
  static let legalForms = WeightedPool(words: [
    (1817, "股份有限公司"), (24, "有限公司"), (12, "(股)公司"),
  ])

  /// Letters of English short names and Latin short names.
  static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
}
