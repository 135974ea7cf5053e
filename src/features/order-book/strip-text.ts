/**
 * Numbers of the book's middle strip, pure: the best prices of a top() array and the spread
 * text. Integer ticks in, display strings out (the percentage is the only rounded figure).
 */
import { formatUnits } from '../../core/units';

/** The best bid and ask prices (ticks) of a top() array, NaN for an empty side. */
export function bestPrices(top: ArrayLike<number>): { bid: number; ask: number } {
  const n = Math.floor((top.length - 2) / 6);
  return { bid: top[0] > 0 ? top[2] : NaN, ask: top[1] > 0 ? top[2 + 3 * n] : NaN };
}

/** '0.50 (0.001%)': the gap in ticks at `pp` and as thousandths of a percent of the ask. */
export function spreadText(bid: number, ask: number, pp: number): string {
  if (!Number.isFinite(bid) || !Number.isFinite(ask) || ask <= 0) return '--';
  const gap = ask - bid;
  const thousandths = Math.round((gap * 100_000) / ask);
  return `${formatUnits(gap, pp)} (${formatUnits(thousandths, 3)}%)`;
}
