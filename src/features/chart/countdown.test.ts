import { describe, expect, it } from 'vitest';
import { clockSkew, marketPhase, openTimeText, parseUpState, remaining } from './countdown';

const T0 = Date.UTC(2026, 10, 27, 9, 30, 0);
const OPEN = Date.UTC(2026, 10, 28, 0, 0, 0);

describe('countdown', () => {
  it('should read the gateway\'s up-state answer and refuse a bad one', () => {
    const good = { symbol: 'NOVA_USDT', symbolId: 1031, upState: 0, countdown: true, openTime: OPEN, serverTime: T0 };
    expect(parseUpState(good)).toEqual({ ok: true, value: { symbol: 'NOVA_USDT', upState: 0, countdown: true, openTime: OPEN, serverTime: T0, vip: false } });
    expect(parseUpState({ ...good, vip: true })).toMatchObject({ ok: true, value: { vip: true } });
    expect(parseUpState({ ...good, vip: false })).toMatchObject({ ok: true, value: { vip: false } });
    expect(parseUpState({ ...good, vip: 1 })).toEqual({ ok: false, reason: 'vip must be true or false' });
    expect(parseUpState({ ...good, vip: 'true' })).toEqual({ ok: false, reason: 'vip must be true or false' });
    expect(parseUpState({ ...good, upState: 2 })).toEqual({ ok: false, reason: 'upState must be 0 or 1' });
    expect(parseUpState({ ...good, openTime: '1' })).toEqual({ ok: false, reason: 'openTime must be a time in ms' });
    expect(parseUpState(null).ok).toBe(false);
  });

  it('should split the time left on the gateway\'s clock, rounding seconds up', () => {
    // the page's clock runs 2 s ahead of the gateway's
    const skew = clockSkew({ symbol: 'X', upState: 0, countdown: true, openTime: OPEN, serverTime: T0, vip: false }, T0 + 2000);
    expect(skew).toBe(2000);
    expect(remaining(OPEN, T0 + 2000, skew)).toEqual({ days: 0, hours: 14, minutes: 30, seconds: 0, over: false });
    expect(remaining(OPEN, T0 + 2000 + 1, skew)).toEqual({ days: 0, hours: 14, minutes: 30, seconds: 0, over: false });
    expect(remaining(OPEN + 3 * 86_400_000 + 61_000, T0 + 2000, skew)).toEqual({ days: 3, hours: 14, minutes: 31, seconds: 1, over: false });
    expect(remaining(OPEN, OPEN + 2000, skew).over).toBe(true);
  });

  it('should write the open time in the trader\'s zone with its UTC offset', () => {
    expect(openTimeText(OPEN, 0)).toBe('2026-11-28 00:00 (UTC+0)');
    expect(openTimeText(OPEN, 330)).toBe('2026-11-28 05:30 (UTC+5:30)');
    expect(openTimeText(OPEN, -300)).toBe('2026-11-27 19:00 (UTC-5)');
  });

  it('should show the countdown, `--` or the market by the up state, and the market to a VIP', () => {
    expect(marketPhase({ upState: 1, countdown: false, vip: false })).toBe('open');
    expect(marketPhase({ upState: 0, countdown: false, vip: false })).toBe('closed');
    expect(marketPhase({ upState: 0, countdown: true, vip: false })).toBe('countdown');
    expect(marketPhase({ upState: 0, countdown: true, vip: true })).toBe('open');
    expect(marketPhase({ upState: 0, countdown: false, vip: true })).toBe('open');
    expect(marketPhase({ upState: 1, countdown: false, vip: true })).toBe('open');
  });
});
