/**
 * The market order's price figure for validation ("price too high or low") and the market price
 * offset confirm: the worker's book walk (OrderBook.worstPrice, run where the book lives) for the
 * amount entered. A market buy walks by its total (quote, fee included: the most it can reach),
 * a market sell by its amount. An answer for another symbol is ignored (section 7).
 */
import { readUnits } from '../../core/order-form/exact';
import { precisionsOf, type OrderDraft, type PairRules } from '../../core/order-form/types';

/** What src/net/market-client.ts offers: the worst price in ticks (NaN: the book cannot fill it). */
export interface WorstPriceSource {
  worstPrice(side: 'buy' | 'sell', amount: number, byNotional: boolean): Promise<{ symbol: string; price: number }>;
}

/**
 * The walk's amount for a market draft: lots of a sell, or ticks × lots (price units at the
 * price precision times count units) of a buy's total; null when the field is not a number.
 */
export function walkAmount(draft: Pick<OrderDraft, 'side' | 'amount' | 'total'>, pair: Pick<PairRules, 'pricePrecision' | 'countPrecision'>): { amount: number; byNotional: boolean } | null {
  const p = precisionsOf(pair);
  if (draft.side === 'sell') {
    const lots = readUnits(draft.amount, p.count);
    return lots === null ? null : { amount: lots, byNotional: false };
  }
  const notional = readUnits(draft.total, p.price + p.count);
  return notional === null ? null : { amount: notional, byNotional: true };
}

/** The worst price in ticks, NaN when the book cannot fill it, undefined when not known. */
export async function marketWorstPrice(draft: OrderDraft, pair: PairRules, source: WorstPriceSource | null): Promise<number | undefined> {
  const walk = walkAmount(draft, pair);
  if (source === null || walk === null || walk.amount <= 0) return undefined;
  try {
    const answer = await source.worstPrice(draft.side, walk.amount, walk.byNotional);
    return answer.symbol === pair.symbol ? answer.price : undefined;
  } catch {
    return undefined; // the worker is gone (page closing): the rule is skipped, the gateway still checks
  }
}
