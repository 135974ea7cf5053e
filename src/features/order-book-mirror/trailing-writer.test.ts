import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trailingWriter } from './trailing-writer';

describe('trailingWriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A writer on the fake clock that records when each write ran. */
  function recorded(everyMs = 1000) {
    const at: number[] = [];
    const writer = trailingWriter(everyMs, () => at.push(Date.now()), () => Date.now());
    return { at, writer, t0: Date.now() };
  }

  it('should write the first request at once, on the next task', () => {
    const { at, writer, t0 } = recorded();
    writer.request();
    expect(at).toEqual([]); // not inside the caller (the signal change that asked)
    vi.advanceTimersByTime(0);
    expect(at).toEqual([t0]);
  });

  it('should coalesce a burst into one trailing write at the last write + everyMs', () => {
    const { at, writer, t0 } = recorded();
    writer.request();
    vi.advanceTimersByTime(0);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(50);
      writer.request();
    }
    expect(at).toEqual([t0]);
    vi.advanceTimersByTime(2000);
    expect(at).toEqual([t0, t0 + 1000]);
  });

  it('should join requests made in the same tick into the first write', () => {
    const { at, writer, t0 } = recorded();
    writer.request();
    writer.request();
    writer.request();
    vi.advanceTimersByTime(5000);
    expect(at).toEqual([t0]);
  });

  it('should write at once again when the last write is older than everyMs', () => {
    const { at, writer, t0 } = recorded();
    writer.request();
    vi.advanceTimersByTime(1500);
    writer.request();
    vi.advanceTimersByTime(0);
    expect(at).toEqual([t0, t0 + 1500]);
  });

  it('should cancel the scheduled write and ignore later requests once disposed', () => {
    const { at, writer, t0 } = recorded();
    writer.request();
    vi.advanceTimersByTime(0);
    writer.request(); // trailing write scheduled for t0 + 1000
    writer.dispose();
    writer.request();
    vi.advanceTimersByTime(5000);
    expect(at).toEqual([t0]);
  });
});
