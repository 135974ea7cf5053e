import { beforeAll, describe, expect, it } from 'vitest';
import { loadPortableBooks, loadWasmBooks } from '../../../scripts/book';
import { ReferenceBook } from './reference-book';
import { SWEEP_LENGTH, topLength, type OrderBook } from './types';
import type { BookModule } from './wasm-book';
import { prng } from '../prng';

// Random operations on the wasm book and the reference book side by side; after every one,
// every output must be identical: best prices, level counts, checksum, a grouped top at a
// random step, a sweep and worst prices. Regimes: dense books around a mid price, a drifting
// mid (the wasm book's windows move), wide books up to 2^53, tiny prices, crossed books; sizes
// tiny to huge (2^40); deletes of absent levels; invalid levels.


const STEPS = [1, 1, 2, 3, 7, 10, 100, 1000, 12_345, 2 ** 20, 2 ** 33];
type Regime = 'dense' | 'drift' | 'wide' | 'tiny' | 'crossed';
const REGIMES: Regime[] = ['dense', 'dense', 'drift', 'wide', 'tiny', 'crossed'];

class Gen {
  regime: Regime = 'dense';
  mid = 5_000_000;
  constructor(readonly r: () => number) {}
  int(n: number): number {
    return Math.floor(this.r() * n);
  }
  price(side: 0 | 1): number {
    const r = this.r;
    switch (this.regime) {
      case 'wide': return 1 + Math.floor(r() * (2 ** 53 - 2));
      case 'tiny': return 1 + this.int(64);
      case 'crossed': return Math.max(1, this.mid + this.int(400) - 200);
      default: {
        const depth = r() < 0.9 ? this.int(300) : this.int(200_000);
        return Math.max(1, side === 0 ? this.mid - depth : this.mid + 1 + depth);
      }
    }
  }
  size(): number {
    const x = this.r();
    if (x < 0.3) return 0;
    if (x < 0.5) return 1 + this.int(10);
    if (x < 0.95) return 1 + this.int(1_000_000);
    return 1 + Math.floor(this.r() * 2 ** 40);
  }
  levels(n: number, side: 0 | 1, allowInvalid: boolean): number[] {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      if (allowInvalid && this.r() < 0.05) out.push(...[[0, 1], [1.5, 1], [10, -1], [NaN, 1], [2 ** 53, 1], [10, 0.25]][this.int(6)]);
      else out.push(this.price(side), this.size());
    }
    return out;
  }
}

function same(a: number, b: number): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

/** Compares every output of two books; returns a description of the first difference. */
function compare(g: Gen, a: OrderBook, b: OrderBook, outA: Float64Array, outB: Float64Array): string | null {
  if (!same(a.bestBid(), b.bestBid()) || !same(a.bestAsk(), b.bestAsk())) return `best ${a.bestBid()}/${a.bestAsk()} vs ${b.bestBid()}/${b.bestAsk()}`;
  if (a.levels(0) !== b.levels(0) || a.levels(1) !== b.levels(1)) return `levels ${a.levels(0)}/${a.levels(1)} vs ${b.levels(0)}/${b.levels(1)}`;
  if (a.checksum() !== b.checksum()) return 'checksum';
  const step = STEPS[g.int(STEPS.length)];
  const n = g.int(60);
  const ta = a.top(step, n, outA);
  const tb = b.top(step, n, outB);
  if (ta !== tb || outA[0] !== outB[0] || outA[1] !== outB[1]) return `top counts at step ${step}`;
  for (let i = 2; i < 2 + 3 * outA[0]; i++) if (outA[i] !== outB[i]) return `top bids at step ${step}, slot ${i}`;
  for (let i = 2 + 3 * n; i < 2 + 3 * n + 3 * outA[1]; i++) if (outA[i] !== outB[i]) return `top asks at step ${step}, slot ${i}`;
  const side = g.int(2) as 0 | 1;
  const rows = g.int(40);
  a.sweep(side, rows, step, outA);
  b.sweep(side, rows, step, outB);
  for (let i = 0; i < SWEEP_LENGTH; i++) if (!same(outA[i], outB[i])) return `sweep ${side} ${rows} ${step}`;
  const order = side === 0 ? 'sell' : 'buy';
  const amount = g.r() < 0.5 ? { size: g.int(3_000_000) } : { notional: Math.floor(g.r() * 2 ** 52) };
  if (!same(a.worstPrice(order, amount), b.worstPrice(order, amount))) return `worstPrice ${order} ${JSON.stringify(amount)}`;
  return null;
}

function run(seed: number, ops: number, a: OrderBook, b: OrderBook): void {
  const g = new Gen(prng(seed));
  const outA = new Float64Array(topLength(64));
  const outB = new Float64Array(topLength(64));
  for (let op = 0; op < ops; op++) {
    const x = g.r();
    if (op % 500 === 0) g.regime = REGIMES[g.int(REGIMES.length)];
    if (g.regime === 'drift') g.mid = Math.max(300_000, g.mid + g.int(40_001) - 20_000);
    let ra: number;
    let rb: number;
    if (x < 0.02 || op === 0) {
      const bids = g.levels(g.int(120), 0, false);
      const asks = g.levels(g.int(120), 1, false);
      ra = a.snapshot(bids, asks);
      rb = b.snapshot(bids, asks);
    } else {
      const invalid = x > 0.99;
      const bids = g.levels(g.int(9), 0, invalid);
      const asks = g.levels(g.int(9), 1, invalid);
      ra = a.update(bids, asks);
      rb = b.update(bids, asks);
    }
    const diff = ra !== rb ? `rejected ${ra} vs ${rb}` : compare(g, a, b, outA, outB);
    if (diff !== null) expect.fail(`seed ${seed}, op ${op} (${g.regime}): ${diff}`);
  }
}

describe('order book properties: wasm against the reference', () => {
  let wasm: BookModule;
  let portable: BookModule;
  beforeAll(async () => {
    wasm = await loadWasmBooks();
    portable = await loadPortableBooks();
  });

  it('should agree on every output over 100,000 random operations', () => {
    const nodes = wasm.nodes();
    for (let seed = 1; seed <= 4; seed++) {
      const w = wasm.createBook();
      run(seed, 25_000, w, new ReferenceBook());
      w.dispose();
    }
    expect(wasm.nodes()).toBe(nodes);
  }, 180_000); // about 10 s alone, 35 s with the suite's other files on 2 cores: the operations are the test

  it('should agree for the portable JS build too (10,000 operations)', () => {
    const w = portable.createBook();
    run(99, 10_000, w, new ReferenceBook());
    w.dispose();
  }, 120_000);
});
