/**
 * Counters of the publisher, read by the gateway's stats log (index.ts, GATEWAY_STATS_MS) and
 * by bench/ws-publish.ts. `take()` returns the figures since the previous take and starts over.
 */
export interface PublisherFigures {
  ticks: number;
  /** Publish tick duration, ms: mean, 99th percentile and maximum over the period. */
  tickMeanMs: number;
  tickP99Ms: number;
  tickMaxMs: number;
  /** Distinct frames encoded, socket sends (a frame to N subscribers counts N), bytes sent. */
  frames: number;
  sends: number;
  bytes: number;
  notify: number;
}

export class PublisherStats {
  private durations: number[] = [];
  private frames = 0;
  private sends = 0;
  private bytes = 0;
  notify = 0;

  tick(ms: number): void {
    // bounded: at 20 ticks a second this holds over 8 minutes between takes
    if (this.durations.length < 10_000) this.durations.push(ms);
  }

  sent(subscribers: number, frameBytes: number): void {
    this.frames++;
    this.sends += subscribers;
    this.bytes += subscribers * frameBytes;
  }

  take(): PublisherFigures {
    const d = this.durations.sort((a, b) => a - b);
    const figures: PublisherFigures = {
      ticks: d.length,
      tickMeanMs: d.length === 0 ? 0 : d.reduce((s, x) => s + x, 0) / d.length,
      tickP99Ms: d.length === 0 ? 0 : d[Math.min(d.length - 1, Math.ceil(0.99 * d.length) - 1)],
      tickMaxMs: d.length === 0 ? 0 : d[d.length - 1],
      frames: this.frames,
      sends: this.sends,
      bytes: this.bytes,
      notify: this.notify,
    };
    this.durations = [];
    this.frames = this.sends = this.bytes = this.notify = 0;
    return figures;
  }
}
