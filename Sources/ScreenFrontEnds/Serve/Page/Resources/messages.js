// The words the page says about its line to the server and its session, in the page's
// language, as the rows are. None names a screen: what outlives a session is read from the
// screens' declarations (`kept`), by their labels.

export const UNREACHABLE = "無法連線到伺服器，正在重試…";
export const NOT_SENT = "無法連線到伺服器，這個動作沒有送出；正在重試…";
export const RETRY_NOW = "立即重試";
export const START_AGAIN = "重新開始";

// `14:03:21`: the time of day in the page's language, for a person to compare with a clock.
export const clock = (time) => new Date(time).toLocaleTimeString("zh-TW", { hour12: false });

// What the rows below are while the server is away: the screen as it was when it left.
export const staleSince = (time) => `下面是 ${clock(time)} 斷線時的畫面，不一定是最新的。`;

// The labels of the screens whose content outlives a session.
export const keptLabels = (screens) => screens.filter((screen) => screen.kept).map((screen) => screen.label);

// What was not lost with a session, or nothing when every screen goes with it.
export const keptNote = (labels) => labels.length === 0
  ? ""
  : `${labels.map((label) => `「${label}」`).join("、")}保存在這台電腦上，每個分頁都一樣，重新開始後仍在。`;

// The session ended while the server ran: newer tabs took its place.
export const endedNote = (labels) =>
  `這個分頁的工作階段已結束（之後開了太多分頁），畫面不再更新。${keptNote(labels)}`;

// The server came back without the session: it was started again.
export const lostNote = (labels) =>
  `伺服器重新啟動過，先前的工作階段和畫面沒有保留，這是新的工作階段。${keptNote(labels)}`;

// The server took a request and refused it, in its own words.
export const refusedNote = (message) => `伺服器沒有接受這個動作：${message}`;

// The server answered with something that is not the protocol's JSON.
export const unreadableNote = (status) => `伺服器的回答無法解讀（HTTP ${status}）。`;
