import { describe, expect, it } from 'vitest';
import { HIDDEN_RELOAD_MS, reloadOnReturn } from './hidden-reload';

describe('reloadOnReturn', () => {
  const hiddenAt = Date.UTC(2024, 0, 1, 12);

  it('should reload a tab hidden longer than 24 h', () => {
    expect(HIDDEN_RELOAD_MS).toBe(24 * 60 * 60 * 1000);
    expect(reloadOnReturn(hiddenAt, hiddenAt + HIDDEN_RELOAD_MS + 1)).toBe(true);
    expect(reloadOnReturn(hiddenAt, hiddenAt + 3 * HIDDEN_RELOAD_MS)).toBe(true);
  });

  it('should keep a tab hidden 24 h or less, one never hidden, and one whose clock went back', () => {
    expect(reloadOnReturn(hiddenAt, hiddenAt + HIDDEN_RELOAD_MS)).toBe(false);
    expect(reloadOnReturn(hiddenAt, hiddenAt + 60_000)).toBe(false);
    expect(reloadOnReturn(null, hiddenAt)).toBe(false);
    expect(reloadOnReturn(hiddenAt, hiddenAt - 2 * HIDDEN_RELOAD_MS)).toBe(false);
  });

  it('should take another limit', () => {
    expect(reloadOnReturn(0, 1_001, 1_000)).toBe(true);
    expect(reloadOnReturn(0, 1_000, 1_000)).toBe(false);
  });
});
