/**
 * One lower pane on the page: its element (a uPlot and a one-line legend of the indicator's
 * values at the hovered candle, else the newest) and the calls the controller makes on it.
 */
import uPlot from 'uplot';
import type { IndicatorLines } from './indicators';
import { TextCell } from '../../ui/text-cell';
import { barLine, drawPane, lineColour, paneOptions, paneValue, type PaneLook } from './chart-panes';
import { PaneStrip } from './pane-strip';

export class LowerPane {
  readonly el: HTMLDivElement;
  readonly u: uPlot;
  /** The live candle drawn alone when nothing else moved (pane-strip.ts). */
  readonly strip = new PaneStrip();
  private readonly legend: HTMLDivElement;
  private readonly values: TextCell[] = [];
  private shownIdx = -1;

  constructor(
    parent: HTMLElement, readonly ind: IndicatorLines, xs: number[], width: number, height: number,
    syncKey: string, private readonly look: () => PaneLook, private readonly closeUp: (i: number) => boolean, onHover: (idx: number | null) => void,
    bind?: uPlot.Cursor.Bind,
  ) {
    this.el = document.createElement('div');
    this.el.className = 'chart-subpane';
    this.el.dataset.indicator = ind.config.kind;
    this.el.style.height = `${height}px`;
    this.legend = document.createElement('div');
    this.legend.className = 'chart-subpane-legend';
    const bars = barLine(ind.config.kind);
    ind.names.forEach((name, i) => {
      const item = document.createElement('span');
      const colour = i === bars ? 'var(--muted)' : lineColour(i, bars);
      item.style.color = colour;
      item.textContent = `${name} `;
      const v = document.createElement('span');
      this.values.push(new TextCell(v, '--'));
      item.append(v);
      this.legend.append(item);
    });
    parent.append(this.el);
    const opts = paneOptions(width, height, ind, syncKey, look, closeUp);
    // every whole paint, after the grid and before the bars and lines: what a live strip is drawn over
    opts.hooks = { ...opts.hooks, setCursor: [(u) => onHover(u.cursor.idx ?? null)], drawAxes: [(u) => this.strip.capture(u, look().barSec)] };
    if (bind !== undefined) opts.cursor = { ...opts.cursor, bind };
    this.u = new uPlot(opts, [xs, ...ind.lines] as unknown as uPlot.AlignedData, this.el);
    this.el.append(this.legend);
  }

  /** Writes the legend's values at candle `i` (only when another candle or its values changed). */
  legendAt(i: number, force = false): void {
    if (i === this.shownIdx && !force) return;
    this.shownIdx = i;
    const d = this.look().decimals;
    this.ind.lines.forEach((l, k) => {
      this.values[k].set(paneValue(l[i], d));
    });
  }

  /** The legend's line as shown ("RSI(14) 52.10"). */
  legendText(): string {
    return this.ind.names.map((n, k) => `${n} ${this.values[k].text}`).join('   ');
  }

  /** Draws the live candle: its strip alone when what the last whole paint kept holds, else the pane whole (without ranging). */
  redrawLive(): void {
    if (!this.strip.paint(this.u, (area) => drawPane(this.u, this.ind, this.look(), this.closeUp, area))) this.u.redraw(false, false);
  }

  /** The newest values lie inside the pane's axis as it is (a plain redraw is enough). */
  lastWithin(): boolean {
    const y = this.u.scales.y;
    if (y.min == null || y.max == null) return false;
    for (const l of this.ind.lines) {
      const v = l[l.length - 1];
      if (v !== null && v !== undefined && (v < y.min || v > y.max)) return false;
    }
    return true;
  }

  setSize(width: number, height: number): void {
    this.el.style.height = `${height}px`;
    this.u.setSize({ width, height });
  }

  destroy(): void {
    this.u.destroy();
    this.el.remove();
  }
}
