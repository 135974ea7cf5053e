import { describe, expect, it } from 'vitest';
import { tradeRows, TRADE_SLOTS } from '../../core/market-trades';
import { TradeList } from './trade-list';

/** A text node counting its writes. */
class FakeText {
  parentNode: FakeEl | null = null;
  writes = 0;
  private value = '';
  get data(): string {
    return this.value;
  }
  set data(v: string) {
    this.writes++;
    this.value = v;
  }
  remove() {
    if (this.parentNode === null) return;
    this.parentNode.texts.splice(this.parentNode.texts.indexOf(this), 1);
    this.parentNode = null;
  }
}

/** Just enough of the DOM for the list, counting text writes, text nodes made and insertions. */
class FakeEl {
  children: FakeEl[] = [];
  texts: FakeText[] = [];
  parentNode: FakeEl | null = null;
  className = '';
  attrs = new Map<string, string>();
  inserts = 0;
  constructor(readonly tag: string) {}
  get textContent(): string {
    return this.texts.map((t) => t.data).join('');
  }
  set textContent(_v: string) {
    throw new Error('the list rewrites its kept text nodes, it does not replace them');
  }
  get writes(): number {
    return this.texts.reduce((s, t) => s + t.writes, 0);
  }
  get nextSibling(): FakeEl | null {
    const sibs = this.parentNode?.children ?? [];
    return sibs[sibs.indexOf(this) + 1] ?? null;
  }
  setAttribute(k: string, v: string) {
    this.attrs.set(k, v);
  }
  getAttribute(k: string): string | null {
    return this.attrs.get(k) ?? null;
  }
  get ownerDocument() {
    return doc;
  }
  replaceChildren(...c: FakeText[]) {
    for (const t of [...this.texts]) t.remove();
    for (const t of c) this.appendChild(t);
  }
  appendChild<T extends FakeEl | FakeText>(c: T): T {
    if (c instanceof FakeText) {
      c.remove();
      this.texts.push(c);
      c.parentNode = this;
      return c;
    }
    return this.insertBefore(c, null) as T;
  }
  insertBefore(c: FakeEl, ref: FakeEl | null) {
    c.remove();
    this.inserts++;
    const at = ref === null ? this.children.length : this.children.indexOf(ref);
    this.children.splice(at, 0, c);
    c.parentNode = this;
    return c;
  }
  remove() {
    if (this.parentNode === null) return;
    this.parentNode.children.splice(this.parentNode.children.indexOf(this), 1);
    this.parentNode = null;
  }
}

let textNodes = 0;
const doc = {
  createElement: (tag: string) => new FakeEl(tag),
  createTextNode: (data: string) => {
    textNodes++;
    const t = new FakeText();
    t.data = data;
    return t;
  },
} as unknown as Pick<Document, 'createElement' | 'createTextNode'>;
const labels = { buy: 'Buy', sell: 'Sell' };
const opts = { pricePrecision: 2, countPrecision: 4 };

/** The worker's layout for trades given oldest first as [id, price, size, isBuy]. */
function ring(trades: number[][]): Float64Array {
  const out = new Float64Array(1 + TRADE_SLOTS * trades.length);
  out[0] = trades.length;
  [...trades].reverse().forEach((t, i) => out.set([...t, 1_700_000_000_000 + t[0] * 1000], 1 + TRADE_SLOTS * i));
  return out;
}

const texts = (body: FakeEl) => body.children.map((tr) => [tr.attrs.get('data-id'), tr.className, ...tr.children.slice(0, 3).map((td) => td.textContent)]);

describe('TradeList', () => {
  it('should show price, amount, time and side a row, newest first', () => {
    const body = new FakeEl('tbody');
    const list = new TradeList(body as unknown as HTMLTableSectionElement, doc, labels);
    list.update(tradeRows(ring([[1, 6_000_012, 15_000, 1], [2, 5_999_900, 2_500_000, 0]]), opts, 50), 'BTC_USDT');
    expect(texts(body)).toEqual([
      ['2', 'trade-row down', '59999.00', '250.0000', '22:13:22'],
      ['1', 'trade-row up', '60000.12', '1.5000', '22:13:21'],
    ]);
    expect(body.children[0].children[3].textContent).toBe('Sell');
  });

  it('should move the rows that fell off to the top and leave the others untouched', () => {
    const body = new FakeEl('tbody');
    const list = new TradeList(body as unknown as HTMLTableSectionElement, doc, labels);
    const trades = [[1, 100, 1, 1], [2, 200, 1, 0], [3, 300, 1, 1]];
    list.update(tradeRows(ring(trades), opts, 3), 'k');
    const kept = body.children.slice(0, 2);
    const writes = () => body.children.reduce((s, tr) => s + tr.children.reduce((a, td) => a + td.writes, 0), 0);
    const before = writes();
    const insertsBefore = body.inserts;
    list.update(tradeRows(ring([...trades, [4, 400, 2, 0]]), opts, 3), 'k');
    expect(body.children.map((tr) => tr.attrs.get('data-id'))).toEqual(['4', '3', '2']);
    expect(body.children.slice(1)).toEqual(kept);
    const nodesBefore = textNodes;
    expect(writes() - before).toBe(4); // one row: price, amount, time, side
    expect(body.inserts - insertsBefore).toBe(1);
    // the moved row's cells keep their text nodes
    list.update(tradeRows(ring([...trades, [4, 400, 2, 0], [5, 500, 3, 1]]), opts, 3), 'k');
    expect(textNodes).toBe(nodesBefore);
    expect(texts(body)[0]).toEqual(['5', 'trade-row up', '5.00', '0.0003', '22:13:25']);
  });

  it('should rewrite every row when the format changes and empty on no trades', () => {
    const body = new FakeEl('tbody');
    const list = new TradeList(body as unknown as HTMLTableSectionElement, doc, labels);
    const r = ring([[1, 100, 1, 1]]);
    list.update(tradeRows(r, opts, 50), 'a');
    list.update(tradeRows(r, { pricePrecision: 1, countPrecision: 0 }, 50), 'b');
    expect(texts(body)).toEqual([['1', 'trade-row up', '10.0', '1', '22:13:21']]);
    list.update([], 'b');
    expect(body.children).toEqual([]);
    expect(list.length).toBe(0);
  });
});
