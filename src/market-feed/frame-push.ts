/**
 * Frames pushed by the worker on its own animation frames, where the worker has them
 * (Chromium's dedicated workers) and the page can share memory; the page's pull loop
 * (src/net/market-client.ts) is the way everywhere else.
 *
 * Why: pulling cost the page a message to the worker every frame, and a message to a worker
 * that sleeps between them costs the posting thread 80-200 µs here (the wake of the other
 * thread), 4x under the frame benchmark's throttle, plus Comlink's request bookkeeping
 * (docs/perf.md, session 7). Pushed, the page only receives: the worker posts a frame on a
 * display frame when something changed and the page has applied the one before, which it says
 * by storing that frame's number in shared memory (`ack`), not by a message.
 *
 * So at most one frame is in flight, a page that is busy or hidden (it applies nothing while
 * hidden) is sent nothing more, and a burst of messages between two display frames is one
 * frame. After IDLE_FRAMES display frames with nothing to send the worker stops asking for
 * them and waits for the next change instead (publisher.ts): an idle market costs nothing.
 * Frames carry their own arrays (transferred, not handed back: a few kB a frame).
 */
import { IDLE_FRAMES } from '../render/shared-memory';
import type { MarketFrame } from './frame';

export interface FramePushDeps {
  /** The frame now if anything changed, else null (MarketFeed.takeFrame). */
  take(): MarketFrame | null;
  /** Resolves with the next frame once something changes (MarketFeed.nextFrame); null: stopped. */
  next(): Promise<MarketFrame | null>;
  /** Sends a frame to the page (transferring its arrays). */
  post(frame: MarketFrame): void;
  /** The number of the last frame the page applied (Atomics.load on the shared word). */
  acked(): number;
  /** Calls `fn` on the worker's next animation frame. */
  animationFrame(fn: () => void): void;
  /** Ends a wait for a change when the push stops (FramePublisher.cancel). */
  cancel(): void;
  /** A frame that could not be built or sent (the loop goes on). */
  onError(err: unknown): void;
}

/** Starts pushing; returns the stop. */
export function startFramePush(deps: FramePushDeps): () => void {
  let running = true;
  /** The number of the last frame posted (0: none yet). */
  let posted = 0;
  let idle = 0;

  const send = (frame: MarketFrame): void => {
    deps.post(frame);
    posted = frame.frame; // only once sent: an acknowledgement is awaited for it
    idle = 0;
  };

  const onAnimationFrame = (): void => {
    if (!running) return;
    let wait = false;
    try {
      // unacknowledged: the page has not applied the last one yet (or is hidden)
      if (deps.acked() >= posted) {
        const frame = deps.take();
        if (frame !== null) send(frame);
        else wait = ++idle >= IDLE_FRAMES;
      }
    } catch (err) {
      deps.onError(err); // whatever failed, the next display frame tries again
    }
    if (wait) waitForChange();
    else deps.animationFrame(onAnimationFrame);
  };

  const waitForChange = (): void => {
    deps.next()
      .then((frame) => {
        if (running && frame !== null) send(frame); // the page had applied everything: the loop only waits when acknowledged
      })
      .catch((err: unknown) => deps.onError(err))
      .finally(() => {
        idle = 0;
        if (running) deps.animationFrame(onAnimationFrame);
      });
  };

  deps.animationFrame(onAnimationFrame);
  return () => {
    running = false;
    deps.cancel();
  };
}
