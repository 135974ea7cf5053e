/**
 * Work kept out of the task that asks for it. `request()` queues `run` as a task of its own,
 * right after the current one (a MessageChannel message: ahead of timers, as React's scheduler
 * does it), at most once until it has run. Asked for inside an animation frame, it runs after
 * that frame's style, layout, paint and commit, so the frame is not made longer by it.
 *
 * The price chart draws the market's changes this way (chart-controller.ts): its uPlot redraw,
 * 5-27 ms at a 4x CPU throttle, had made the book's frames 45-55 ms long tasks whenever the two
 * fell in the same frame (docs/decisions.md, session 19).
 */
export class OwnTask {
  private readonly channel = new MessageChannel();
  private queued = false;
  private closed = false;

  constructor(run: () => void) {
    this.channel.port1.onmessage = () => {
      if (!this.queued) return; // cancelled since
      this.queued = false;
      run();
    };
  }

  /** Queues the run, unless one is queued already or the task was closed. */
  request(): void {
    if (this.queued || this.closed) return;
    this.queued = true;
    this.channel.port2.postMessage(null);
  }

  /** Drops the queued run, if any; later requests queue again. */
  cancel(): void {
    this.queued = false;
  }

  /** Drops the queued run and frees the channel: no run after this. */
  close(): void {
    this.queued = false;
    this.closed = true;
    this.channel.port1.onmessage = null;
    this.channel.port1.close();
    this.channel.port2.close();
  }
}
