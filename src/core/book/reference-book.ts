/**
 * The reference book: the oracle the wasm book is tested against. Written to be obviously
 * right rather than fast — a Map per side, levels sorted when read — with the same contract
 * (types.ts) and the same arithmetic order as the wasm module, so every output must match
 * exactly. Also the `reference` engine of the book benchmark and the replay CLI.
 */
import { bookChecksum, CHECKSUM_DEPTH } from '../checksum';
import { checkPairs, checkStep, clampRows, groupLevels } from './group';
import { ASKS, BIDS, MAX_TOP, SWEEP_LENGTH, topLength, type Amount, type BookSide, type OrderBook } from './types';
import { walkToAmount } from './worst-price';

const MAX_INT = 2 ** 53;

function validLevel(price: number, size: number): boolean {
  return Number.isInteger(price) && price >= 1 && price < MAX_INT && Number.isInteger(size) && size >= 0 && size < MAX_INT;
}

export class ReferenceBook implements OrderBook {
  readonly engine = 'reference';
  private readonly sides: [Map<number, number>, Map<number, number>] = [new Map(), new Map()];
  /** Flat [price, size …] best first per side; null when a level came or went since. */
  private readonly sorted: [number[] | null, number[] | null] = [null, null];
  private readonly scratch = new Float64Array(3 * MAX_TOP);

  snapshot(bids: ArrayLike<number>, asks: ArrayLike<number>): number {
    checkPairs(bids);
    checkPairs(asks);
    for (const side of [BIDS, ASKS] as const) {
      this.sides[side].clear();
      this.sorted[side] = null;
    }
    return this.update(bids, asks);
  }

  update(bids: ArrayLike<number>, asks: ArrayLike<number>): number {
    checkPairs(bids);
    checkPairs(asks);
    return this.apply(BIDS, bids) + this.apply(ASKS, asks);
  }

  private apply(side: BookSide, levels: ArrayLike<number>): number {
    const map = this.sides[side];
    let rejected = 0;
    for (let i = 0; i < levels.length; i += 2) {
      const price = levels[i];
      const size = levels[i + 1];
      if (!validLevel(price, size)) {
        rejected++;
        continue;
      }
      const old = map.get(price) ?? 0;
      if (old === size) continue;
      if (size > 0) map.set(price, size);
      else map.delete(price);
      this.sorted[side] = null;
    }
    return rejected;
  }

  /** Levels of a side, flat and best first. */
  private levelsOf(side: BookSide): number[] {
    let flat = this.sorted[side];
    if (flat === null) {
      const map = this.sides[side];
      const prices = Float64Array.from(map.keys()).sort(); // numeric ascending
      if (side === BIDS) prices.reverse();
      flat = new Array<number>(prices.length * 2);
      prices.forEach((p, i) => {
        flat![2 * i] = p;
        flat![2 * i + 1] = map.get(p)!;
      });
      this.sorted[side] = flat;
    }
    return flat;
  }

  bestBid(): number {
    const l = this.levelsOf(BIDS);
    return l.length > 0 ? l[0] : NaN;
  }

  bestAsk(): number {
    const l = this.levelsOf(ASKS);
    return l.length > 0 ? l[0] : NaN;
  }

  levels(side: BookSide): number {
    return this.sides[side].size;
  }

  top(step: number, n: number, out: Float64Array): number {
    checkStep(step);
    const rows = clampRows(n);
    if (out.length < topLength(rows)) throw new RangeError(`top(${rows}) needs an output of ${topLength(rows)}, got ${out.length}`);
    const nb = groupLevels(this.levelsOf(BIDS), BIDS, step, rows, out, 2);
    const na = groupLevels(this.levelsOf(ASKS), ASKS, step, rows, out, 2 + 3 * rows);
    out[0] = nb;
    out[1] = na;
    return nb + na;
  }

  checksum(): number {
    return bookChecksum(this.levelsOf(BIDS).slice(0, 2 * CHECKSUM_DEPTH), this.levelsOf(ASKS).slice(0, 2 * CHECKSUM_DEPTH));
  }

  sweep(side: BookSide, n: number, step: number, out: Float64Array): number {
    checkStep(step);
    if (out.length < SWEEP_LENGTH) throw new RangeError(`sweep needs an output of ${SWEEP_LENGTH}`);
    const rows = groupLevels(this.levelsOf(side), side, step, clampRows(n), this.scratch, 0);
    let total = 0;
    let notional = 0;
    for (let i = 0; i < rows; i++) {
      const price = this.scratch[3 * i];
      const size = this.scratch[3 * i + 1];
      total += size;
      notional += price * size;
    }
    const avg = rows > 0 ? notional / total : NaN;
    out[0] = avg;
    out[1] = total;
    out[2] = notional;
    out[3] = rows;
    return avg;
  }

  worstPrice(order: 'buy' | 'sell', amount: Amount): number {
    return walkToAmount(this.levelsOf(order === 'buy' ? ASKS : BIDS), amount);
  }

  dispose(): void {
    this.sides[BIDS].clear();
    this.sides[ASKS].clear();
    this.sorted[BIDS] = this.sorted[ASKS] = null;
  }
}
