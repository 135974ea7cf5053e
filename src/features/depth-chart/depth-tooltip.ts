/**
 * The depth chart's hover tooltip as a DOM element over the canvas: three label/value rows
 * (range from the mid, price, cumulative amount) placed where hitTest put the box. Plain DOM
 * text is sharp at any zoom, free to lay out, and readable by tests; the raw numbers it shows
 * sit in data attributes (price in ticks, cumulative in lots, side, level index).
 *
 * Called from the depth painter at most once per frame; writes only what changed.
 */
import type { DepthHit } from '../../render/depth-hit-scene';
import { TextCell } from '../../ui/text-cell';

export interface DepthTooltipLabels {
  range: string;
  price: string;
  total: string;
}

type Doc = Pick<Document, 'createElement'>;

export class DepthTooltip {
  /** The range, price and total values, each one kept text node (src/ui/text-cell.ts). */
  private readonly values: TextCell[] = [];
  /** What the element shows now, to skip identical writes. */
  private shown = '';

  constructor(private readonly el: HTMLElement, doc: Doc, labels: DepthTooltipLabels) {
    el.className = 'depth-tooltip';
    el.setAttribute('role', 'tooltip');
    el.hidden = true;
    const dl = doc.createElement('dl');
    for (const [key, label] of [['range', labels.range], ['price', labels.price], ['total', labels.total]]) {
      const row = doc.createElement('div');
      const dt = doc.createElement('dt');
      dt.textContent = label;
      const dd = doc.createElement('dd');
      dd.setAttribute('data-field', key);
      row.append(dt, dd);
      dl.appendChild(row);
      this.values.push(new TextCell(dd));
    }
    // its rows alone: a chart mounted again on the same element (new labels) must not leave the
    // old rows first in it, unwritten
    el.replaceChildren(dl);
  }

  /** Shows a hit (null hides the tooltip). `sideColour` tints the border. */
  show(hit: DepthHit | null, sideColour: string): void {
    if (hit === null) {
      if (this.shown !== '') {
        this.el.hidden = true;
        this.shown = '';
      }
      return;
    }
    const { tooltip: box } = hit;
    const key = `${hit.side}|${hit.level}|${hit.priceTicks}|${hit.cumLots}|${hit.range}|${hit.price}|${hit.amount}|${box.x}|${box.y}|${box.width}|${sideColour}`;
    if (key === this.shown) return;
    this.shown = key;
    const el = this.el;
    el.hidden = false;
    el.style.transform = `translate(${Math.round(box.x)}px, ${Math.round(box.y)}px)`;
    el.style.width = `${box.width}px`;
    el.style.minHeight = `${box.height}px`;
    el.style.borderColor = sideColour;
    el.setAttribute('data-side', hit.side);
    el.setAttribute('data-level', String(hit.level));
    el.setAttribute('data-snapped', String(hit.snapped));
    el.setAttribute('data-price', String(hit.priceTicks));
    el.setAttribute('data-cum', String(hit.cumLots));
    this.values[0].set(hit.range);
    this.values[1].set(hit.price);
    this.values[2].set(hit.amount);
  }
}
