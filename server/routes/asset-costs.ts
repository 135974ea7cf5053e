import type { Fill } from '../engine/types';
import type { ViewRefs } from './order-view';
import { USD_SCALE, formatFixed, formatUsd, type Prices } from './valuation';

/**
 * Average cost and today's PnL of each coin, from the user's fills (spec order-panel "Funds").
 *
 * Each fill is an exchange of coin amounts ("legs"): a buy gains base (less a base fee) and
 * spends quote (plus a quote fee); a sell the reverse; a fee in a third coin (fee deduction)
 * spends that coin. A leg is valued in dollars: the base leg at the trade's own value (notional
 * at the quote coin's current dollar rate, so exact for USD-quoted pairs), the other legs at
 * their coin's current rate.
 *
 * - avgCost: moving average over the fills, oldest first. A gain adds its dollars to the cost;
 *   a spend takes away cost in proportion (the average is unchanged). Coins that came from
 *   funding rather than trades carry no cost, so the average covers what was bought. USDT is 1.
 * - todayProfit: the rolling 24 h, "change of value less money put in":
 *     holding now x price now - holding 24 h ago x price 24 h ago - net dollars put into the
 *     coin by the day's fills,
 *   where holding 24 h ago = holding now - the day's net units from fills (funding is held from
 *   the start, so it is never counted as profit). todayPnl = todayProfit / (value 24 h ago + the
 *   dollars put in, when positive), a fraction with 4 decimals; '0' when that base is 0.
 */

export interface Leg {
  coin: string;
  /** Ledger units gained (> 0) or spent (< 0). */
  units: number;
  /** Dollars at USD_SCALE gained (> 0, the cost of the gain) or given up (< 0). */
  usd: bigint;
}

export interface CoinFigures {
  avgCost: string;
  todayProfit: string;
  todayPnl: string;
}

/** The legs of one fill. */
export function legsOf(f: Fill, refs: ViewRefs, prices: Prices): Leg[] {
  const pair = refs.pair(f.symbol);
  if (pair === undefined) return [];
  const bs = refs.coinScale(pair.base);
  const qs = refs.coinScale(pair.quote);
  const baseUnits = f.size * 10 ** (bs - pair.countPrecision);
  const tradeUsd = prices.usd(pair.quote, f.notional, qs);
  const feeBase = f.feeCoin === pair.base ? f.fee : 0;
  const feeQuote = f.feeCoin === pair.quote ? f.fee : 0;
  const feeQuoteUsd = prices.usd(pair.quote, feeQuote, qs);
  const legs: Leg[] = [];
  if (f.side === 'buy') {
    legs.push({ coin: pair.base, units: baseUnits - feeBase, usd: tradeUsd + feeQuoteUsd });
    legs.push({ coin: pair.quote, units: -(f.notional + feeQuote), usd: -(tradeUsd + feeQuoteUsd) });
  } else {
    legs.push({ coin: pair.base, units: -(baseUnits + feeBase), usd: -(tradeUsd - feeQuoteUsd) });
    legs.push({ coin: pair.quote, units: f.notional - feeQuote, usd: tradeUsd - feeQuoteUsd });
  }
  if (f.fee > 0 && feeBase === 0 && feeQuote === 0) {
    legs.push({ coin: f.feeCoin, units: -f.fee, usd: -prices.usd(f.feeCoin, f.fee, refs.coinScale(f.feeCoin)) });
  }
  return legs;
}

/**
 * Figures per coin. `fills` oldest first; `holdings` the account's units now (available +
 * frozen) per coin; `dayStart` where the rolling day begins (now - 24 h).
 */
export function coinFigures(
  fills: readonly Fill[],
  holdings: ReadonlyMap<string, number>,
  dayStart: number,
  refs: ViewRefs,
  prices: Prices,
): Map<string, CoinFigures> {
  const held = new Map<string, { units: bigint; cost: bigint }>();
  const day = new Map<string, { units: number; usd: bigint }>();
  for (const f of fills) {
    for (const leg of legsOf(f, refs, prices)) {
      const h = held.get(leg.coin) ?? { units: 0n, cost: 0n };
      const units = BigInt(leg.units);
      if (units > 0n) {
        h.units += units;
        h.cost += leg.usd;
      } else if (h.units > 0n) {
        const out = -units < h.units ? -units : h.units;
        h.cost -= (h.cost * out) / h.units;
        h.units -= out;
      }
      held.set(leg.coin, h);
      if (f.time >= dayStart) {
        const d = day.get(leg.coin) ?? { units: 0, usd: 0n };
        d.units += leg.units;
        d.usd += leg.usd;
        day.set(leg.coin, d);
      }
    }
  }
  const out = new Map<string, CoinFigures>();
  const coins = new Set([...held.keys(), ...holdings.keys()]);
  for (const coin of coins) {
    const scale = refs.coinScale(coin);
    const h = held.get(coin);
    const avg = coin === 'USDT' ? 10n ** BigInt(USD_SCALE) : h === undefined || h.units === 0n ? 0n : (h.cost * 10n ** BigInt(scale)) / h.units;
    const now = holdings.get(coin) ?? 0;
    const d = day.get(coin) ?? { units: 0, usd: 0n };
    const before = now - d.units;
    const valueNow = prices.usd(coin, now, scale, 'last');
    const valueBefore = prices.usd(coin, Math.max(0, before), scale, 'open');
    const profit = valueNow - valueBefore - d.usd;
    const base = valueBefore + (d.usd > 0n ? d.usd : 0n);
    out.set(coin, {
      avgCost: formatFixed(avg, USD_SCALE, 8),
      todayProfit: formatUsd(profit),
      todayPnl: base === 0n ? '0' : formatFixed((profit * 10n ** 4n) / base, 4, 4),
    });
  }
  return out;
}
