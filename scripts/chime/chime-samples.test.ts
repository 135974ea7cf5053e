import { describe, expect, it } from 'vitest';
import { CHIME_RATE, chimeSamples } from './chime-samples';

describe('chimeSamples', () => {
  it('should be 0.7 s of a loud but unclipped chime that starts silent and dies away', () => {
    const s = chimeSamples();
    expect(s.length).toBe(Math.round(CHIME_RATE * 0.7));
    expect(s[0]).toBe(0);
    const peak = (from: number, to: number) => s.subarray(from, to).reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    expect(peak(0, 8000)).toBeGreaterThan(12_000);
    expect(peak(0, s.length)).toBeLessThan(32_767);
    expect(peak(s.length - 2000, s.length)).toBeLessThan(peak(0, 8000) / 10);
  });
});
