extension WebPage {
  /// The page's script: one session a tab, updates by Server-Sent Events, each update's
  /// changeset applied to the rows already on the page (updated rows in place, deleted ones
  /// removed, inserted and moved ones put where the changeset says), never a full redraw.
  ///
  /// Tests read `window.stockScreens`: the last update applied, how many were applied by
  /// changeset, and every update after which the page's rows differed from the update's.
  static let script = #"""
    "use strict";
    (() => {
      const state = { session: null, seq: -1, screen: null, rows: [], applied: 0, mismatches: [] };
      window.stockScreens = state;
      const list = document.getElementById("rows");
      const title = document.getElementById("title");
      const search = document.querySelector("input[type=search]");
      const back = document.getElementById("back");
      const problem = document.getElementById("problem");
      const announcer = document.getElementById("announcer");
      // The row whose action opened the screen on top, to take the focus back to on return.
      const opener = { screen: null, rowId: null };

      const element = (tag, className, text) => {
        const node = document.createElement(tag);
        if (className) node.className = className;
        if (text !== undefined && text !== null) node.textContent = String(text);
        return node;
      };
      const eventAttribute = (node, event) => {
        if (event) node.dataset.event = JSON.stringify(event);
        return node;
      };

      const grouped = (value) =>
        value === null || value === undefined ? null : Number(value).toLocaleString("en-US");
      const capitalText = (capital) =>
        capital === null || capital === undefined ? "資本額: 未提供" : `資本額: ${grouped(capital)} 元`;

      // Text with the characters the search matched in <mark>; scalars, as the engine counts.
      const marked = (text, highlights, field) => {
        const span = element("span");
        const mark = (highlights || []).find((h) => h.field === field);
        const scalars = Array.from(text || "");
        if (!mark) { span.textContent = text || ""; return span; }
        span.append(scalars.slice(0, mark.start).join(""));
        span.append(element("mark", null, scalars.slice(mark.start, mark.end).join("")));
        span.append(scalars.slice(mark.end).join(""));
        return span;
      };

      const safeLink = (target) => {
        try {
          const url = new URL(target, window.location.href);
          return ["http:", "https:", "mailto:", "tel:"].includes(url.protocol) ? url.href : null;
        } catch (error) {
          return null;
        }
      };

      const company = (row, node) => {
        node.classList.add("company");
        const line = element("div", "line");
        const name = element("span", "name");
        name.append(marked(row.name, row.highlights, "shortName"), " - (",
          marked(row.code, row.highlights, "code"), ")");
        line.append(name, element("span", `market ${row.market}`,
          { listed: "上市", otc: "上櫃", emerging: "興櫃" }[row.market] || row.market));
        const full = element("div", "full");
        full.append(marked(row.fullName, row.highlights, "fullName"));
        node.append(line, full, element("div", "capital", capitalText(row.capital)));
      };

      const render = (row) => {
        const node = element("li", `row ${row.kind}`);
        node.dataset.rowId = row.id;
        switch (row.kind) {
          case "company": company(row, node); break;
          case "header": case "footer":
            node.classList.add(row.state);
            node.append(element("span", "text", row.text));
            break;
          case "profileHeader": {
            node.append(element("div", "name", `${row.name} (${row.code})`));
            const details = [row.market && { listed: "上市", otc: "上櫃", emerging: "興櫃" }[row.market],
              row.fullName, row.listingDate && `掛牌日期 ${row.listingDate}`].filter(Boolean);
            node.append(element("div", "full", details.join("・")));
            break;
          }
          case "keyFigure":
            node.append(element("span", "label", row.label), element("span", "value", row.value));
            break;
          case "contact":
            node.append(element("span", "label", row.role), element("span", "value", row.name));
            break;
          case "shortcut": {
            const href = row.target && safeLink(row.target);
            const link = element(href ? "a" : "span", "shortcut", row.text);
            if (href) { link.href = href; link.target = "_blank"; link.rel = "noopener noreferrer"; }
            node.append(link);
            if (row.target) node.append(element("span", "value", row.target));
            break;
          }
          default:
            node.append(element("span", "text", row.text));
        }
        const reading = row.accessibility || { label: "", traits: [] };
        if (reading.traits.includes("header")) {
          const heading = node.querySelector(".name") || node;
          heading.setAttribute("role", "heading");
          heading.setAttribute("aria-level", "2");
        }
        if (row.action) {
          // A real button around the row's content: Tab reaches it, Enter and Space press it,
          // and a screen reader reads the row's label and hint.
          const button = eventAttribute(element("button", "row-button"), row.action);
          button.type = "button";
          button.append(...node.childNodes);
          const spoken = [reading.label, reading.hint].filter(Boolean).join("，");
          if (spoken) button.setAttribute("aria-label", spoken);
          node.append(button);
          node.classList.add("actionable");
        }
        return node;
      };

      // The text of the live rows (a status line, a load under way), read out when it changes.
      const announce = (update) => {
        const live = update.rows.filter((row) =>
          row.accessibility && row.accessibility.traits.includes("updatesFrequently"));
        const text = live.map((row) => row.accessibility.label).join("。");
        if (announcer.textContent !== text) announcer.textContent = text;
      };

      // The rows on the page, top to bottom.
      const shown = () => Array.from(list.children);

      // Applies one update's changes to the rows on the page, in the order a table view
      // would: updates in place, then deletions, then insertions and moves.
      const apply = (update) => {
        const changes = update.changes;
        let current = shown();
        for (const change of changes.updates) {
          const fresh = render(update.rows[change.new]);
          current[change.old].replaceWith(fresh);
          current[change.old] = fresh;
        }
        const deleted = new Set(changes.deletes);
        for (const index of changes.deletes) current[index].remove();
        const survivors = current.filter((_, index) => !deleted.has(index));
        const survivorIndex = new Map();
        let position = 0;
        current.forEach((_, index) => { if (!deleted.has(index)) survivorIndex.set(index, position++); });
        const slots = new Array(survivors.length + changes.inserts.length).fill(null);
        for (const index of changes.inserts) slots[index] = render(update.rows[index]);
        const moved = new Set();
        for (const move of changes.moves) {
          const from = survivorIndex.get(move.from);
          slots[move.to] = survivors[from];
          moved.add(from);
        }
        let next = 0;
        for (let index = 0; index < slots.length; index++) {
          if (slots[index] !== null) continue;
          while (moved.has(next)) next++;
          slots[index] = survivors[next++];
        }
        // Only nodes that are not already where they belong are touched.
        slots.forEach((node, index) => {
          if (list.children[index] !== node) list.insertBefore(node, list.children[index] || null);
        });
      };

      const check = (update) => {
        const ids = shown().map((node) => node.dataset.rowId);
        const expected = update.rows.map((row) => row.id);
        if (JSON.stringify(ids) !== JSON.stringify(expected)) {
          state.mismatches.push({ seq: update.seq, page: ids, engine: expected });
        }
      };

      const show = (update) => {
        if (update.seq <= state.seq) return;
        if (update.seq === state.seq + 1) {
          apply(update);
          state.applied += 1;
        } else {
          // A gap (the page missed updates): draw the rows as they are.
          list.replaceChildren(...update.rows.map(render));
        }
        const previous = state.screen;
        state.seq = update.seq;
        state.screen = update.screen;
        state.rows = update.rows;
        check(update);
        title.textContent = update.title;
        announce(update);
        if (previous !== update.screen) moveFocus(update);
        document.body.dataset.screen = update.screen;
        back.hidden = update.screen !== "profile";
        search.closest(".search").hidden = update.screen !== "directory";
        document.querySelector(".markets").hidden = update.screen !== "directory";
        if (update.screen === "feed") watchFooter();
      };

      // The session ended (the server let it go for newer tabs): say so, and offer a new one.
      const ended = () => {
        if (document.body.dataset.ended === "true") return;
        document.body.dataset.ended = "true";
        const again = element("button", "again", "重新開始");
        again.type = "button";
        again.addEventListener("click", () => {
          problem.hidden = true;
          start().catch(report);
        });
        problem.replaceChildren("這個分頁的工作階段已結束，畫面不再更新。", again);
        problem.hidden = false;
      };
      const report = (error) => { problem.textContent = error.message; problem.hidden = false; };

      const post = async (path, body) => {
        const response = await fetch(path, {
          method: "POST", headers: { "Content-Type": "application/json" },
          body: body === undefined ? "{}" : JSON.stringify(body),
        });
        const answer = await response.json();
        if (response.status === 404 && state.session && path.includes(state.session)) ended();
        if (!response.ok) throw new Error(answer.error || `HTTP ${response.status}`);
        return answer;
      };

      let sent = 0;
      const send = async (event) => {
        sent += 1;
        try {
          problem.hidden = true;
          await post(`/api/sessions/${state.session}/events`, { ...event, id: `page-${sent}` });
        } catch (error) {
          if (document.body.dataset.ended !== "true") report(error);
        }
      };
      window.stockScreens.send = send;

      // A new screen: the focus goes to its heading, or back to the row that opened the
      // screen the user left, when that is the screen shown again.
      const moveFocus = (update) => {
        if (opener.screen === update.screen && opener.rowId) {
          const row = list.querySelector(`[data-row-id="${CSS.escape(opener.rowId)}"] button`);
          opener.screen = null;
          if (row) { row.focus(); return; }
        }
        title.focus();
      };

      document.addEventListener("click", (click) => {
        const target = click.target.closest("[data-event]");
        if (!target || target.tagName === "INPUT" || click.target.closest("a")) return;
        const row = target.closest("[data-row-id]");
        if (row) { opener.screen = state.screen; opener.rowId = row.dataset.rowId; }
        send(JSON.parse(target.dataset.event));
      });
      document.addEventListener("keydown", (key) => {
        if (key.key === "Escape" && !back.hidden) send({ event: "back" });
      });
      search.addEventListener("input", () => send({ event: "filter", text: search.value }));

      // Scrolling the feed to its end loads more, once a footer that offers it shows.
      let footerWatch = null;
      const watchFooter = () => {
        if (footerWatch) footerWatch.disconnect();
        const footer = list.querySelector("li.footer.idle");
        if (!footer) return;
        footerWatch = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting) && state.screen === "feed") {
            footerWatch.disconnect();
            send({ event: "more" });
          }
        });
        footerWatch.observe(footer);
      };

      let stream = null;
      const start = async () => {
        if (stream) stream.close();
        const created = await post("/api/sessions");
        delete document.body.dataset.ended;
        state.session = created.session;
        list.replaceChildren(...created.update.rows.map(render));
        state.seq = created.update.seq;
        state.rows = created.update.rows;
        state.screen = created.update.screen;
        title.textContent = created.update.title;
        document.body.dataset.screen = created.update.screen;
        document.body.dataset.session = state.session;
        stream = new EventSource(`/api/sessions/${state.session}/updates`);
        const session = state.session;
        stream.onmessage = (message) => show(JSON.parse(message.data));
        stream.onopen = () => { document.body.dataset.ready = "true"; };
        // A stream that closes or fails: if its session is gone, the tab says so.
        stream.onerror = async () => {
          const answer = await fetch(`/api/sessions/${session}`).catch(() => null);
          if (answer && answer.status === 404 && state.session === session) {
            stream.close();
            ended();
          }
        };
      };
      start().catch(report);
    })();
    """#
}
