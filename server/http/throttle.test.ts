import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import { MAX_FAILURES, WINDOW_MS, createLoginThrottle } from './throttle';

describe('createLoginThrottle', () => {
  it('should lock a key after 5 failures within 15 minutes until the oldest ages out', () => {
    const t = createLoginThrottle();
    for (let i = 0; i < MAX_FAILURES - 1; i++) t.fail('k', 1000 + i * 1000);
    expect(t.retryAfter('k', 5000)).toBe(0);
    t.fail('k', 5000);
    expect(t.retryAfter('k', 5000)).toBe(1000 + WINDOW_MS - 5000);
    expect(t.retryAfter('k', 1000 + WINDOW_MS - 1)).toBe(1);
    expect(t.retryAfter('k', 1000 + WINDOW_MS)).toBe(0);
    expect(t.retryAfter('other', 5000)).toBe(0);
  });

  it('should not lock failures spread beyond the window, and forget a cleared key', () => {
    const t = createLoginThrottle();
    for (let i = 0; i < 10; i++) t.fail('k', i * (WINDOW_MS / 4));
    expect(t.retryAfter('k', 10 * (WINDOW_MS / 4))).toBe(0);
    for (let i = 0; i < 5; i++) t.fail('j', 100);
    t.clear('j');
    expect(t.retryAfter('j', 100)).toBe(0);
  });
});

describe('password hashing', () => {
  it('should verify the right password only, with a random salt per hash', async () => {
    const rnd = (n: number) => crypto.getRandomValues(new Uint8Array(n));
    const a = await hashPassword('correct horse', rnd);
    const b = await hashPassword('correct horse', rnd);
    expect(a).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('anything', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('anything', 'garbage')).toBe(false);
  });
});
