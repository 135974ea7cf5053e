/**
 * One pooled row of the list, written in place: the row element React rendered once (ListRows'
 * pool, keyed by slot) is pointed at another pair when the visible range moves, without a React
 * render. It writes only what differs from what it shows: the place on every move, the pair's
 * face when the pair or the list's context changed, the ticker cells when their text changed.
 */
import { marketData, rowTexts } from './market-store';
import { writeText } from '../../ui/text-cell';
import { rowFace, rowTransform, type RowContext } from './row-face';

const trend = (change: string) => (change.startsWith('-') ? 'ml-col-rate down' : change.startsWith('+') ? 'ml-col-rate up' : 'ml-col-rate');

/** The parts of a row element (ListRows' pool markup). */
interface RowParts {
  star: HTMLElement;
  pair: HTMLElement;
  base: HTMLElement;
  quote: HTMLElement;
  vol: HTMLElement;
  price: HTMLElement;
  rate: HTMLElement;
}

function partsOf(el: HTMLElement): RowParts {
  const q = (sel: string) => {
    const found = el.querySelector<HTMLElement>(sel);
    if (found === null) throw new Error(`market list row: no ${sel}`);
    return found;
  };
  return { star: q('.ml-star'), pair: q('.ml-pair'), base: q('.ml-pair b'), quote: q('.ml-pair span'), vol: q('.ml-col-vol'), price: q('.ml-col-price'), rate: q('.ml-col-rate') };
}

export class RowView {
  /** Catalog index shown; -1 before the first show. */
  i = -1;
  /** A push changed its pair's figures since it painted them (rows-frame.ts repaints it). */
  stale = false;
  private index = -1;
  private ctx: RowContext | null = null;
  private readonly parts: RowParts;
  private cells = { volume: '', price: '', change: '' };

  constructor(readonly el: HTMLElement) {
    this.parts = partsOf(el);
  }

  /** Shows catalog index `i` at list position `index` with the list's context `ctx`. */
  show(i: number, index: number, ctx: RowContext): void {
    const el = this.el;
    if (index !== this.index) {
      this.index = index;
      el.style.transform = rowTransform(index);
      el.setAttribute('aria-rowindex', String(index + 2)); // the header is row 1
    }
    if (i === this.i && ctx === this.ctx) return;
    const newPair = i !== this.i;
    this.i = i;
    this.ctx = ctx;
    const f = rowFace(marketData.catalog, i, ctx);
    const p = this.parts;
    el.dataset.symbol = f.symbol;
    el.className = f.on ? 'ml-row on' : 'ml-row';
    p.star.className = f.fav ? 'ml-star on' : 'ml-star';
    p.star.setAttribute('aria-pressed', String(f.fav));
    p.star.setAttribute('aria-label', f.starLabel);
    p.pair.setAttribute('aria-label', f.name);
    p.pair.title = f.name;
    writeText(p.base, f.base);
    writeText(p.quote, f.quote);
    if (newPair) this.paintCells();
  }

  /** Rewrites the ticker cells from the list's columns (a push changed the pair, or a new pair). */
  paintCells(): void {
    this.stale = false;
    if (this.i < 0) return;
    const next = rowTexts(this.i);
    const was = this.cells;
    const p = this.parts;
    if (next.volume !== was.volume) writeText(p.vol, next.volume);
    if (next.price !== was.price) writeText(p.price, next.price);
    if (next.change !== was.change) {
      writeText(p.rate, next.change);
      const cls = trend(next.change);
      if (p.rate.className !== cls) p.rate.className = cls;
    }
    this.cells = next;
  }
}
