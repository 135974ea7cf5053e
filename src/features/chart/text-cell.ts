/**
 * Text the chart rewrites often (the crosshair legend per hover and per live candle, the lower
 * panes' legends, every paint of a pan) kept in one Text node per cell: a new value sets the
 * node's `data`, and only when it changed. Assigning `textContent` instead removes the cell's
 * text node and inserts a new one each time, which marks the cell's ancestors for layout and
 * restyles it; a node's data change only needs the text laid out again (inside the box that
 * contains it: price-chart.css).
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
