/**
 * The book conformance table: one list of cases every OrderBook must pass (the reference book,
 * the wasm release build and its portable JS twin — conformance.test.ts runs them all). Each
 * case applies operations and states what the book must then answer. Prices are ticks, sizes
 * lots; levels are flat [price, size …]. Rows are [price, size, cumulative].
 */
import type { Amount, BookSide } from './types';

/** A snapshot or update (with the rejected count it must return), or a top() at a step that makes the step live. */
export type Op =
  | { snapshot: [number[], number[]]; rejected?: number }
  | { update: [number[], number[]]; rejected?: number }
  | { touch: number };

export interface Expect {
  bestBid?: number;
  bestAsk?: number;
  levels?: [number, number];
  /** Top rows at a step (n rows asked). */
  top?: { step: number; n: number; bids: number[][]; asks: number[][] }[];
  /** Levels the checksum covers, best first (the case states them; the test computes the CRC). */
  checksumOf?: [number[], number[]];
  sweep?: { side: BookSide; n: number; step: number; is: [number, number, number, number] }[];
  worst?: { order: 'buy' | 'sell'; amount: Amount; is: number }[];
}

export interface Case {
  name: string;
  ops: Op[];
  expect: Expect;
}

const BIG = 2 ** 53 - 1;

/** A ladder of `n` levels from `from`, `gap` ticks apart, sizes 1, 2, 3 … */
function ladder(from: number, n: number, gap: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(from + i * gap, i + 1);
  return out;
}

/** Updates moving the best bid and ask up by 1,000 ticks each time, `n` times. */
function drift(n: number): Op[] {
  const ops: Op[] = [];
  for (let k = 1; k <= n; k++) {
    const bid = 1_000_000 + 1000 * k;
    ops.push({ update: [[bid - 1000, 0, bid, 5], [bid + 100 - 1000, 0, bid + 100, 5]] });
  }
  return ops;
}

