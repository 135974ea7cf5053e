/**
 * The hover tooltip of the canvas book, a DOM element (fixed position, beside the book) so it
 * is readable by screen readers and tests and can leave the panel's clipped box. Written
 * imperatively by the painter, at most once a frame, and only the values that changed; its
 * figures also sit on data attributes (data-side, data-rows, data-average, data-amount,
 * data-total) for tests.
 */
import type { TooltipFigures } from './book-hover';

export interface TooltipLabels {
  average: string;
  amount: string;
  total: string;
}

export class BookTooltip {
  private readonly values: HTMLElement[] = [];
  private readonly names: HTMLElement[] = [];
  private shownKey = '';
  /** Measured size of the content shown; null after the content changed. */
  private measured: { width: number; height: number } | null = null;

  constructor(private readonly el: HTMLElement) {
    el.replaceChildren();
    el.hidden = true;
    for (let i = 0; i < 3; i++) {
      const line = document.createElement('div');
      const name = document.createElement('span');
      const value = document.createElement('span');
      name.className = 'book-tooltip-name';
      value.className = 'book-tooltip-value';
      line.append(name, value);
      el.appendChild(line);
      this.names.push(name);
      this.values.push(value);
    }
  }

  /** Shows `f` at the given viewport position; null hides the tooltip. */
  show(f: TooltipFigures | null, labels: TooltipLabels, at: { left: number; top: number } | null): void {
    if (f === null || at === null) {
      if (!this.el.hidden) this.el.hidden = true;
      this.shownKey = '';
      return;
    }
    const key = `${f.side}|${f.rows}|${f.averagePrice}|${f.amount}|${f.quoteTotal}|${labels.average}|${labels.amount}|${labels.total}`;
    if (key !== this.shownKey) {
      this.shownKey = key;
      this.measured = null;
      const texts = [labels.average, labels.amount, labels.total];
      const values = [f.averagePrice, f.amount, f.quoteTotal];
      for (let i = 0; i < 3; i++) {
        if (this.names[i].textContent !== texts[i]) this.names[i].textContent = texts[i];
        this.values[i].textContent = values[i];
      }
      const d = this.el.dataset;
      d.side = f.side;
      d.rows = String(f.rows);
      d.average = f.averagePrice;
      d.amount = f.amount;
      d.total = f.quoteTotal;
    }
    this.el.style.transform = `translate(${Math.round(at.left)}px, ${Math.round(at.top)}px)`;
    if (this.el.hidden) this.el.hidden = false;
  }

  /** Size for placement: measured once per content while shown (a layout read), a first guess before. */
  size(): { width: number; height: number } {
    if (this.el.hidden) return { width: 180, height: 64 };
    this.measured ??= { width: this.el.offsetWidth, height: this.el.offsetHeight };
    return this.measured;
  }
}
