import { describe, expect, it } from 'vitest';
import { topLength } from '../../core/book/types';
import type { BookInfo } from '../../market-feed/frame';
import { BookMirror } from './mirror-dom';

/** A text node, counting the writes of its data. */
class FakeText {
  readonly tag = '#text';
  readonly children: FakeEl[] = [];
  writes = 0;
  private value = '';
  constructor(value: string) {
    this.value = value;
  }
  get data(): string {
    return this.value;
  }
  set data(v: string) {
    this.writes++;
    this.value = v;
  }
  all(): FakeEl[] {
    return [];
  }
}

/** Just enough of the DOM for the mirror, counting text writes and the text nodes made. */
class FakeEl {
  children: Array<FakeEl | FakeText> = [];
  attrs = new Map<string, string>();
  hidden = false;
  /** textContent writes: each replaces the element's text node with a new one. */
  writes = 0;
  private text = '';
  constructor(readonly tag: string) {}
  get textContent(): string {
    return this.children.length > 0 ? this.children.map((c) => (c instanceof FakeText ? c.data : c.textContent)).join('') : this.text;
  }
  set textContent(v: string) {
    this.writes++;
    textNodes++;
    this.children = [];
    this.text = v;
  }
  setAttribute(k: string, v: string) {
    this.attrs.set(k, v);
  }
  get ownerDocument() {
    return doc;
  }
  replaceChildren(...c: Array<FakeEl | FakeText>) {
    this.children = [...c];
  }
  appendChild<C extends FakeEl | FakeText>(c: C): C {
    this.children.push(c);
    return c;
  }
  append(...c: FakeEl[]) {
    this.children.push(...c);
  }
  all(tag: string): FakeEl[] {
    return this.children.flatMap((c) => (c instanceof FakeText ? [] : [...(c.tag === tag ? [c] : []), ...c.all(tag)]));
  }
}

let textNodes = 0;
const doc = {
  createElement: (tag: string) => new FakeEl(tag),
  createTextNode: (v: string) => {
    textNodes++;
    return new FakeText(v);
  },
} as unknown as Pick<Document, 'createElement' | 'createTextNode'>;
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
  const table = root.all('table').find((t) => t.attrs.get('data-side') === side)!;
  return table.all('tr').slice(1).filter((tr) => !tr.hidden).map((tr) => tr.all('td').map((td) => td.textContent));
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
    const writes = () => root.all('td').reduce((s, td) => s + td.writes + td.children.reduce((n, c) => n + (c instanceof FakeText ? c.writes : 0), 0), 0);
    const before = writes();
    const nodes = textNodes;
    m.update(levels([[6_000_000, 150_000, 150_000], [5_999_900, 25_000, 175_000]], [[6_000_100, 30_000, 30_000]]), { ...info, seq: 8 });
    expect(writes() - before).toBe(2);
    expect(textNodes).toBe(nodes); // the cells' own text nodes rewritten, none made
    expect(visibleRows(root, 'bids')).toEqual([['60000.00', '0.150000', '0.150000'], ['59999.00', '0.025000', '0.175000']]);
    m.update(levels([[6_000_000, 150_000, 150_000]], []), { ...info, seq: 9, synced: false });
    expect(visibleRows(root, 'bids')).toHaveLength(1);
    expect(visibleRows(root, 'asks')).toHaveLength(0);
    expect(root.attrs.get('data-synced')).toBe('false');
  });
});
