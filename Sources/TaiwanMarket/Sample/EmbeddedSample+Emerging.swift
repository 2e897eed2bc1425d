extension EmbeddedSample {
  /// 興櫃: companies of the emerging stock board of the Taipei Exchange.
  ///
  /// Capital is given only where it is known for certain (`-` otherwise), so the directory
  /// shows `資本額: 未提供` for most of them; the industry code follows the board's group.
  static let emergingText = """
    # code | short name | full name | capital (NT$)
    1260 | 富味鄉 | 富味鄉食品股份有限公司 | 1,020,981,820
      industry 02 | chairman 陳昶宏 | manager 陳昶宏 | spokesperson 陳淑紋 | title 副總經理
      phone (02)2750-5667 | founded 19831108 | listed 20121126 | par 新台幣 10.0000元
      english FLAVOR | web www.flavor.com.tw | mail flavor@flavor.com.tw
      transfer 福邦證券股份有限公司 | shares 102,098,182
    1269 | 乾杯 | 乾杯股份有限公司 | -
      industry 16 | listed 20160829
    1271 | 晨暉生技 | 晨暉生物科技股份有限公司 | -
      industry 22 | listed 20210118
    1293 | 利統 | 利統股份有限公司 | -
      industry 02
    1343 | 旭東環保 | 旭東環保科技股份有限公司 | -
      industry 35 | listed 20210325
    1594 | 日高 | 日高工程實業股份有限公司 | -
      industry 05 | listed 20101013
    1780 | 立弘 | 立弘生化科技股份有限公司 | -
    2071 | 震南鐵 | 震南鐵線股份有限公司 | -
      industry 10 | listed 20190923
    2245 | 詠勝昌* | 詠勝昌股份有限公司 | -
      industry 05 | listed 20161215
    2256 | 歐特明 | 歐特明電子股份有限公司 | -
      industry 31
    2644 | 中信造船 | 中信造船股份有限公司 | -
      industry 15 | listed 20221011
    2733 | 維格餅家 | 維格餅家股份有限公司 | -
      industry 16 | listed 20121224
    2741 | 老四川 | 人杰老四川餐飲管理顧問(股)公司 | -
      industry 16 | listed 20141028
    2758 | 路易莎咖啡 | 路易莎職人咖啡股份有限公司 | -
      industry 16 | listed 20210917
    2938 | 床的世界 | 床的世界股份有限公司 | -
      industry 38
    2942 | 京站 | 京站實業股份有限公司 | -
      industry 38 | listed 20180331
    3097 | 拍檔 | 拍檔科技股份有限公司 | -
      industry 25 | listed 20020802
    4172 | 因華 | 因華生技製藥股份有限公司 | -
      industry 22
    5859 | 遠壽 | 遠雄人壽保險事業股份有限公司 | -
      industry 17 | listed 20150416
    5863 | 瑞興銀 | 瑞興商業銀行股份有限公司 | -
      industry 17
    6035 | 悠遊卡 | 悠遊卡股份有限公司 | -
      industry 17 | listed 20230103
    6428 | 淘米 | 台灣淘米科技股份有限公司 | -
      industry 32
    6473 | 美賣* | 美賣科技股份有限公司 | -
      industry 36
    6696 | 仁新 | 仁新醫藥股份有限公司 | -
      industry 22 | listed 20181008
    6786 | 芯測 | 芯測科技股份有限公司 | -
      industry 24 | listed 20200819
    6857 | 宏碁智醫 | 宏碁智醫股份有限公司 | -
      industry 22 | listed 20220303
    6878 | 歐付寶 | 歐付寶電子支付股份有限公司 | -
      industry 17 | listed 20220317
    6976 | 育世博-KY | 英屬開曼群島商育世博(股)公司 | -
      industry 22 | abroad KY 開曼群島 | listed 20230808
    8329 | 台視 | 臺灣電視事業股份有限公司 | -
      industry 32 | listed 20070906
    8359 | 錢櫃 | 錢櫃企業股份有限公司 | -
      industry 16 | listed 20120503
    9957 | 燁聯 | 燁聯鋼鐵股份有限公司 | -
      industry 10 | listed 20030103
    """
}
