/**
 * Text a widget rewrites often (the chart's crosshair legend per hover and per live candle, its
 * lower panes' legends, every paint of a pan; the market list's pooled rows) kept in one Text
 * node per cell: a new value sets the node's `data`, and only when it changed. Assigning `textContent` instead removes the cell's
 * text node and inserts a new one each time, which marks the cell's ancestors for layout and
 * restyles it; a node's data change only needs the text laid out again (inside the box that
 * contains it, e.g. price-chart.css).
 */
/** What a cell needs of its element (an HTMLElement; tests pass a stand-in). */
export interface CellHost {
  ownerDocument: { createTextNode(data: string): { data: string } };
  replaceChildren(...nodes: never[]): void;
}

export class TextCell {
  private readonly node: { data: string };

  constructor(el: CellHost, initial = '') {
    // one text node of ours, whatever the element held
    const doc = el.ownerDocument;
    this.node = doc.createTextNode(initial);
    el.replaceChildren(this.node as never);
  }

  get text(): string {
    return this.node.data;
  }

  /** Shows `text`; returns whether it changed (a write was made). */
  set(text: string): boolean {
    if (this.node.data === text) return false;
    this.node.data = text;
    return true;
  }
}

/** What a sized cell needs of its box: a cell host with a style to set `--chars` on. */
export interface SizedCellHost extends CellHost {
  style: { setProperty(name: string, value: string): void };
}

/**
 * A TextCell in a box of its own size: the CSS makes the box `--chars` wide (in tabular digits)
 * and contains its size and layout, so a new value lays out that box alone; only a change of
 * length sets `--chars` again, and so lays out the box's parent (the chart legend's figures, the
 * header's last price).
 */
export class SizedTextCell extends TextCell {
  private chars = -1;

  constructor(private readonly box: SizedCellHost, initial = '') {
    super(box, initial);
  }

  override set(text: string): boolean {
    if (!super.set(text)) return false;
    if (text.length !== this.chars) {
      this.chars = text.length;
      this.box.style.setProperty('--chars', String(text.length));
    }
    return true;
  }
}

/**
 * Writes `text` into `el`'s text node in place (its first child, when that is a text node), for
 * elements that are pointed at other content without a TextCell of their own (the market list's
 * pooled rows); otherwise sets textContent once, which makes that node.
 */
export function writeText(el: Element, text: string): void {
  const node = el.firstChild;
  if (node !== null && node.nodeType === 3 /* Node.TEXT_NODE */) {
    if ((node as Text).nodeValue !== text) (node as Text).nodeValue = text;
  } else el.textContent = text;
}
