import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeQueue } from './notice-queue';

describe('NoticeQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function make() {
    const log: string[] = [];
    const shown = new Set<string>();
    const q = new NoticeQueue<string>(
      {
        show: (s) => {
          shown.add(s);
          log.push(`${Date.now()} show ${s}`);
        },
        hide: (s) => {
          shown.delete(s);
          log.push(`${Date.now()} hide ${s}`);
        },
      },
      { now: () => Date.now(), setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
    );
    return { q, log, shown };
  }

  it('should show two at a time, 1 s apart, 3 s each, the next pair 4 s after the first', () => {
    vi.setSystemTime(0);
    const { q, log, shown } = make();
    for (const s of ['a', 'b', 'c', 'd', 'e']) q.add(s);
    let most = 0;
    for (let t = 0; t <= 14_000; t += 100) {
      vi.advanceTimersByTime(100);
      most = Math.max(most, shown.size);
    }
    expect(most).toBe(2);
    expect(log).toEqual([
      '0 show a', '1000 show b', '3000 hide a', '4000 show c', '4000 hide b', '5000 show d', '7000 hide c', '8000 show e', '8000 hide d', '11000 hide e',
    ]);
  });

  it('should show a notice at once when nothing waits, and pace one that comes during a pair', () => {
    vi.setSystemTime(10_000);
    const { q, log } = make();
    q.add('a');
    vi.advanceTimersByTime(0);
    expect(log).toEqual(['10000 show a']);
    vi.advanceTimersByTime(500);
    q.add('b'); // within the pair's first second: the free second place, 1 s after a
    vi.advanceTimersByTime(1_000);
    q.add('c'); // the pair is full: the next one, 4 s after a
    vi.advanceTimersByTime(10_000);
    expect(log).toEqual(['10000 show a', '11000 show b', '13000 hide a', '14000 hide b', '14000 show c', '17000 hide c']);
  });

  it('should forget everything on stop', () => {
    vi.setSystemTime(0);
    const { q, log } = make();
    q.add('a');
    q.add('b');
    q.add('c');
    vi.advanceTimersByTime(0);
    q.stop();
    vi.advanceTimersByTime(20_000);
    expect(log).toEqual(['0 show a']);
    expect(q.pending).toBe(0);
  });
});
