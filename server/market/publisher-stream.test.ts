import { beforeEach, describe, expect, it } from 'vitest';
import type { DepthMessage, DepthSnapshot } from '../../src/protocol/messages';
import { Collector, LocalBook, publisherHarness, type PublisherHarness } from './publisher.fixture';
import { Prng } from './prng';

const SYMBOL = 'BTC_USDT'; // price precision 2: 6_000_000 ticks = 60000.00
const MID = 6_000_000;

/** The stream's book computed straight from the engine, grouped here independently. */
function truth(h: PublisherHarness, step: number) {
  const grouped = (side: 'buy' | 'sell') => {
    const sums = new Map<number, number>();
    for (const [price, lots] of h.engine.depth(SYMBOL, side, 1e6)) {
      const g = (side === 'buy' ? Math.floor(price / step) : Math.ceil(price / step)) * step;
      sums.set(g, (sums.get(g) ?? 0) + lots);
    }
    return [...sums].sort((a, b) => (side === 'buy' ? b[0] - a[0] : a[0] - b[0])).slice(0, 200).flat();
  };
  return { bids: grouped('buy'), asks: grouped('sell') };
}

/** Random book changes: resting orders, cancels and crossing orders that trade. */
function churn(h: PublisherHarness, rng: Prng, open: Array<[number, number]>, n: number): void {
  for (let i = 0; i < n; i++) {
    const r = rng.next();
    if (r < 0.25 && open.length > 0) {
      const [userId, orderId] = open.splice(rng.int(open.length), 1)[0];
      h.engine.cancel(userId, orderId); // may already be filled: refused, no change
    } else {
      const side = rng.chance(0.5) ? 'buy' : 'sell';
      const cross = r > 0.9 ? 40 : -1 - rng.int(600); // 10 %: crosses the spread and trades
      const price = side === 'buy' ? MID + cross : MID + 1 - cross;
      const userId = 800_000 + rng.int(1_000_000);
      open.push([userId, h.limit(SYMBOL, side, price, 1000 + rng.int(50_000), userId)]);
    }
  }
}

describe('depth streams', () => {
  let h: PublisherHarness;
  beforeEach(() => {
    h = publisherHarness();
  });

  for (const precision of [2, 0, -1]) {
    it(`should keep a client book equal to the engine's at precision ${precision}, seq +1 and checksum matching every message`, () => {
      const step = 10 ** (2 - precision);
      const rng = new Prng(41 + precision);
      const open: Array<[number, number]> = [];
      churn(h, rng, open, 300);
      const a = new Collector();
      const book = new LocalBook();
      h.publisher.subscribe(a, { ch: 'depth', symbol: SYMBOL, precision, step });
      let applied = 0;
      for (let tick = 0; tick < 120; tick++) {
        churn(h, rng, open, rng.int(12));
        h.publisher.tick();
        for (const m of a.of('depth')) {
          book.apply(m as DepthMessage); // throws on a seq gap or a checksum mismatch
          applied++;
        }
        a.clear();
        const want = truth(h, step);
        expect(book.side('bids')).toEqual(want.bids);
        expect(book.side('asks')).toEqual(want.asks);
        if (tick % 20 === 0) {
          // a subscriber arriving now gets the same book at the same seq
          const b = new Collector();
          h.publisher.subscribe(b, { ch: 'depth', symbol: SYMBOL, precision, step });
          const snap = b.of('depth')[0] as DepthSnapshot;
          expect(snap).toMatchObject({ type: 'snapshot', seq: book.seq, checksum: book.checksum(), step, pricePrecision: 2, countPrecision: 6 });
          expect(snap.bids).toEqual(book.side('bids'));
          expect(snap.asks).toEqual(book.side('asks'));
          h.publisher.unsubscribe(b, { ch: 'depth', symbol: SYMBOL, precision, step });
        }
      }
      expect(applied).toBeGreaterThan(60);
      expect(book.side('bids').every((x, i) => i % 2 === 1 || x % step === 0)).toBe(true);
    });
  }

  it('should send levels leaving the 200-level window as deletions', () => {
    const a = new Collector();
    for (let i = 0; i < 201; i++) h.limit(SYMBOL, 'buy', MID - 1000 - i, 1000);
    h.publisher.subscribe(a, { ch: 'depth', symbol: SYMBOL, precision: 2, step: 1 });
    const snap = a.of('depth')[0];
    expect(snap.bids.length).toBe(400);
    expect(snap.bids[398]).toBe(MID - 1199);
    h.limit(SYMBOL, 'buy', MID - 10, 7000); // a better bid pushes the 200th out
    h.publisher.tick();
    expect(a.of('depth')[1]).toMatchObject({ type: 'update', seq: snap.seq + 1, bids: [MID - 10, 7000, MID - 1199, 0], asks: [] });
  });

  it('should send nothing when nothing changed and do no work without subscribers', () => {
    const a = new Collector();
    h.limit(SYMBOL, 'sell', MID + 5, 3000);
    h.publisher.subscribe(a, { ch: 'depth', symbol: SYMBOL, precision: 2, step: 1 });
    h.publisher.tick();
    h.publisher.tick();
    expect(a.messages).toHaveLength(1); // the snapshot only
    h.publisher.unsubscribe(a, { ch: 'depth', symbol: SYMBOL, precision: 2, step: 1 });
    h.limit(SYMBOL, 'sell', MID + 6, 3000);
    h.publisher.tick();
    expect(a.messages).toHaveLength(1);
    expect(h.publisher.stats.take().frames).toBe(1);
  });

  it('should resend a snapshot when a subscriber subscribes again (resync)', () => {
    const a = new Collector();
    h.limit(SYMBOL, 'sell', MID + 5, 3000);
    h.publisher.subscribe(a, { ch: 'depth', symbol: SYMBOL, precision: 2, step: 1 });
    h.limit(SYMBOL, 'sell', MID + 6, 4000);
    h.publisher.tick();
    h.publisher.subscribe(a, { ch: 'depth', symbol: SYMBOL, precision: 2, step: 1 });
    expect(a.of('depth').map((m) => [m.type, m.seq])).toEqual([['snapshot', 1], ['update', 2], ['snapshot', 2]]);
    expect(h.publisher.subscriptionCount(a)).toBe(1);
  });
});
