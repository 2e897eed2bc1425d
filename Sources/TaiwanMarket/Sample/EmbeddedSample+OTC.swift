extension EmbeddedSample {
  /// 上櫃: thirty companies traded at the Taipei Exchange, figures of 2024-10-29.
  ///
  /// 6643's registered name starts with 円, which MOPS can only write as `&#20870;`; here it
  /// is the character itself, as the decoders produce it.
  static let otcText = """
    # code | short name | full name | capital (NT$)
    1240 | 茂生農經 | 茂生農經股份有限公司 | 413,386,660
      industry 33 | chairman 吳清德 | manager 吳清德 | spokesperson 林信鴻 | title 公司治理主管
      phone 02-23671162 | founded 19670218 | listed 20180808 | par 新台幣 10.0000元
      english MORNSUN | web https://www.morn-sun.com.tw/ | mail bedford@morn-sun.com.tw
      address 台北市和平西路一段三十號二樓 | shares 41,338,666
    3105 | 穩懋 | 穩懋半導體股份有限公司 | 4,239,403,840
      industry 24 | chairman 陳進財 | manager 陳國樺 | founded 19991016 | listed 20111213
      english WIN | web www.winfoundry.com
    3211 | 順達 | 順達科技股份有限公司 | 1,519,970,210
      industry 25 | chairman 鍾聰明 | founded 19980715 | listed 20041108 | english Dynapack
    3293 | 鈊象 | 鈊象電子股份有限公司 | 2,818,015,600
      industry 32 | chairman 李柯柱 | manager 江順成 | spokesperson 江順成 | title 總經理
      founded 19891110 | listed 20060712 | english IGS | web www.igs.com.tw
    3324 | 雙鴻 | 雙鴻科技股份有限公司 | 909,356,070
      industry 31 | chairman 林育申 | listed 20050513 | english AURAS
    3357 | 臺慶科 | 西北臺慶科技股份有限公司 | 1,020,348,810
      industry 28 | chairman 謝明諺 | manager 謝明良 | founded 19921102 | listed 20210427
      english TAI-TECH | address 326桃園市楊梅區幼四路1號
    3374 | 精材 | 精材科技股份有限公司 | 2,713,643,160
      industry 24 | chairman 陳家湘 | listed 20150330 | english Xintec
    3529 | 力旺 | 力旺電子股份有限公司 | 746,562,420
      industry 24 | chairman 徐清祥 | manager 何明洲 | founded 20000902 | listed 20110124
      english eMemory | web https://www.ememory.com.tw | mail ir@ememory.com.tw
    4105 | 東洋 | 台灣東洋藥品工業股份有限公司 | 2,486,499,590
      industry 22 | chairman 林全 | listed 20010927 | english TTY
    4743 | 合一 | 合一生技股份有限公司 | 4,782,764,860
      industry 22 | chairman 郭憲壽 | founded 20080602 | listed 20110923
      english ONENESS BIOTECH
    4966 | 譜瑞-KY | 譜瑞科技股份有限公司 | 811,610,380
      industry 24 | abroad KY 開曼群島 | chairman 趙捷 | manager 曲明 | founded 20051115
      listed 20110913 | english Parade | web http://www.paradetech.com
    5274 | 信驊 | 信驊科技股份有限公司 | 378,206,790
      industry 24 | chairman 林鴻明 | manager 林鴻明 | spokesperson 吳俐俐 | title 經理
      phone 03-5751185 | founded 20041115 | listed 20130430 | english ASPEED
      web http://www.aspeedtech.com | address 新竹市東區公道五路三段1號4樓之1
    5289 | 宜鼎 | 宜鼎國際股份有限公司 | 901,655,950
      industry 25 | chairman 簡川勝 | listed 20131127 | english Innodisk
    5347 | 世界 | 世界先進積體電路股份有限公司 | 16,389,822,670
      industry 24 | chairman 方略 | manager 尉濟時 | founded 19941205 | listed 19980325
      english VIS | web www.vis.com.tw
    5478 | 智冠 | 智冠科技股份有限公司 | 1,560,743,320
      industry 32 | chairman 王俊博 | listed 20010329 | english SOFT-WORLD
    5483 | 中美晶 | 中美矽晶製品股份有限公司 | 6,412,216,510
      industry 24 | chairman 徐秀蘭 | manager 陳振乾 | founded 19810121 | listed 20010302
      english SAS
    5904 | 寶雅 | 寶雅國際股份有限公司 | 1,049,362,160
      industry 38 | chairman 陳建造 | manager 陳宗成 | listed 20020906 | english Poya
      address 台南市民族路三段74號
    6147 | 頎邦 | 頎邦科技股份有限公司 | 7,446,755,390
      industry 24 | chairman 吳非艱 | listed 20020131 | english CHIPBOND
    6246 | 臺龍 | 臺龍電子股份有限公司 | 378,514,150
      industry 26 | chairman 陳志龍 | founded 19821113 | listed 20030618 | english TTFIC
    6274 | 台燿 | 台燿科技股份有限公司 | 2,720,329,660
      industry 28 | chairman 辛忠衡 | listed 20031218 | web www.tuc.com.tw | english tuc
    6488 | 環球晶 | 環球晶圓股份有限公司 | 4,781,137,250
      industry 24 | chairman 徐秀蘭 | manager Mark England | spokesperson 彭欣瑜
      title 總經理室特別助理 | phone 03-5772255 | founded 20111018 | listed 20150925
      par 新台幣 10.0000元 | english GWC | web http://www.sas-globalwafers.com
      mail GWCIR@sas-globalwafers.com | address 新竹科學園區新竹市工業東二路八號
      transfer 元大證券(股)公司股務代理部 | shares 478,113,725
    6510 | 精測 | 中華精測科技股份有限公司 | 327,890,220
      industry 24 | chairman 馬宏燦 | manager 黃水可 | listed 20160324 | english CHPT
    6643 | M31 | 円星科技股份有限公司 | 418,051,600
      industry 24 | chairman 陳慧玲 | manager 張原熏 | spokesperson 蘇芷儀 | title 總經理特助
      phone (03)560-1866 | founded 20111021 | listed 20190123 | par 新台幣 10.0000元
      english M31 | web https://www.m31tech.com | mail ir@m31tech.com
      address 新竹縣竹北市台元二街8號9樓 | shares 41,805,160
    6741 | 91APP*-KY | 91APP, Inc. | 602,889,985
      industry 36 | abroad KY 開曼群島 | chairman 何英圻 | manager 楊明芳 | listed 20210525
      par 新台幣 5.0000元 | english 91APP | web https://www.91app.com
    6763 | 綠界科技* | 綠界科技股份有限公司 | 184,039,130
      industry 36 | chairman 梁維誠 | listed 20220315 | par 新台幣 1.0000元
      web https://www.ecpay.com.tw/ | english Green World
    8044 | 網家 | 網路家庭國際資訊股份有限公司 | 1,439,529,450
      industry 36 | chairman 詹宏志 | manager 張瑜珊 | founded 19980714 | listed 20050124
      english PChome online | web www.pchome.com.tw
    8069 | 元太 | 元太科技工業股份有限公司 | 11,448,981,150
      industry 26 | chairman 李政昊 | manager 甘豐源 | founded 19920616 | listed 20040330
      english EIH | web www.eink.com
    8086 | 宏捷科 | 宏捷科技股份有限公司 | 1,965,161,230
      industry 24 | listed 20090601 | english AWSC
    8299 | 群聯 | 群聯電子股份有限公司 | 2,047,811,370
      industry 24 | chairman 顏暐駩 | manager 馬中迅 | founded 20001108 | listed 20041206
      english Phison | web www.phison.com
    8436 | 大江 | 大江生醫股份有限公司 | 1,182,608,300
      industry 22 | chairman 林詠翔 | listed 20130912 | english TCI
    """
}
