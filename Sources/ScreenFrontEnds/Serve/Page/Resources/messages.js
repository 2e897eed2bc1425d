// The words the page says about its line to the server and its session, in the session's
// language: the server sends them with a new session (`words`, from the package's String
// Catalog), and `setWords` puts them in place. Until then, and for a key the server did not
// send, the page says them in the catalog's first language, written here as the catalog has
// them (a test keeps the two the same). None names a screen: what outlives a session is read
// from the screens' declarations (`kept`), by their labels.

const SOURCE = {
  "page.back": "‹ 返回",
  "page.actions": "動作",
  "page.screens": "畫面",
  "page.unreachable": "無法連線到伺服器，正在重試…",
  "page.notSent": "無法連線到伺服器，這個動作沒有送出；正在重試…",
  "page.retryNow": "立即重試",
  "page.startAgain": "重新開始",
  "page.staleSince": "下面是 %@ 斷線時的畫面，不一定是最新的。",
  "page.keptLabel": "「%@」",
  "page.listSeparator": "、",
  "page.kept": "%@保存在這台電腦上，每個分頁都一樣，重新開始後仍在。",
  "page.ended": "這個分頁的工作階段已結束（之後開了太多分頁），畫面不再更新。%@",
  "page.lost": "伺服器重新啟動過，先前的工作階段和畫面沒有保留，這是新的工作階段。%@",
  "page.refused": "伺服器沒有接受這個動作：%@",
  "page.unreadable": "伺服器的回答無法解讀（HTTP %@）。",
  "accessibility.separator": "，",
  "accessibility.sentence": "。",
};
export const SOURCE_LOCALE = "zh-Hant-TW";

let words = SOURCE;
let locale = SOURCE_LOCALE;

// `key`'s text with `value` in place of its `%@`, looked up when it is said, so that it follows
// the latest session's words.
export const word = (key, value = "") => (words[key] ?? key).replace("%@", () => String(value));

// Takes the words and locale a new session came with; the page's own text follows.
export const setWords = (table, language) => {
  words = { ...SOURCE, ...(table || {}) };
  locale = language || SOURCE_LOCALE;
};

// The locale the page speaks, for its `lang`.
export const pageLocale = () => locale;

// `14:03:21`: the time of day in the page's language, for a person to compare with a clock.
export const clock = (time) =>
  new Date(time).toLocaleTimeString(locale === SOURCE_LOCALE ? "zh-TW" : locale, { hour12: false });

// What the rows below are while the server is away: the screen as it was when it left.
export const staleSince = (time) => word("page.staleSince", clock(time));

// The labels of the screens whose content outlives a session.
export const keptLabels = (screens) => screens.filter((screen) => screen.kept).map((screen) => screen.label);

// What was not lost with a session, or nothing when every screen goes with it.
export const keptNote = (labels) => labels.length === 0
  ? ""
  : word("page.kept", labels.map((label) => word("page.keptLabel", label)).join(word("page.listSeparator")));

// The session ended while the server ran: newer tabs took its place.
export const endedNote = (labels) => word("page.ended", keptNote(labels));

// The server came back without the session: it was started again.
export const lostNote = (labels) => word("page.lost", keptNote(labels));

// The server took a request and refused it, in its own words.
export const refusedNote = (message) => word("page.refused", message);

// The server answered with something that is not the protocol's JSON.
export const unreadableNote = (status) => word("page.unreadable", status);
