extension EmbeddedSample {
  /// 上市: thirty companies listed on the Taiwan Stock Exchange, figures of 2024-10-29.
  ///
  /// Chosen to show what real data holds: 臺 in names (1101, 1737, 2465, 2834), foreign
  /// companies (`-KY`), par values other than NT$10 (`*`), the innovation board (`-創`),
  /// a TDR (910322), a name with a comma (3673), and profiles with parts left out.
  static let listedText = """
    # code | short name | full name | capital (NT$)
    1101 | 台泥 | 臺灣水泥股份有限公司 | 77,511,817,420
      industry 01 | chairman 張安平 | manager 程耀輝 | spokesperson 葉毓君 | title 永續長
      phone (02)2531-7099 | founded 19501229 | listed 19620209 | par 新台幣 10.0000元
      english TCC | web https://www.tccgroupholdings.com/tw/ | mail finance@taiwancement.com
      address 台北市中山北路2段113號 | transfer 中國信託商業銀行代理部 | shares 7,551,181,742
    1102 | 亞泥 | 亞洲水泥股份有限公司 | 35,465,628,810
      industry 01 | chairman 徐旭東 | manager 李坤炎 | spokesperson 王照宇 | title 協理
      phone 02-2733-8000 | founded 19570321 | listed 19620608 | par 新台幣 10.0000元
      english ACC | web www.acc.com.tw | mail service@acc.com.tw | shares 3,546,562,881
    1216 | 統一 | 統一企業股份有限公司 | 56,820,154,210
      industry 02 | chairman 羅智先 | founded 19670825 | listed 19871228 | english UNI-PRESIDENT
      address 71001台南市永康區中正路301號
    1301 | 台塑 | 台灣塑膠工業股份有限公司 | 63,657,407,810
      industry 03 | chairman 郭文筆 | manager 郭文筆 | spokesperson 林勝冠 | title 資深副總經理
      phone (02)2712-2211 | founded 19541105 | listed 19640727 | english FPC
      web http://www.fpc.com.tw | address 高雄市仁武區水管路100號
    1590 | 亞德客-KY | 亞德客國際集團 | 1,999,999,980
      industry 05 | abroad KY 開曼群島 | chairman 王世忠 | manager 王世忠
      founded 20090916 | listed 20101213 | par 新台幣 10.0000元 | english AIRTAC
      web http://www.airtac.com/ | shares 199,999,998
    1737 | 臺鹽 | 臺鹽實業股份有限公司 | 2,000,000,000
      industry 02 | chairman 丁彥哲 | manager 陳世輝 | phone 06-2160688
      founded 19950701 | listed 20031118 | english Taiyen | web https://www.tybio.com.tw/
      address 台南市南區健康路一段297號
    2002 | 中鋼 | 中國鋼鐵股份有限公司 | 157,731,289,960
      industry 10 | chairman 黃建智 | manager 陳守道 | phone 07-8021111
      founded 19711203 | listed 19741226 | english CSC | address 高雄市小港區中鋼路1號
    2207 | 和泰車 | 和泰汽車股份有限公司 | 5,571,027,680
      industry 12 | chairman 黃南光 | listed 19970225 | english HOTAI MOTOR
    2303 | 聯電 | 聯華電子股份有限公司 | 125,284,663,840
      industry 24 | chairman 洪嘉聰 | manager 簡山傑、王石 | spokesperson 劉啟東
      title 資深副總經理暨財務長 | phone 03-5782258 | founded 19800522 | listed 19850716
      english UMC | web WWW.UMC.COM
    2308 | 台達電 | 台達電子工業股份有限公司 | 25,975,433,290
      industry 28 | chairman 鄭平 | manager 張訓海 | founded 19750820 | listed 19881219
      english DELTA | address 台北市內湖區瑞光路186號
    2317 | 鴻海 | 鴻海精密工業股份有限公司 | 138,629,906,090
      industry 31 | chairman 劉揚偉 | manager 劉揚偉 | spokesperson 巫俊毅 | title 副總經理
      phone (02)2268-3466 | founded 19740220 | listed 19910618 | english HON HAI
      web https://www.honhai.com/zh-tw | address 新北市土城區自由街2號
    2330 | 台積電 | 台灣積體電路製造股份有限公司 | 259,327,332,420
      industry 24 | chairman 魏哲家 | manager 總裁: 魏哲家 | spokesperson 黃仁昭
      title 資深副總經理暨財務長 | phone 03-5636688 | founded 19870221 | listed 19940905
      par 新台幣 10.0000元 | english TSMC | web https://www.tsmc.com | mail invest@tsmc.com
      address 新竹科學園區力行六路8號 | transfer 中國信託商業銀行 代理部
      shares 25,932,733,242
    2357 | 華碩 | 華碩電腦股份有限公司 | 7,427,602,800
      industry 25 | chairman 施崇棠 | founded 19900402 | listed 19961114 | english ASUSTEK
    2412 | 中華電 | 中華電信股份有限公司 | 77,574,465,450
      industry 27 | chairman 簡志誠 | manager 林榮賜 | founded 19960615 | listed 20001027
      english CHT | web https://www.cht.com.tw
    2454 | 聯發科 | 聯發科技股份有限公司 | 16,016,942,820
      industry 24 | chairman 蔡明介 | manager 陳冠州 | spokesperson 顧大為 | title 財務長
      phone (03)5670766 | founded 19970528 | listed 20010723 | english MediaTek
      web http://www.mediatek.com | address 新竹科學園區篤行一路1號
    2465 | 麗臺 | 麗臺科技股份有限公司 | 839,460,310
      industry 25 | chairman 盧崑山 | manager 盧崑山 | founded 19861024 | listed 20010919
      english LEADTEK
    2603 | 長榮 | 長榮海運股份有限公司 | 21,543,362,800
      industry 15 | chairman 張衍義 | manager 吳光輝 | spokesperson 吳光輝 | title 總經理
      founded 19680925 | listed 19870921 | english EMC
    2609 | 陽明 | 陽明海運股份有限公司 | 34,921,042,700
      industry 15 | chairman 蔡豐明 | listed 19920420 | address 基隆市七堵區明德一路271號
      english YMTC
    2834 | 臺企銀 | 臺灣中小企業銀行股份有限公司 | 91,679,828,760
      industry 17 | chairman 劉佩真 | founded 19500923 | listed 19980103 | english TBB
    2881 | 富邦金 | 富邦金融控股股份有限公司 | 152,657,119,050
      industry 17 | chairman 蔡明興 | manager 韓蔚廷 | founded 20011219 | listed 20011219
      address 臺北市中山區遼寧街179號15樓、16樓 | english Fubon Financial
    2882 | 國泰金 | 國泰金融控股股份有限公司 | 162,025,101,280
      industry 17 | chairman 蔡宏圖 | manager 李長庚 | listed 20011231 | english CATHAY HOLDINGS
    2912 | 統一超 | 統一超商股份有限公司 | 10,396,222,550
      industry 18 | chairman 羅智先 | manager 黃瑞典 | founded 19870610 | listed 19970822
      english PCSC | web http://www.7-11.com.tw
    3008 | 大立光 | 大立光電股份有限公司 | 1,334,681,970
      industry 26 | chairman 林恩平 | manager 黃有執 | spokesperson 林恩平 | title 董事長
      founded 19870417 | listed 20020311 | english LARGAN | address 台中市南屯區精科路11號
    3673 | TPK-KY | TPK Holding Co., Ltd. | 4,066,637,590
      industry 26 | abroad KY 開曼群島 | chairman 江朝瑞 | manager 謝立群
      founded 20051121 | listed 20101029 | english TPK | web http://www.tpk.com
    5871 | 中租-KY | 中租控股股份有限公司 | 18,278,638,840
      industry 20 | abroad KY 開曼群島 | chairman 陳鳳龍 | listed 20111213 | english Chailease
    6415 | 矽力*-KY | 矽力杰股份有限公司 | 965,902,783
      industry 24 | abroad KY 開曼群島 | founded 20080207 | listed 20131212
      par 新台幣 2.5000元 | english Silergy | shares 386,361,113
    6531 | 愛普* | 愛普科技股份有限公司 | 811,062,125
      industry 24 | chairman 陳文良 | manager 洪志勳 | listed 20160531 | par 新台幣 5.0000元
      english AP Memory
    6902 | GOGOLOOK-創 | 走著瞧股份有限公司 | 320,098,480
      industry 36 | chairman 鄭勝丰 | manager 郭建甫 | founded 20120412 | listed 20230713
      english Gogolook | web www.gogolook.com
    910322 | 康師傅-DR | 康師傅控股有限公司 | 916,513,457
      industry 91 | abroad KY 開曼群島 | chairman 魏宏名 | founded 19940112 | listed 20091216
      par 美金0.0050元 | english Tingyi | shares 5,620,600,000
    9910 | 豐泰 | 豐泰企業股份有限公司 | 9,874,828,310
      english FT
    """
}
