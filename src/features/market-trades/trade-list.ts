/**
 * The market-trades table body, written imperatively: rows are keyed by trade id and reused,
 * never rebuilt. Called at most once per published trades frame (an `effect` on
 * tradesVersion), never through a React render.
 *
 * A frame that brings k new trades detaches the k rows whose trades fell off the end (the
 * list holds at most TRADE_ROWS), rewrites their cells for the new trades and moves them to
 * the top: k removals, k insertions and 3k text writes, whatever the list length. A cell is a
 * TextCell (src/ui/text-cell.ts): its one Text node has its data rewritten. `textContent =`
 * made a new node per write, 200 a second in a busy market, Blink garbage that drove the page's
 * major GCs (docs/decisions.md, session 17).
 */
import type { TradeRow } from '../../core/market-trades';
import { TextCell } from '../../ui/text-cell';

/** Hidden text naming the taker side (colour alone must not carry it). */
export interface TradeListLabels {
  buy: string;
  sell: string;
}

type Doc = Pick<Document, 'createElement'>;

interface RowEl {
  el: HTMLTableRowElement;
  /** The cells' text. */
  texts: TextCell[];
  /** Trade id shown (NaN: free). */
  id: number;
}

const CELL_CLASSES = ['trade-price', 'trade-amount', 'trade-time', 'trade-side visually-hidden'];

export class TradeList {
  /** Rows in the body, newest first. */
  private shown: RowEl[] = [];
  private readonly pool: RowEl[] = [];
  private formatKey = '';

  constructor(private readonly body: HTMLTableSectionElement, private readonly doc: Doc, private readonly labels: TradeListLabels) {}

  /**
   * Shows `rows` (newest first, ids unique). `formatKey` names what the texts depend on besides
   * the trade (symbol, precisions, time zone): when it changes every row is rewritten.
   */
  update(rows: readonly TradeRow[], formatKey: string): void {
    const reformat = formatKey !== this.formatKey;
    this.formatKey = formatKey;
    const wanted = new Map<number, TradeRow>();
    for (const r of rows) wanted.set(r.id, r);
    const kept = new Map<number, RowEl>();
    for (const row of this.shown) {
      if (!reformat && wanted.has(row.id)) kept.set(row.id, row);
      else this.release(row);
    }
    const order: RowEl[] = [];
    for (const r of rows) {
      let row = kept.get(r.id);
      if (row === undefined) {
        row = this.pool.pop() ?? this.create();
        this.write(row, r);
      }
      order.push(row);
    }
    // Walk from the bottom: rows already in place (the older trades) are left where they are.
    let next: HTMLTableRowElement | null = null;
    for (let i = order.length - 1; i >= 0; i--) {
      const el = order[i].el;
      if (el.parentNode !== this.body || el.nextSibling !== next) this.body.insertBefore(el, next);
      next = el;
    }
    this.shown = order;
  }

  /** Rows shown now (tests). */
  get length(): number {
    return this.shown.length;
  }

  private release(row: RowEl): void {
    row.el.remove();
    row.id = NaN;
    this.pool.push(row);
  }

  private create(): RowEl {
    const el = this.doc.createElement('tr');
    const texts = CELL_CLASSES.map((cls) => {
      const td = this.doc.createElement('td');
      td.className = cls;
      el.appendChild(td);
      return new TextCell(td);
    });
    return { el, texts, id: NaN };
  }

  private write(row: RowEl, r: TradeRow): void {
    row.id = r.id;
    // the side's class and attribute only when it changed: a class change restyles the row
    if (row.el.getAttribute('data-side') !== r.side) {
      row.el.className = `trade-row ${r.side === 'buy' ? 'up' : 'down'}`;
      row.el.setAttribute('data-side', r.side);
    }
    row.el.setAttribute('data-id', String(r.id));
    row.texts[0].set(r.price);
    row.texts[1].set(r.amount);
    row.texts[2].set(r.time);
    row.texts[3].set(r.side === 'buy' ? this.labels.buy : this.labels.sell);
  }
}
