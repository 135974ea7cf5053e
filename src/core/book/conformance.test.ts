import { beforeAll, describe, expect, it } from 'vitest';
import { loadPortableBooks, loadWasmBooks } from '../../../scripts/book';
import { bookChecksum } from '../checksum';
import { CASES, type Case } from './conformance.cases';
import { ReferenceBook } from './reference-book';
import { SWEEP_LENGTH, topLength, type OrderBook } from './types';
import type { BookModule } from './wasm-book';

// One table, three engines: the reference book, the wasm release build (build/book.wasm) and
// the same source as portable JS (build/book.portable.js).
const modules: Record<string, BookModule> = {};
beforeAll(async () => {
  modules.wasm = await loadWasmBooks();
  modules['wasm-js'] = await loadPortableBooks();
});

const engines: [string, () => OrderBook][] = [
  ['reference', () => new ReferenceBook()],
  ['wasm', () => modules.wasm.createBook()],
  ['wasm-js', () => modules['wasm-js'].createBook()],
];

function rows(out: Float64Array, at: number, n: number): number[][] {
  const r: number[][] = [];
  for (let i = 0; i < n; i++) r.push([out[at + 3 * i], out[at + 3 * i + 1], out[at + 3 * i + 2]]);
  return r;
}

function run(book: OrderBook, c: Case): void {
  for (const op of c.ops) {
    if ('touch' in op) book.top(op.touch, 1, new Float64Array(topLength(1)));
    else {
      const rejected = 'snapshot' in op ? book.snapshot(...op.snapshot) : book.update(...op.update);
      expect(rejected).toBe(op.rejected ?? 0);
    }
  }
  const e = c.expect;
  if (e.bestBid !== undefined) expect(book.bestBid()).toBe(e.bestBid);
  if (e.bestAsk !== undefined) expect(book.bestAsk()).toBe(e.bestAsk);
  if (e.levels) expect([book.levels(0), book.levels(1)]).toEqual(e.levels);
  for (const t of e.top ?? []) {
    const out = new Float64Array(topLength(t.n));
    const total = book.top(t.step, t.n, out);
    expect({ step: t.step, bids: rows(out, 2, out[0]), asks: rows(out, 2 + 3 * t.n, out[1]) }).toEqual({ step: t.step, bids: t.bids, asks: t.asks });
    expect(total).toBe(t.bids.length + t.asks.length);
  }
  if (e.checksumOf) expect(book.checksum()).toBe(bookChecksum(e.checksumOf[0], e.checksumOf[1]));
  for (const s of e.sweep ?? []) {
    const out = new Float64Array(SWEEP_LENGTH);
    const avg = book.sweep(s.side, s.n, s.step, out);
    expect([...out]).toEqual(s.is);
    expect(avg).toBe(s.is[0]);
  }
  for (const w of e.worst ?? []) expect({ ...w, is: book.worstPrice(w.order, w.amount) }).toEqual(w);
}

describe.each(engines)('order book conformance: %s', (engine, make) => {
  it.each(CASES.map((c) => [c.name, c] as const))('should pass: %s', (_name, c) => {
    const book = make();
    try {
      run(book, c);
    } finally {
      book.dispose();
    }
  });

  it('should refuse a grouping step that is not a whole number of ticks, and odd level arrays', () => {
    const book = make();
    expect(() => book.top(0, 1, new Float64Array(topLength(1)))).toThrow(RangeError);
    expect(() => book.top(1.5, 1, new Float64Array(topLength(1)))).toThrow(RangeError);
    expect(() => book.top(1, 5, new Float64Array(topLength(4)))).toThrow(RangeError);
    expect(() => book.update([100], [])).toThrow(RangeError);
    book.dispose();
  });

  it('should keep books apart', () => {
    const a = make();
    const b = make();
    a.snapshot([100, 1], [101, 1]);
    b.snapshot([200, 2], [201, 2]);
    a.update([100, 0], []);
    expect([a.bestBid(), a.bestAsk(), b.bestBid(), b.bestAsk()]).toEqual([NaN, 101, 200, 201]);
    a.dispose();
    b.dispose();
  });
});

describe('wasm book memory', () => {
  it('should return every trie node to the pool when books are emptied or disposed', () => {
    const m = modules.wasm;
    const before = m.nodes();
    const book = m.createBook();
    const wide: number[] = [];
    for (let i = 0; i < 3000; i++) wide.push(1 + i * 7919, 1 + i);
    book.snapshot(wide, wide.map((v, i) => (i % 2 === 0 ? v + 5_000_000_000 : v)));
    book.top(100, 10, new Float64Array(topLength(10)));
    expect(m.nodes()).toBeGreaterThan(before);
    book.snapshot([], []);
    expect(m.nodes()).toBe(before);
    book.update(wide, []);
    book.dispose();
    expect(m.nodes()).toBe(before);
  });
});
