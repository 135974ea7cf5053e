import { describe, expect, it } from 'vitest';
import { BookAge } from './frame-timing';

/** Frames starting every 16 ms from 0. */
function frames(count: number): BookAge {
  const age = new BookAge();
  for (let i = 0; i < count; i++) age.frameStart(i * 16);
  return age;
}

describe('BookAge', () => {
  it('should count 0 when the update is painted in the first frame that began after it', () => {
    // arrived at 20, frame began at 32, painted at 34
    expect(frames(3).framesBetween(20, 34)).toBe(0);
  });

  it('should count the frames the update waited before the one that painted it', () => {
    // arrived at 20; frames at 32 and 48 went by, painted in the frame of 64
    expect(frames(5).framesBetween(20, 66)).toBe(2);
  });

  it('should not count frames that began after the paint', () => {
    expect(frames(10).framesBetween(20, 34)).toBe(0);
  });

  it('should count 0 when no frame began since the update (painted from the same frame)', () => {
    expect(frames(3).framesBetween(33, 34)).toBe(0);
  });

  it('should count at most the remembered frames for a stamp older than them', () => {
    expect(frames(300).framesBetween(-1, 300 * 16)).toBe(127);
  });
});
