import ccxt from 'ccxt';

/**
 * ccxt's websocket OrderBook (what most JS trading front ends use) driven like our books:
 * apply a message, then group and accumulate the top 50 levels a side by walking its sorted
 * sides. It has no grouping of its own, so coarse steps walk the tail: that is the point of
 * the comparison. Input is the same integer ticks and lots as our engines.
 */
interface Side extends Array<[number, number]> {
  store(price: number, size: number): void;
}
interface CcxtBook {
  bids: Side;
  asks: Side;
}

const exchange = new ccxt.Exchange();

function pairs(flat: Float64Array): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
  return out;
}

function group(side: Side, ask: boolean, step: number, n: number, out: Float64Array, at: number): number {
  let rows = 0;
  let cum = 0;
  let key = NaN;
  let size = 0;
  for (let i = 0; i < side.length; i++) {
    const [p, s] = side[i];
    const k = ask ? Math.ceil(p / step) : Math.floor(p / step);
    if (k !== key) {
      if (size > 0) {
        cum += size;
        out[at + 3 * rows] = key * step;
        out[at + 3 * rows + 1] = size;
        out[at + 3 * rows + 2] = cum;
        if (++rows === n) return rows;
      }
      key = k;
      size = 0;
    }
    size += s;
  }
  if (size > 0 && rows < n) {
    cum += size;
    out[at + 3 * rows] = key * step;
    out[at + 3 * rows + 1] = size;
    out[at + 3 * rows + 2] = cum;
    rows++;
  }
  return rows;
}

export class CcxtBookEngine {
  private book: CcxtBook = exchange.orderBook({}) as unknown as CcxtBook;

  snapshot(bids: Float64Array, asks: Float64Array): void {
    this.book = exchange.orderBook({ bids: pairs(bids), asks: pairs(asks) }) as unknown as CcxtBook;
  }

  update(bids: Float64Array, asks: Float64Array): void {
    for (let i = 0; i < bids.length; i += 2) this.book.bids.store(bids[i], bids[i + 1]);
    for (let i = 0; i < asks.length; i += 2) this.book.asks.store(asks[i], asks[i + 1]);
  }

  top(step: number, n: number, out: Float64Array): number {
    const nb = group(this.book.bids, false, step, n, out, 2);
    const na = group(this.book.asks, true, step, n, out, 2 + 3 * n);
    out[0] = nb;
    out[1] = na;
    return nb + na;
  }
}
