/**
 * Scene math for the canvas order book (spec "trade page and market widgets": section 2
 * "Order book", section 3 "Depth level", section 9 order-book constants). Pure: it turns the
 * book's top() output (src/core/book/types.ts) into row strings, bar fractions and a list of
 * changed rows, so the renderer redraws only those rows, at most once a frame.
 *
 * Money stays integer: sizes are lots, prices ticks, quote totals Σ ticks × lots in BigInt.
 * Only the bar widths and the buy/sell split are fractions (geometry, not money).
 * Longer than 150 lines because the six functions share one reading of the top() layout.
 */
import { formatAmount, formatQuoteTotal } from '../core/book-format';
import { formatUnits } from '../core/units';

/** Row height in px (section 9). */
export const ROW_HEIGHT_PX = 20;
/** Rows a side when the panel height is not known yet (section 9). */
export const DEFAULT_ROWS = 30;
/** Height of the last-price/spread strip between the sides in the 'both' view (our choice: two rows). */
export const MIDDLE_STRIP_PX = 40;
/** Rows a side feeding the buy/sell ratio bar (section 9). */
export const RATIO_ROWS = 20;

export type BookView = 'both' | 'sell' | 'buy';
export type Side = 'bid' | 'ask';
export interface PairDisplay { pricePrecision: number; countPrecision: number; quoteCoin: string }

/** One side's top rows in integer units, best first. */
interface Level { price: number; size: number; cum: number }

/** Reads `side` from a top() output; its level stride n comes from the length (2 + 6n). */
export function readSide(top: ArrayLike<number>, side: Side): Level[] {
  const n = Math.floor((top.length - 2) / 6);
  const rows = Math.min(n, Math.max(0, top[side === 'bid' ? 0 : 1] ?? 0));
  const base = side === 'bid' ? 2 : 2 + 3 * n;
  const out: Level[] = [];
  for (let i = 0; i < rows; i++) {
    const at = base + 3 * i;
    out.push({ price: top[at], size: top[at + 1], cum: top[at + 2] });
  }
  return out;
}

/** Rows a side for a panel `panelHeightPx` tall; DEFAULT_ROWS when the height is unknown. */
export function rowsForHeight(panelHeightPx: number | undefined, view: BookView): number {
  if (panelHeightPx === undefined || !Number.isFinite(panelHeightPx) || panelHeightPx <= 0) return DEFAULT_ROWS;
  if (view !== 'both') return Math.floor(panelHeightPx / ROW_HEIGHT_PX);
  return Math.max(0, Math.floor((panelHeightPx - MIDDLE_STRIP_PX) / 2 / ROW_HEIGHT_PX));
}

/** a / b as a percentage in hundredths (an integer), rounded half up; b > 0. */
function hundredthsOf(a: bigint, b: bigint): number {
  return Number((a * 20000n + b) / (2n * b));
}

/**
 * Buy and sell shares of the size in the top `n` rows a side, as percentages with 2 decimals
 * that sum to exactly 100 (the sell share is 100 minus the rounded buy share). 50/50 when empty.
 */
export function buySellRatio(top: ArrayLike<number>, n = RATIO_ROWS): { buy: string; sell: string; buyHundredths: number } {
  const sum = (side: Side) => readSide(top, side).slice(0, n).reduce((s, l) => s + BigInt(l.size), 0n);
  const buy = sum('bid');
  const total = buy + sum('ask');
  const buyHundredths = total === 0n ? 5000 : hundredthsOf(buy, total);
  return { buy: formatUnits(buyHundredths, 2), sell: formatUnits(10000 - buyHundredths, 2), buyHundredths };
}

/** Σ price × size over levels, exact (scale pricePrecision + countPrecision). */
function notional(levels: Level[]): bigint {
  return levels.reduce((s, l) => s + BigInt(l.price) * BigInt(l.size), 0n);
}

/**
 * The hover tooltip over rows 0..rowIndex of `side` (clamped to the rows there): the
 * size-weighted average price at the pair's price precision, rounded half away from zero (all
 * values are positive, so half up), the total amount and the total in quote. Null over no rows.
 */
