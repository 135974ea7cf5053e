import { describe, expect, it } from 'vitest';
import type { NotifyPayload } from '../../protocol/messages';
import { createTickSplitter, newSince } from './tick-split';

const ev = (uuid: string): NotifyPayload => ({
  event: 'NEW_ENTRUST', tips_type: 'tips_other', biz_type: 'limit', side: 'buy', symbol: 'BTC/USDT', symbol_name: 'BTC_USDT',
  price: '1', count: '1', amount: '1', uuid, entrustIdStr: '1', margin_trading: false, order_mode: 0, state: 'SUCCESS', time: 0,
});

describe('createTickSplitter', () => {
  it('should count a push as a push whichever effect runs first', () => {
    const l0: NotifyPayload[] = [];
    // the notifications effect first: the list changes, then the tick follows
    const a = createTickSplitter(l0, 5);
    const l1 = [ev('u1')];
    expect(a.observe(l1, 5)).toEqual({ pushed: [l1[0]], local: false });
    expect(a.observe(l1, 6)).toEqual({ pushed: [], local: false });
    // both changes seen in one run
    const b = createTickSplitter(l0, 5);
    expect(b.observe(l1, 6)).toEqual({ pushed: [l1[0]], local: false });
  });

  it('should report a bump without a list change as local', () => {
    const l0 = [ev('u1')];
    const s = createTickSplitter(l0, 0);
    expect(s.observe(l0, 1).local).toBe(true);
    const l1 = [ev('u2'), ...l0];
    expect(s.observe(l1, 1)).toEqual({ pushed: [l1[0]], local: false });
    expect(s.observe(l1, 2).local).toBe(false); // the push's own bump
    expect(s.observe(l1, 3).local).toBe(true);
  });
});

describe('newSince', () => {
  it('should give the entries above the previous newest one', () => {
    const a = ev('a');
    const b = ev('b');
    const c = ev('c');
    expect(newSince([c, b, a], [a]).map((n) => n.uuid)).toEqual(['c', 'b']);
    expect(newSince([a], []).map((n) => n.uuid)).toEqual(['a']);
    // the previous newest fell off the kept window: everything is new
    expect(newSince([c], [a]).map((n) => n.uuid)).toEqual(['c']);
  });
});
