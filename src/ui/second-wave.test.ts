import { describe, expect, it, vi } from 'vitest';
import { secondWaveDue } from './second-wave';

const noTexts = () => Promise.resolve();

describe('secondWaveDue', () => {
  it('should come when the book paints', async () => {
    let painted!: () => void;
    const due = secondWaveDue(new Promise<void>((r) => { painted = r; }), 60_000, noTexts);
    let came = false;
    void due.then(() => { came = true; });
    await Promise.resolve();
    expect(came).toBe(false);
    painted();
    await due;
    expect(came).toBe(true);
  });

  it('should ask for the late texts once the book has painted, and wait for them', async () => {
    let painted!: () => void;
    let textsIn!: () => void;
    const asked = vi.fn(() => new Promise<void>((r) => { textsIn = r; }));
    let came = false;
    void secondWaveDue(new Promise<void>((r) => { painted = r; }), 60_000, asked).then(() => { came = true; });
    await Promise.resolve();
    expect(asked).not.toHaveBeenCalled();
    painted();
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(came).toBe(false);
    textsIn();
    await vi.waitFor(() => expect(came).toBe(true));
  });

  it('should not be held back by late texts that failed to load', async () => {
    await expect(secondWaveDue(Promise.resolve(), 60_000, () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });

  it('should not wait longer than its latest for a book that never paints', async () => {
    vi.useFakeTimers();
    try {
      let came = false;
      void secondWaveDue(new Promise<void>(() => {}), 2_500, noTexts).then(() => { came = true; });
      await vi.advanceTimersByTimeAsync(2_499);
      expect(came).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(came).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
