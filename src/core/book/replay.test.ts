import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadWasmBooks, parseLines, readLines, replay } from '../../../scripts/book';
import { FeedError, parseFeedLine, sniffFormat } from './feed';
import { ReferenceBook } from './reference-book';
import { Replayer, replayEvents, stepTicks } from './replay';
import { topLength } from './types';

// The recorded market is test data of the repository (tests/data/README.md).
const DATA = fileURLToPath(new URL('../../../tests/data', import.meta.url));
const NATIVE = `${DATA}/btcusdt-20240808.feed.jsonl.gz`;
const BITMART = `${DATA}/btcusdt-20240808.bitmart.jsonl.gz`;

const meta = '{"type":"meta","symbol":"X_Y","pricePrecision":2,"countPrecision":3}';
const book = (type: string, seq: number, bids: string[][], asks: string[][] = []) => JSON.stringify({ type, seq, bids, asks });

function run(lines: string[], opts = {}) {
  return replayEvents(parseLines(lines, sniffFormat(lines)), new ReferenceBook(), opts);
}

describe('replay of the recorded BTCUSDT market', () => {
  it('should give the same book from both engines and both formats', async () => {
    const views = await Promise.all([
      replay({ file: NATIVE, engine: 'wasm', depth: 50 }),
      replay({ file: BITMART, engine: 'wasm', depth: 50 }),
      replay({ file: NATIVE, engine: 'ref', depth: 50 }),
      replay({ file: BITMART, engine: 'ref', depth: 50, format: 'bitmart' }),
    ]);
    const lines = views.map((v) => JSON.stringify(v));
    expect(new Set(lines).size).toBe(1);
    const v = views[0];
    expect(v.synced).toBe(true);
    expect(v.seq).toBe(3450);
    expect(v.bids[0]).toEqual(['61685.99', '1.00870', '1.00870']);
    expect(v.asks[0]).toEqual(['61686.00', '2.29327', '2.29327']);
    expect(v.bids.length).toBe(50);
  });

  it('should keep the wasm book equal to the reference after every message of the stream', async () => {
    const lines = readLines(NATIVE);
    const events = parseLines(lines, 'native');
    const precisions = { price: 2, size: 5 };
    const w = new Replayer((await loadWasmBooks()).createBook(), precisions);
    const r = new Replayer(new ReferenceBook(), precisions);
    const steps = [1, 10, 100, 1000];
    const a = new Float64Array(topLength(25));
    const b = new Float64Array(topLength(25));
    let compared = 0;
    for (const { line, ev } of events) {
      if (ev.kind !== 'book') continue;
      w.apply(ev, line);
      r.apply(ev, line);
      const step = steps[compared++ % steps.length];
      w.book.top(step, 25, a);
      r.book.top(step, 25, b);
      expect(w.book.checksum(), `line ${line}`).toBe(r.book.checksum());
      expect([...a.slice(0, 2 + 3 * a[0])], `bids at line ${line}, step ${step}`).toEqual([...b.slice(0, 2 + 3 * b[0])]);
      expect([...a.slice(77, 77 + 3 * a[1])], `asks at line ${line}, step ${step}`).toEqual([...b.slice(77, 77 + 3 * b[1])]);
    }
    expect(compared).toBe(3450);
    w.book.dispose();
  });

  it('should group at a decimal step the same way in both engines', async () => {
    const [w, r] = await Promise.all([replay({ file: NATIVE, group: '10' }), replay({ file: BITMART, group: '10', engine: 'ref' })]);
    expect(w).toEqual(r);
    expect(w.bids[0][0]).toBe('61680.00');
    expect(w.asks[0][0]).toBe('61690.00');
    expect(w.bids.length).toBe(20);
  });
});

describe('replay rules', () => {
  it('should ignore duplicates and drop the book on a gap until the next snapshot', () => {
    const base = [meta, book('snapshot', 5, [['1.00', '2.000']], [['1.10', '1.000']]), book('update', 6, [['0.90', '1']])];
    expect(run(base)).toEqual({ synced: true, seq: 6, bids: [['1.00', '2.000', '2.000'], ['0.90', '1.000', '3.000']], asks: [['1.10', '1.000', '1.000']] });
    expect(run([...base, book('update', 6, [['0.90', '9']]), book('update', 3, [['0.80', '9']])]).bids).toHaveLength(2);
    const gap = run([...base, book('update', 8, [['0.80', '1']])]);
    expect(gap).toEqual({ synced: false, seq: 6, bids: [], asks: [] });
    expect(run([...base, book('update', 8, []), book('update', 9, [['0.80', '1']])]).synced).toBe(false);
    const resync = run([...base, book('update', 8, []), book('snapshot', 2, [['0.50', '1']]), book('update', 3, [['0.40', '1']])]);
    expect(resync).toEqual({ synced: true, seq: 3, bids: [['0.50', '1.000', '1.000'], ['0.40', '1.000', '2.000']], asks: [] });
  });

  it('should ignore updates before the first snapshot and lines of other types', () => {
    const v = run([meta, book('update', 1, [['1.00', '1']]), '{"type":"trade","price":"1.00"}', '', book('snapshot', 2, [['1.00', '3']])]);
    expect(v).toEqual({ synced: true, seq: 2, bids: [['1.00', '3.000', '3.000']], asks: [] });
    expect(run([meta])).toEqual({ synced: false, seq: null, bids: [], asks: [] });
  });

  it('should infer precisions from the most decimals seen without a meta line', () => {
    const v = run([book('snapshot', 1, [['1.5', '2'], ['1.25', '0.125']])]);
    expect(v.bids).toEqual([['1.50', '2.000', '2.000'], ['1.25', '0.125', '2.125']]);
  });

  it('should read BitMart messages, every entry of data in order', () => {
    const msg = (type: string, version: number, bids: string[][]) => JSON.stringify({ table: 'spot/depth/increase100', data: [{ type, version, bids, asks: [], symbol: 'X_Y', ms_t: 1 }] });
    const lines = [msg('snapshot', 10, [['2.00', '1.0']]), msg('update', 11, [['2.00', '0.0'], ['1.90', '4.5']])];
    expect(sniffFormat(lines)).toBe('bitmart');
    expect(run(lines)).toEqual({ synced: true, seq: 11, bids: [['1.90', '4.5', '4.5']], asks: [] });
  });

  it('should fail with the line number on a bad line', () => {
    expect(() => parseFeedLine('{', 'native', 7)).toThrow(new FeedError(7, 'not valid JSON'));
    expect(() => parseFeedLine('{"type":"update","seq":1,"bids":[["1","-2"]],"asks":[]}', 'native', 3)).toThrow(/^line 3: bad update \(bids\.0\.1: a plain decimal string\)$/);
    expect(() => parseFeedLine('[1]', 'native', 2)).toThrow(/^line 2: not a feed message/);
    expect(() => parseFeedLine('{"table":"x","data":[]}', 'bitmart', 4)).toThrow(/^line 4: not a BitMart depth message/);
    expect(() => run([meta, book('snapshot', 1, [['1.001', '1']])])).toThrow(/^line 2: price 1.001: precision at 2 decimals$/);
  });

  it('should turn a decimal step into ticks and refuse steps finer than a tick', () => {
    expect(stepTicks('0.1', 2)).toBe(10);
    expect(stepTicks('100', 2)).toBe(10_000);
    expect(() => stepTicks('0.001', 2)).toThrow(RangeError);
    expect(() => stepTicks('0', 2)).toThrow(RangeError);
  });
});
