/**
 * The hidden order-book mirror, written imperatively: two tables (asks, bids; best level first)
 * of price, amount and cumulative total, for screen readers and tests. Issue 4 draws the
 * visible book on a canvas and keeps this mirror.
 *
 * Called at most once per published frame (from an `effect` on bookVersion), never through a
 * React render. Rows are created once, each cell a TextCell (src/ui/text-cell.ts); a cell's text
 * is formatted and written into its node's data only when its number changed, so a frame where
 * three levels moved touches a handful of text nodes. Not `textContent =`: that made a new node
 * per write, ~180 a second at bench:frames' market, Blink garbage that fed the major GCs left as
 * the frames' long tasks (docs/decisions.md, session 17).
 */
import { formatUnits } from '../../core/units';
import { TextCell } from '../../ui/text-cell';
import type { BookInfo } from '../../market-feed/frame';

export interface MirrorLabels {
  asks: string;
  bids: string;
  price: string;
  amount: string;
  total: string;
}

type Doc = Pick<Document, 'createElement'>;

interface SideTable {
  body: HTMLTableSectionElement;
  rows: HTMLTableRowElement[];
  /** The cells' text, 3 a row. */
  texts: TextCell[];
  /** Numbers the cells show (NaN: empty), 3 a row. */
  shown: Float64Array;
}

export class BookMirror {
  private readonly sides: SideTable[] = [];
  private precisions = '';

  constructor(private readonly root: HTMLElement, private readonly doc: Doc, labels: MirrorLabels) {
    for (const side of ['asks', 'bids'] as const) {
      const table = doc.createElement('table');
      table.setAttribute('data-side', side);
      const caption = doc.createElement('caption');
      caption.textContent = labels[side];
      const head = doc.createElement('thead');
      const tr = doc.createElement('tr');
      for (const h of [labels.price, labels.amount, labels.total]) {
        const th = doc.createElement('th');
        th.setAttribute('scope', 'col');
        th.textContent = h;
        tr.appendChild(th);
      }
      head.appendChild(tr);
      const body = doc.createElement('tbody');
      table.append(caption, head, body);
      root.appendChild(table);
      this.sides.push({ body, rows: [], texts: [], shown: new Float64Array(0) });
    }
  }

  /** Shows `levels` (OrderBook.top layout for info.rows). */
  update(levels: Float64Array, info: BookInfo): void {
    const p = `${info.pricePrecision}/${info.countPrecision}`;
    const reformat = p !== this.precisions; // a symbol change: every cell's text changes
    this.precisions = p;
    this.root.setAttribute('data-symbol', info.symbol);
    this.root.setAttribute('data-seq', String(info.seq));
    this.root.setAttribute('data-checksum', String(info.checksum));
    this.root.setAttribute('data-synced', String(info.synced));
    this.fill(this.sides[0], levels, levels[1], 2 + 3 * info.rows, info, reformat);
    this.fill(this.sides[1], levels, levels[0], 2, info, reformat);
  }

  private fill(t: SideTable, levels: Float64Array, n: number, at: number, info: BookInfo, reformat: boolean): void {
    this.grow(t, info.rows);
    for (let i = 0; i < t.rows.length; i++) {
      const row = t.rows[i];
      const visible = i < n;
      if (row.hidden === visible) row.hidden = !visible;
      if (!visible) continue;
      for (let c = 0; c < 3; c++) {
        const v = levels[at + 3 * i + c];
        const k = 3 * i + c;
        if (v === t.shown[k] && !reformat) continue;
        t.shown[k] = v;
        t.texts[k].set(formatUnits(v, c === 0 ? info.pricePrecision : info.countPrecision));
      }
    }
  }

  private grow(t: SideTable, rows: number): void {
    if (t.rows.length >= rows) return;
    const shown = new Float64Array(rows * 3).fill(NaN);
    shown.set(t.shown);
    t.shown = shown;
    while (t.rows.length < rows) {
      const tr = this.doc.createElement('tr');
      tr.hidden = true;
      for (let c = 0; c < 3; c++) {
        const td = this.doc.createElement('td');
        t.texts.push(new TextCell(td));
        tr.appendChild(td);
      }
      t.body.appendChild(tr);
      t.rows.push(tr);
    }
  }
}
