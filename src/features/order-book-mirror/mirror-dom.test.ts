import { describe, expect, it } from 'vitest';
import { topLength } from '../../core/book/types';
import type { BookInfo } from '../../market-feed/frame';
import { BookMirror } from './mirror-dom';

/** Just enough of the DOM for the mirror, counting text writes. */
class FakeEl {
  children: FakeEl[] = [];
  attrs = new Map<string, string>();
  hidden = false;
  writes = 0;
  private text = '';
  constructor(readonly tag: string) {}
  get textContent(): string {
    return this.text;
  }
  set textContent(v: string) {
    this.writes++;
    this.text = v;
  }
  setAttribute(k: string, v: string) {
    this.attrs.set(k, v);
  }
  appendChild(c: FakeEl) {
    this.children.push(c);
    return c;
  }
  append(...c: FakeEl[]) {
    this.children.push(...c);
  }
  all(tag: string): FakeEl[] {
    return this.children.flatMap((c) => [...(c.tag === tag ? [c] : []), ...c.all(tag)]);
  }
}

const doc = { createElement: (tag: string) => new FakeEl(tag) } as unknown as Pick<Document, 'createElement'>;
const labels = { asks: 'Asks', bids: 'Bids', price: 'Price', amount: 'Amount', total: 'Total' };
const info: BookInfo = { symbol: 'BTC_USDT', precision: 2, step: 1, pricePrecision: 2, countPrecision: 6, seq: 7, checksum: 99, synced: true, rows: 3, best: null };

function levels(bids: number[][], asks: number[][]): Float64Array {
  const out = new Float64Array(topLength(3));
  out[0] = bids.length;
  out[1] = asks.length;
  bids.forEach((r, i) => out.set(r, 2 + 3 * i));
  asks.forEach((r, i) => out.set(r, 2 + 9 + 3 * i));
  return out;
}

function visibleRows(root: FakeEl, side: string): string[][] {
  const table = root.children.find((t) => t.attrs.get('data-side') === side)!;
  return table.all('tr').slice(1).filter((tr) => !tr.hidden).map((tr) => tr.children.map((td) => td.textContent));
}

describe('BookMirror', () => {
  it('should show price, amount and total a row, best first, and the stream state', () => {
    const root = new FakeEl('section');
    const m = new BookMirror(root as unknown as HTMLElement, doc, labels);
    m.update(levels([[6_000_000, 150_000, 150_000], [5_999_900, 20_000, 170_000]], [[6_000_100, 30_000, 30_000]]), info);
    expect(visibleRows(root, 'bids')).toEqual([['60000.00', '0.150000', '0.150000'], ['59999.00', '0.020000', '0.170000']]);
    expect(visibleRows(root, 'asks')).toEqual([['60001.00', '0.030000', '0.030000']]);
    expect(Object.fromEntries(root.attrs)).toMatchObject({ 'data-seq': '7', 'data-checksum': '99', 'data-synced': 'true', 'data-symbol': 'BTC_USDT' });
  });

  it('should write only the cells whose numbers changed, and hide rows that went away', () => {
    const root = new FakeEl('section');
    const m = new BookMirror(root as unknown as HTMLElement, doc, labels);
    m.update(levels([[6_000_000, 150_000, 150_000], [5_999_900, 20_000, 170_000]], [[6_000_100, 30_000, 30_000]]), info);
    const writes = () => root.all('td').reduce((s, td) => s + td.writes, 0);
    const before = writes();
    m.update(levels([[6_000_000, 150_000, 150_000], [5_999_900, 25_000, 175_000]], [[6_000_100, 30_000, 30_000]]), { ...info, seq: 8 });
    expect(writes() - before).toBe(2);
    m.update(levels([[6_000_000, 150_000, 150_000]], []), { ...info, seq: 9, synced: false });
    expect(visibleRows(root, 'bids')).toHaveLength(1);
    expect(visibleRows(root, 'asks')).toHaveLength(0);
    expect(root.attrs.get('data-synced')).toBe('false');
  });
});
