import { describe, expect, it } from 'vitest';
import { ReferenceBook } from '../core/book/reference-book';
import { bookChecksum } from '../core/checksum';
import type { DepthSnapshot, DepthUpdate } from '../protocol/messages';
import { DepthSync, needsResync } from './depth-sync';

const BIDS = [6_000_000, 150_000, 5_999_900, 20_000];
const ASKS = [6_000_100, 30_000];
const snap = (seq: number): DepthSnapshot => ({
  ch: 'depth', type: 'snapshot', symbol: 'BTC_USDT', precision: 2, step: 1, pricePrecision: 2, countPrecision: 6,
  seq, checksum: bookChecksum(BIDS, ASKS), bids: BIDS, asks: ASKS, time: 0,
});
// bid 5999900 becomes 25000, ask 6000200 appears (docs/protocol.md 4.1)
const upd = (seq: number, checksum = 3904145511): DepthUpdate => ({
  ch: 'depth', type: 'update', symbol: 'BTC_USDT', precision: 2, seq, checksum, bids: [5_999_900, 25_000], asks: [6_000_200, 5_000], time: 0,
});

function synced() {
  const s = new DepthSync(new ReferenceBook());
  s.follow({ symbol: 'BTC_USDT', precision: 2 });
  expect(s.apply(snap(41))).toBe('snapshot');
  return s;
}

describe('DepthSync', () => {
  it('should apply the documented snapshot and update with matching checksums', () => {
    const s = synced();
    expect(s.checksum).toBe(2755783830);
    expect(s.apply(upd(42))).toBe('applied');
    expect(s).toMatchObject({ synced: true, seq: 42, checksum: 3904145511 });
  });

  it('should drop duplicates and resync on a gap, skipping updates until the snapshot', () => {
    const s = synced();
    s.apply(upd(42));
    const v = s.version;
    expect(s.apply(upd(42))).toBe('duplicate');
    expect(s.apply(upd(40))).toBe('duplicate');
    expect(s.version).toBe(v);
    expect(s.apply(upd(44))).toBe('gap');
    expect(needsResync('gap')).toBe(true);
    expect(s.synced).toBe(false);
    expect(s.version).toBe(v + 1);
    expect(s.apply(upd(45))).toBe('skipped');
    expect(s.apply(snap(50))).toBe('snapshot');
    expect(s).toMatchObject({ synced: true, seq: 50 });
  });

  it('should resync on a checksum mismatch and on levels the book refuses', () => {
    const s = synced();
    expect(s.apply(upd(42, 1))).toBe('mismatch');
    expect(s.synced).toBe(false);
    const t = synced();
    expect(t.apply({ ...upd(42), bids: [5_999_900.5, 1] })).toBe('corrupt');
    expect(t.synced).toBe(false);
  });

  it('should treat malformed messages as corrupt and another stream as foreign', () => {
    const s = synced();
    expect(s.apply({ ...upd(42), bids: [1, 2, 3] })).toBe('corrupt');
    const t = synced();
    expect(t.apply({ ...upd(42), seq: '42' as unknown as number })).toBe('corrupt');
    expect(t.apply({ ...upd(42), precision: 1 })).toBe('foreign');
    expect(t.apply({ ...upd(42), symbol: 'ETH_USDT' })).toBe('foreign');
    expect(t.apply({ ...snap(1), step: 0 })).toBe('corrupt');
  });

  it('should clear the book when following another stream, and ignore updates before its snapshot', () => {
    const s = synced();
    s.follow({ symbol: 'ETH_USDT', precision: 2 });
    expect(s.book.levels(0)).toBe(0);
    expect(s.synced).toBe(false);
    expect(s.apply({ ...upd(1), symbol: 'ETH_USDT' })).toBe('skipped');
  });

  it('should resync when the snapshot itself does not match its checksum', () => {
    const s = new DepthSync(new ReferenceBook());
    s.follow({ symbol: 'BTC_USDT', precision: 2 });
    expect(s.apply({ ...snap(1), checksum: 5 })).toBe('mismatch');
    expect(s.synced).toBe(false);
  });
});
