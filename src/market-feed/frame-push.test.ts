import { describe, expect, it } from 'vitest';
import { IDLE_FRAMES } from '../render/shared-memory';
import type { MarketFrame } from './frame';
import { startFramePush } from './frame-push';
import { FramePublisher } from './publisher';

/** A publisher of numbered frames, a page that acknowledges by hand, animation frames by hand. */
function rig() {
  const publisher: FramePublisher<MarketFrame, undefined> = new FramePublisher<MarketFrame, undefined>((): MarketFrame => ({ frame: publisher.publishes }) as MarketFrame);
  const posted: number[] = [];
  const errors: unknown[] = [];
  let failPosts = 0;
  let acked = 0;
  let queued: Array<() => void> = [];
  const stop = startFramePush({
    take: () => publisher.poll(),
    next: () => publisher.request(),
    post: (f) => {
      if (failPosts > 0) {
        failPosts--;
        throw new Error('port closed');
      }
      posted.push(f.frame);
    },
    acked: () => acked,
    animationFrame: (fn) => queued.push(fn),
    cancel: () => publisher.cancel(),
    onError: (err) => errors.push(err),
  });
  return {
    publisher,
    posted,
    errors,
    stop,
    failNextPost: () => {
      failPosts = 1;
    },
    ack: () => {
      acked = posted.at(-1) ?? 0;
    },
    /** Runs one display frame; answers whether the loop had asked for it. */
    tick: () => {
      const run = queued;
      queued = [];
      for (const fn of run) fn();
      return run.length > 0;
    },
    asking: () => queued.length > 0,
  };
}

const microtasks = () => new Promise<void>((r) => setTimeout(r, 0));

describe('startFramePush', () => {
  it('should send one frame a display frame for any number of changes, and none without a change', () => {
    const r = rig();
    for (let i = 0; i < 500; i++) r.publisher.mark();
    r.tick();
    expect(r.posted).toEqual([1]);
    r.ack();
    r.tick();
    expect(r.posted).toEqual([1]); // nothing changed
    r.publisher.mark();
    r.tick();
    expect(r.posted).toEqual([1, 2]);
  });

  it('should send nothing more until the page has applied the frame before', () => {
    const r = rig();
    r.publisher.mark();
    r.tick();
    for (let i = 0; i < 10; i++) {
      r.publisher.mark();
      r.tick();
    }
    expect(r.posted).toEqual([1]);
    r.ack();
    r.tick();
    expect(r.posted).toEqual([1, 2]); // the changes meanwhile, as one frame
  });

  it('should stop asking for display frames on an idle market and send at once on the next change', async () => {
    const r = rig();
    let ticks = 0;
    while (r.tick()) ticks++;
    expect(ticks).toBe(IDLE_FRAMES);
    expect(r.asking()).toBe(false);
    r.publisher.mark();
    await microtasks();
    expect(r.posted).toEqual([1]);
    expect(r.asking()).toBe(true); // and the display-frame loop runs again
    r.publisher.mark();
    r.tick();
    expect(r.posted).toEqual([1]); // not acknowledged yet
    r.ack();
    r.tick();
    expect(r.posted).toEqual([1, 2]);
  });

  it('should keep waiting, not go idle, while the page has not acknowledged (a hidden page)', () => {
    const r = rig();
    r.publisher.mark();
    r.tick();
    for (let i = 0; i < IDLE_FRAMES * 3; i++) r.tick();
    expect(r.asking()).toBe(true);
    expect(r.posted).toEqual([1]);
  });

  it('should count idle display frames afresh after each frame sent', () => {
    const r = rig();
    for (let i = 0; i < IDLE_FRAMES - 1; i++) r.tick();
    r.publisher.mark();
    r.tick();
    r.ack();
    for (let i = 0; i < IDLE_FRAMES - 1; i++) r.tick();
    expect(r.asking()).toBe(true);
    expect(r.posted).toEqual([1]);
  });

  it('should go on after a frame that could not be sent, and send the next change', () => {
    const r = rig();
    r.failNextPost();
    r.publisher.mark();
    r.tick();
    expect(r.posted).toEqual([]);
    expect(r.errors).toHaveLength(1);
    expect(r.asking()).toBe(true); // not waiting for an acknowledgement of a frame never sent
    r.publisher.mark();
    r.tick();
    expect(r.posted).toEqual([2]);
  });

  it('should send nothing when stopped while waiting for a change, and leave the publisher free', async () => {
    const r = rig();
    while (r.tick());
    r.stop();
    r.publisher.mark();
    await microtasks();
    expect(r.posted).toEqual([]);
    expect(r.asking()).toBe(false);
    expect(r.publisher.poll()).not.toBeNull(); // the stopped loop's wait no longer holds it
  });

  it('should send nothing once stopped', async () => {
    const r = rig();
    r.publisher.mark();
    r.stop();
    r.tick();
    while (r.tick());
    r.publisher.mark();
    await microtasks();
    expect(r.posted).toEqual([]);
  });
});
