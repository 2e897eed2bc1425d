// How long the page takes to show each update, measured with performance marks: from the
// moment it arrives to its rows laid out, and to the first frame drawn with it; and from an
// event the page sent to the first frame that shows the update it caused. Tests read both
// lists.

const KEPT = 5000;

export class Timings {
  constructor() {
    this.shown = [];
    this.latencies = [];
    this.arrivals = new Map();
    this.sends = new Map();
  }

  sent(id) {
    this.sends.set(id, performance.now());
    performance.mark(`event-${id}-sent`);
  }

  received(update) {
    this.arrivals.set(update.seq, performance.now());
    performance.mark(`update-${update.seq}-received`);
  }

  // The update is in the DOM. Its layout is made at once (the time the page's own work
  // takes: applying it, styling and laying out the rows), and the next animation frame is
  // the one that paints it (which also waits for the browser's turn on a busy machine).
  applied(update) {
    const arrived = this.arrivals.get(update.seq);
    const sent = update.cause !== undefined ? this.sends.get(update.cause) : undefined;
    this.arrivals.delete(update.seq);
    if (update.cause !== undefined) this.sends.delete(update.cause);
    document.body.getBoundingClientRect();
    const laidOut = performance.now();
    performance.mark(`update-${update.seq}-laid-out`);
    requestAnimationFrame(() => {
      const now = performance.now();
      performance.mark(`update-${update.seq}-shown`);
      if (arrived !== undefined) {
        const name = `update-${update.seq}`;
        performance.measure(`${name}-layout`, `${name}-received`, `${name}-laid-out`);
        performance.measure(name, `${name}-received`, `${name}-shown`);
        for (const mark of ["received", "laid-out", "shown"]) performance.clearMarks(`${name}-${mark}`);
        keep(this.shown, { seq: update.seq, ms: laidOut - arrived, frame: now - arrived });
      }
      if (sent !== undefined) {
        performance.clearMarks(`event-${update.cause}-sent`);
        keep(this.latencies, { cause: update.cause, seq: update.seq, ms: now - sent });
      }
    });
  }
}

const keep = (list, entry) => {
  list.push(entry);
  if (list.length > KEPT) {
    list.splice(0, list.length - KEPT);
    performance.clearMeasures();
  }
};
