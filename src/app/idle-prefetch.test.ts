import { describe, expect, it, vi } from 'vitest';
import { prefetchWhenIdle } from './idle-prefetch';

describe('prefetchWhenIdle', () => {
  it('should wait for its cue, then load each module in turn, past one that fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const order: string[] = [];
    let cue!: () => void;
    const after = new Promise<void>((r) => { cue = r; });
    const done = prefetchWhenIdle(after, [
      async () => { order.push('a'); },
      async () => { order.push('b'); throw new Error('offline'); },
      async () => { order.push('c'); },
    ]);
    await new Promise((r) => setTimeout(r, 300));
    expect(order).toEqual([]);
    cue();
    await done;
    expect(order).toEqual(['a', 'b', 'c']);
  });
});
