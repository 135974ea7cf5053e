import { describe, expect, it, vi } from 'vitest';
import { secondWaveDue } from './second-wave';

describe('secondWaveDue', () => {
  it('should come when the book paints', async () => {
    let painted!: () => void;
    const due = secondWaveDue(new Promise<void>((r) => { painted = r; }), 60_000);
    let came = false;
    void due.then(() => { came = true; });
    await Promise.resolve();
    expect(came).toBe(false);
    painted();
    await due;
    expect(came).toBe(true);
  });

  it('should not wait longer than its latest for a book that never paints', async () => {
    vi.useFakeTimers();
    try {
      let came = false;
      void secondWaveDue(new Promise<void>(() => {}), 2_500).then(() => { came = true; });
      await vi.advanceTimersByTimeAsync(2_499);
      expect(came).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(came).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
