import { describe, expect, it } from 'vitest';
import { applyKline, batchProblem, candleProblem, frontAdded, lowerBound, mergeHistory, toColumns, type Candle } from './series';
import { fillQuietBuckets } from './series-live';

const M = 60_000;
/** A flat-ish candle at minute `i` with close `c` and volume `v`. */
const k = (i: number, c = 100 + i, v = 1): Candle => [i * M, c, c + 1, c - 1, c, v];
const starts = (s: readonly Candle[]) => s.map((c) => c[0] / M);

describe('candleProblem', () => {
  it('should accept a sound candle and name what is wrong with a bad one', () => {
    expect(candleProblem(k(1))).toBeUndefined();
    expect(candleProblem([1, 2, 3])).toMatch(/start, open, high/);
    expect(candleProblem([0, 1, 2, 0, 1, Number.NaN])).toMatch(/finite/);
    expect(candleProblem([0, 5, 2, 0, 1, 1])).toMatch(/within low..high/);
    expect(candleProblem([0, 1, 2, 0, 1, -1])).toMatch(/negative volume/);
    expect(candleProblem([1.5, 1, 2, 0, 1, 1])).toMatch(/bad candle start/);
  });
  it('should refuse a whole batch for one bad candle', () => {
    expect(batchProblem([k(1), k(2)])).toBeUndefined();
    expect(batchProblem([k(1), [0, 1, 2, 0, 1, -1]])).toMatch(/negative/);
  });
});

describe('applyKline', () => {
  it('should replace the live candle in place and say only it changed', () => {
    const s = [k(1), k(2), k(3)];
    const held = s[0];
    expect(applyKline(s, [k(3, 200, 5)])).toBe(2);
    expect(s[2]).toEqual(k(3, 200, 5));
    expect(s[0]).toBe(held);
  });
  it('should close the old candle and open the next one at a bucket change', () => {
    const s = [k(1), k(2)];
    expect(applyKline(s, [k(2, 150, 9), k(3, 151, 1)])).toBe(1);
    expect(starts(s)).toEqual([1, 2, 3]);
    expect(s[1][4]).toBe(150);
  });
  it('should report nothing changed for a repeated candle (snapshot then update)', () => {
    const s = [k(1), k(2)];
    expect(applyKline(s, [k(2)])).toBe(2);
  });
  it('should upsert a snapshot that overlaps the held series, message winning, no duplicate', () => {
    const s = [k(3), k(4), k(5)];
    const at = applyKline(s, [k(1), k(4, 90, 1), k(6)]);
    expect(starts(s)).toEqual([1, 3, 4, 5, 6]);
    expect(s[2][4]).toBe(90);
    expect(at).toBe(0);
  });
  it('should not alias the caller\'s tuples', () => {
    const msg = [k(1)];
    const s: Candle[] = [];
    applyKline(s, msg);
    msg[0][4] = -1;
    expect(s[0][4]).toBe(101);
  });
});

describe('mergeHistory', () => {
  it('should prepend an older page with no hole and no duplicate', () => {
    const s = [k(10), k(11), k(12)];
    const page = [k(7), k(8), k(9), k(10), k(11)];
    expect(mergeHistory(s, page)).toBe(0);
    expect(starts(s)).toEqual([7, 8, 9, 10, 11, 12]);
  });
  it('should fill the gap after a reconnect between the held candles and the new ones', () => {
    // held 1..3 before the drop, the stream resumed at 8, the REST fill brings 2..8
    const s = [k(1), k(2), k(3), k(8)];
    const fill = [2, 3, 4, 5, 6, 7, 8].map((i) => k(i));
    const at = mergeHistory(s, fill);
    expect(starts(s)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(at).toBe(3);
  });
  it('should keep the later state of a bucket: the one with more volume', () => {
    const s = [k(1), k(2, 120, 10)];
    // a REST page read before the last trades of the live candle
    mergeHistory(s, [k(1), k(2, 110, 4)]);
    expect(s[1]).toEqual(k(2, 120, 10));
    // a page that saw more trades than the stream so far
    mergeHistory(s, [k(2, 130, 12)]);
    expect(s[1]).toEqual(k(2, 130, 12));
  });
  it('should take an unsorted page with repeated starts as one candle a start', () => {
    const s = [k(5)];
    mergeHistory(s, [k(3), k(1), k(3), k(2)]);
    expect(starts(s)).toEqual([1, 2, 3, 5]);
  });
  it('should change nothing for a page it already holds', () => {
    const s = [k(1), k(2), k(3)];
    expect(mergeHistory(s, [k(1), k(2)])).toBe(3);
    expect(starts(s)).toEqual([1, 2, 3]);
  });
});

describe('frontAdded', () => {
  it('should count the candles an older page and its quiet fillers put in front of the held ones', () => {
    const s = [k(10), k(11), k(12)];
    const head = s[0];
    const page = [k(5), k(6), k(8)];
    fillQuietBuckets(s, '1', mergeHistory(s, page));
    expect(starts(s)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    expect(frontAdded(s, head, page)).toBe(5);
  });
  it('should answer -1 when the page reached the held candles, or the first one is gone', () => {
    const s = [k(10), k(11)];
    const head = s[0];
    const page = [k(9), k(10, 130, 5)];
    mergeHistory(s, page);
    // the page's state of minute 10 replaced the held one: not candles in front only
    expect(frontAdded(s, head, page)).toBe(-1);
    expect(frontAdded([k(9), k(10)], k(10), [k(9)])).toBe(-1);
    expect(frontAdded([], undefined, [k(9)])).toBe(-1);
  });
});

describe('lowerBound and toColumns', () => {
  it('should find the first candle at or after a start', () => {
    const s = [k(1), k(3), k(5)];
    expect(lowerBound(s, 3 * M)).toBe(1);
    expect(lowerBound(s, 4 * M)).toBe(2);
    expect(lowerBound(s, 9 * M)).toBe(3);
  });
  it('should give uPlot columns with time in seconds', () => {
    const cols = toColumns([k(1), k(2)]);
    expect(cols[0]).toEqual([60, 120]);
    expect(cols[4]).toEqual([101, 102]);
    expect(cols[5]).toEqual([1, 1]);
  });
});