export const CASES: Case[] = [
  {
    name: 'an empty book answers NaN and nothing',
    ops: [],
    expect: {
      bestBid: NaN, bestAsk: NaN, levels: [0, 0],
      top: [{ step: 1, n: 5, bids: [], asks: [] }, { step: 100, n: 5, bids: [], asks: [] }],
      checksumOf: [[], []],
      sweep: [{ side: 0, n: 5, step: 1, is: [NaN, 0, 0, 0] }],
      worst: [{ order: 'buy', amount: { size: 1 }, is: NaN }, { order: 'sell', amount: { notional: 1 }, is: NaN }],
    },
  },
  {
    name: 'a snapshot in any order is sorted, best first, with cumulative sizes',
    ops: [{ snapshot: [[99, 3, 100, 5, 97, 1], [103, 2, 101, 4, 102, 1]] }],
    expect: {
      bestBid: 100, bestAsk: 101, levels: [3, 3],
      top: [{ step: 1, n: 10, bids: [[100, 5, 5], [99, 3, 8], [97, 1, 9]], asks: [[101, 4, 4], [102, 1, 5], [103, 2, 7]] }],
      checksumOf: [[100, 5, 99, 3, 97, 1], [101, 4, 102, 1, 103, 2]],
    },
  },
  {
    name: 'updates set, change and delete levels; deleting an absent level changes nothing',
    ops: [
      { snapshot: [[100, 5, 99, 3], [101, 4, 102, 1]] },
      { update: [[100, 7, 99, 0, 98, 2, 50, 0], [102, 0, 105, 9, 1000, 0]] },
    ],
    expect: {
      bestBid: 100, bestAsk: 101, levels: [2, 2],
      top: [{ step: 1, n: 10, bids: [[100, 7, 7], [98, 2, 9]], asks: [[101, 4, 4], [105, 9, 13]] }],
    },
  },
  {
    name: 'a later level at the same price wins; zero sizes in a snapshot are ignored',
    ops: [{ snapshot: [[100, 5, 100, 6, 90, 0], [110, 1, 110, 0]] }],
    expect: { bestBid: 100, bestAsk: NaN, levels: [1, 0], top: [{ step: 1, n: 3, bids: [[100, 6, 6]], asks: [] }] },
  },
  {
    name: 'a snapshot replaces the whole book, grouped views included',
    ops: [
      { snapshot: [[100, 5, 95, 3], [105, 4]] },
      { touch: 10 },
      { update: [[94, 1], []] },
      { snapshot: [[200, 1], [300, 2]] },
    ],
    expect: { bestBid: 200, bestAsk: 300, levels: [1, 1], top: [{ step: 10, n: 5, bids: [[200, 1, 1]], asks: [[300, 2, 2]] }] },
  },
  {
    name: 'bids group down and asks group up; prices on a step boundary stay',
    ops: [{ snapshot: [[100, 1, 99, 2, 91, 3, 90, 4, 89, 5], [100, 1, 101, 2, 110, 3, 111, 4]] }],
    expect: {
      top: [
        { step: 10, n: 10, bids: [[100, 1, 1], [90, 9, 10], [80, 5, 15]], asks: [[100, 1, 1], [110, 5, 6], [120, 4, 10]] },
        { step: 100, n: 10, bids: [[100, 1, 1], [0, 14, 15]], asks: [[100, 1, 1], [200, 9, 10]] },
        { step: 1000, n: 1, bids: [[0, 15, 15]], asks: [[1000, 10, 10]] },
        { step: 3, n: 2, bids: [[99, 3, 3], [90, 7, 10]], asks: [[102, 3, 3], [111, 7, 10]] },
      ],
    },
  },
  {
    name: 'grouped totals follow updates, deletes and regrouping at several steps',
    ops: [
      { snapshot: [[100, 1, 99, 2, 91, 3], [101, 2, 109, 3]] },
      { touch: 10 },
      { touch: 5 },
      { update: [[99, 0, 95, 7, 100, 0], [101, 0, 110, 1]] },
    ],
    expect: {
      bestBid: 95, bestAsk: 109,
      top: [
        { step: 10, n: 5, bids: [[90, 10, 10]], asks: [[110, 4, 4]] },
        { step: 5, n: 5, bids: [[95, 7, 7], [90, 3, 10]], asks: [[110, 4, 4]] },
        { step: 1, n: 5, bids: [[95, 7, 7], [91, 3, 10]], asks: [[109, 3, 3], [110, 1, 4]] },
      ],
    },
  },
  {
    name: 'top asks for fewer rows than the book has; n = 0 gives none',
    ops: [{ snapshot: [ladder(1000, 10, -1), ladder(1001, 10, 1)] }],
    expect: {
      top: [
        { step: 1, n: 2, bids: [[1000, 1, 1], [999, 2, 3]], asks: [[1001, 1, 1], [1002, 2, 3]] },
        { step: 1, n: 0, bids: [], asks: [] },
        { step: 5, n: 2, bids: [[1000, 1, 1], [995, 20, 21]], asks: [[1005, 15, 15], [1010, 40, 55]] },
      ],
    },
  },
  {
    name: 'a crossed book is kept as given',
    ops: [{ snapshot: [[105, 1, 100, 2], [101, 3, 106, 4]] }],
    expect: { bestBid: 105, bestAsk: 101, top: [{ step: 1, n: 5, bids: [[105, 1, 1], [100, 2, 3]], asks: [[101, 3, 3], [106, 4, 7]] }] },
  },
  {
    name: 'a wide book: prices from 1 tick to 2^53 - 1, huge and tiny sizes',
    ops: [{ snapshot: [[1, 1, BIG, 2 ** 40, 2 ** 32, 3], [BIG, 1, 2 ** 31 + 1, 2 ** 44, 7, 1]] }],
    expect: {
      bestBid: BIG, bestAsk: 7, levels: [3, 3],
      top: [
        { step: 1, n: 5, bids: [[BIG, 2 ** 40, 2 ** 40], [2 ** 32, 3, 2 ** 40 + 3], [1, 1, 2 ** 40 + 4]], asks: [[7, 1, 1], [2 ** 31 + 1, 2 ** 44, 2 ** 44 + 1], [BIG, 1, 2 ** 44 + 2]] },
        { step: 2 ** 32, n: 5, bids: [[BIG - (2 ** 32 - 1), 2 ** 40, 2 ** 40], [2 ** 32, 3, 2 ** 40 + 3], [0, 1, 2 ** 40 + 4]], asks: [[2 ** 32, 2 ** 44 + 1, 2 ** 44 + 1], [2 ** 53, 1, 2 ** 44 + 2]] },
      ],
      checksumOf: [[BIG, 2 ** 40, 2 ** 32, 3, 1, 1], [7, 1, 2 ** 31 + 1, 2 ** 44, BIG, 1]],
    },
  },
  {
    name: 'invalid levels are rejected and change nothing',
    ops: [
      { snapshot: [[100, 5], [101, 5]] },
      { update: [[0, 1, -5, 1, 100.5, 1, NaN, 1, Infinity, 1, 2 ** 53, 1, 99, -1, 98, 0.5, 97, NaN, 96, 2 ** 53], [101, 1e300, 102, -0.1]], rejected: 12 },
    ],
    expect: { bestBid: 100, bestAsk: 101, levels: [1, 1], top: [{ step: 1, n: 5, bids: [[100, 5, 5]], asks: [[101, 5, 5]] }] },
  },
  {
    name: 'the checksum covers the best 25 levels a side, the longer side alone past the shorter',
    ops: [{ snapshot: [ladder(1000, 30, -1), ladder(1001, 3, 2)] }],
    expect: { checksumOf: [ladder(1000, 25, -1), ladder(1001, 3, 2)] },
  },
  {
    name: 'sweep gives the average price, total and notional of the first rows',
    ops: [{ snapshot: [[100, 1, 99, 2, 91, 3], [101, 2, 109, 3, 120, 5]] }],
    expect: {
      sweep: [
        { side: 0, n: 2, step: 1, is: [(100 + 198) / 3, 3, 298, 2] },
        { side: 1, n: 2, step: 10, is: [(110 * 5 + 120 * 5) / 10, 10, 1150, 2] },
        { side: 1, n: 9, step: 1, is: [(202 + 327 + 600) / 10, 10, 1129, 3] },
        { side: 0, n: 0, step: 1, is: [NaN, 0, 0, 0] },
      ],
    },
  },
  {
    name: 'worstPrice walks the opposite side until the size or notional is reached',
    ops: [{ snapshot: [[100, 1, 99, 2, 91, 3], [101, 2, 109, 3, 120, 5]] }],
    expect: {
      worst: [
        { order: 'buy', amount: { size: 1 }, is: 101 },
        { order: 'buy', amount: { size: 2 }, is: 101 },
        { order: 'buy', amount: { size: 3 }, is: 109 },
        { order: 'buy', amount: { size: 10 }, is: 120 },
        { order: 'buy', amount: { size: 11 }, is: NaN },
        { order: 'sell', amount: { size: 4 }, is: 91 },
        { order: 'sell', amount: { notional: 298 }, is: 99 },
        { order: 'sell', amount: { notional: 299 }, is: 91 },
        { order: 'buy', amount: { notional: 202 + 327 + 600 }, is: 120 },
        { order: 'buy', amount: { notional: 1130 }, is: NaN },
        { order: 'buy', amount: { size: 0 }, is: NaN },
        { order: 'sell', amount: { notional: -1 }, is: NaN },
      ],
    },
  },
  {
    name: 'grouping steps beyond the live slots are rebuilt and stay right',
    ops: [
      { snapshot: [ladder(10_000, 40, -7), ladder(10_001, 40, 7)] },
      { touch: 2 }, { touch: 3 }, { touch: 5 }, { touch: 10 }, { touch: 20 }, { touch: 50 },
      { update: [[10_000, 0, 9_999, 100], [10_001, 0, 10_002, 100]] },
      { touch: 2 },
      { update: [[9_993, 0], [10_008, 0]] },
    ],
    expect: {
      bestBid: 9_999, bestAsk: 10_002, levels: [39, 39],
      top: [
        { step: 2, n: 2, bids: [[9_998, 100, 100], [9_986, 3, 103]], asks: [[10_002, 100, 100], [10_016, 3, 103]] },
        { step: 50, n: 1, bids: [[9_950, 133, 133]], asks: [[10_050, 133, 133]] },
      ],
    },
  },
  {
    name: 'a book larger than one input chunk, wider than the dense window',
    ops: [{ snapshot: [ladder(5_000_000, 6000, -30), ladder(5_000_001, 6000, 30)] }],
    expect: {
      levels: [6000, 6000], bestBid: 5_000_000, bestAsk: 5_000_001,
      top: [{ step: 1, n: 2, bids: [[5_000_000, 1, 1], [4_999_970, 2, 3]], asks: [[5_000_001, 1, 1], [5_000_031, 2, 3]] }],
      worst: [
        { order: 'buy', amount: { size: 6000 * 6001 / 2 }, is: 5_000_001 + 5999 * 30 },
        { order: 'sell', amount: { size: 6000 * 6001 / 2 }, is: 5_000_000 - 5999 * 30 },
      ],
    },
  },
  {
    name: 'a touch that drifts far (300,000 ticks) keeps every level',
    ops: [
      { snapshot: [[1_000_000, 5, 999_000, 7], [1_000_100, 5, 1_001_100, 7]] },
      { touch: 1000 },
      ...drift(300),
    ],
    expect: {
      levels: [2, 1], bestBid: 1_300_000, bestAsk: 1_300_100,
      top: [
        { step: 1, n: 5, bids: [[1_300_000, 5, 5], [999_000, 7, 12]], asks: [[1_300_100, 5, 5]] },
        { step: 1000, n: 5, bids: [[1_300_000, 5, 5], [999_000, 7, 12]], asks: [[1_301_000, 5, 5]] },
      ],
    },
  },
];