export function hoverSweep(top: ArrayLike<number>, side: Side, rowIndex: number, pair: PairDisplay):
  { rows: number; averagePrice: string; amount: string; quoteTotal: string } | null {
  const levels = readSide(top, side).slice(0, Math.max(0, rowIndex + 1));
  const size = levels.reduce((s, l) => s + BigInt(l.size), 0n);
  if (size === 0n) return null;
  const quote = notional(levels);
  // quote / size is in ticks; (2q + s) / 2s rounds half up in integers.
  const average = (2n * quote + size) / (2n * size);
  return {
    rows: levels.length,
    averagePrice: formatUnits(Number(average), pair.pricePrecision),
    amount: formatAmount(Number(size), pair.countPrecision),
    quoteTotal: formatQuoteTotal(quote, pair.pricePrecision, pair.countPrecision, pair.quoteCoin),
  };
}

/** One drawn row: display strings, the depth bar as a fraction of the view's largest total. */
export interface SceneRow {
  price: string;
  amount: string;
  total: string;
  bar: number;
  /** Integer units kept for clickToFill. */
  priceTicks: number;
  cumLots: number;
}

export interface BookScene { view: BookView; bids: SceneRow[]; asks: SceneRow[]; changed: { side: Side; index: number }[] }

export interface SceneInput {
  top: ArrayLike<number>;
  pair: PairDisplay;
  view: BookView;
  rowsPerSide: number;
  totals: 'base' | 'quote';
  previous?: BookScene;
}

/** Rows of one side with their cumulative total in the chosen unit (lots or ticks × lots). */
function sideRows(levels: Level[], input: SceneInput): { levels: Level[]; cums: bigint[] } {
  let running = 0n;
  const cums = levels.map((l) => {
    running += input.totals === 'quote' ? BigInt(l.price) * BigInt(l.size) : BigInt(l.size);
    return running;
  });
  return { levels, cums };
}

/**
 * Builds the scene: rows best first on each side shown (asks empty in the 'buy' view, bids in
 * the 'sell' view), depth bars relative to the largest cumulative total in view, and `changed`:
 * every row index whose strings or bar differ from `previous` (or that appeared or vanished).
 */
export function buildBookScene(input: SceneInput): BookScene {
  const { pair, view } = input;
  const take = (side: Side) => (view === (side === 'bid' ? 'sell' : 'buy') ? [] : readSide(input.top, side).slice(0, Math.max(0, input.rowsPerSide)));
  const bids = sideRows(take('bid'), input);
  const asks = sideRows(take('ask'), input);
  const max = [...bids.cums, ...asks.cums].reduce((m, c) => (c > m ? c : m), 0n);
  const toRows = ({ levels, cums }: { levels: Level[]; cums: bigint[] }): SceneRow[] => levels.map((l, i) => ({
    price: formatUnits(l.price, pair.pricePrecision),
    amount: formatAmount(l.size, pair.countPrecision),
    total: input.totals === 'quote'
      ? formatQuoteTotal(cums[i], pair.pricePrecision, pair.countPrecision, pair.quoteCoin)
      : formatAmount(Number(cums[i]), pair.countPrecision),
    bar: max === 0n ? 0 : Number(cums[i]) / Number(max),
    priceTicks: l.price,
    cumLots: l.cum,
  }));
  const scene: BookScene = { view, bids: toRows(bids), asks: toRows(asks), changed: [] };
  for (const side of ['bid', 'ask'] as const) {
    const now = side === 'bid' ? scene.bids : scene.asks;
    const before = input.previous ? (side === 'bid' ? input.previous.bids : input.previous.asks) : [];
    for (let i = 0; i < Math.max(now.length, before.length); i++) {
      const a = now[i];
      const b = before[i];
      const same = a !== undefined && b !== undefined && a.price === b.price && a.amount === b.amount && a.total === b.total && a.bar === b.bar;
      if (!same) scene.changed.push({ side, index: i });
    }
  }
  return scene;
}

/**
 * The order-form prefill for a click on `row` of `side`: the row's price and its cumulative
 * amount (unshortened, at count precision), with the side reversed (a bid row fills a sell).
 */
export function clickToFill(row: Pick<SceneRow, 'priceTicks' | 'cumLots'>, side: Side, pair: PairDisplay):
  { side: 'buy' | 'sell'; price: string; amount: string } {
  return {
    side: side === 'bid' ? 'sell' : 'buy',
    price: formatUnits(row.priceTicks, pair.pricePrecision),
    amount: formatUnits(row.cumLots, pair.countPrecision),
  };
}
