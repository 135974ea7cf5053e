/**
 * Coalesces market messages into frames: the main thread asks for a frame once per animation
 * frame, or the worker's push loop takes one once per display frame (frame.ts); every message
 * only marks the state dirty. So a burst
 * of a thousand messages between two frames costs one publish, and nothing is published while
 * nobody asks (a hidden tab).
 *
 * - request() while dirty: the frame is built at once.
 * - request() while clean: the request waits; the next mark() publishes it after the current
 *   task's microtasks, so messages handled in the same task still share the frame.
 * - One request at a time: a new one supersedes a waiting one, which resolves to null.
 */
export class FramePublisher<F, R> {
  private waiting: { resolve(frame: F | null): void; recycle: R | undefined } | null = null;
  private dirty = false;
  private scheduled = false;
  /** Frames built so far. */
  publishes = 0;

  constructor(
    private readonly build: (recycle: R | undefined) => F,
    private readonly schedule: (fn: () => void) => void = (fn) => queueMicrotask(fn),
  ) {}

  /** Something visible changed since the last frame. Cheap: called once per message. */
  mark(): void {
    this.dirty = true;
    if (this.waiting !== null && !this.scheduled) {
      this.scheduled = true;
      this.schedule(() => {
        this.scheduled = false;
        this.flush();
      });
    }
  }

  /** The next frame, with the previous frame's arrays to write into. */
  request(recycle?: R): Promise<F | null> {
    this.waiting?.resolve(null);
    this.waiting = null;
    if (this.dirty) return Promise.resolve(this.publish(recycle));
    return new Promise((resolve) => {
      this.waiting = { resolve, recycle };
    });
  }

  /** The frame now if something changed, else null (synchronous: the benchmark's publish). */
  poll(recycle?: R): F | null {
    return this.dirty && this.waiting === null ? this.publish(recycle) : null;
  }

  /** Ends a waiting request with null (shutdown). */
  cancel(): void {
    this.waiting?.resolve(null);
    this.waiting = null;
  }

  private flush(): void {
    const w = this.waiting;
    if (w === null || !this.dirty) return;
    this.waiting = null;
    w.resolve(this.publish(w.recycle));
  }

  private publish(recycle: R | undefined): F {
    this.dirty = false;
    this.publishes++;
    return this.build(recycle);
  }
}
