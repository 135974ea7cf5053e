import { mulDiv, parseUnits, pow10 } from '../../src/core/units';
import type { CoinSpec, MarginSpec, PairSpec } from './types';

/**
 * Valuation of an isolated margin account in the pair's quote coin, and the limits derived
 * from it. Everything here is integer ledger units except the risk ratio, a float used only
 * for display and for comparison with the pair's liquidation ratio.
 *
 * Rounding always favours the exchange: assets are valued rounding down, debts rounding up.
 * Without a last price the base coin is valued at 0 (its holdings add nothing to the assets).
 */

/** A margin pair with its coin specs resolved; what every margin computation needs. */
export interface MarginPair {
  pair: PairSpec;
  spec: MarginSpec;
  base: CoinSpec;
  quote: CoinSpec;
}

/** Base and quote amounts of one account, in their own ledger units. */
export interface Amounts {
  base: number;
  quote: number;
}

/** `units` of the base coin at `price` ticks, in quote ledger units. */
export function baseToQuote(units: number, price: number, mp: MarginPair, round: 'down' | 'up'): number {
  // quote = units / 10^baseScale * price / 10^pricePrecision * 10^quoteScale
  const e = mp.quote.scale - mp.pair.pricePrecision - mp.base.scale;
  return e >= 0 ? mulDiv(units, price, 1, round) * pow10(e) : mulDiv(units, price, pow10(-e), round);
}

/** `quote` ledger units converted into base ledger units at `price` ticks (> 0). */
export function quoteToBase(quote: number, price: number, mp: MarginPair, round: 'down' | 'up'): number {
  const e = mp.base.scale + mp.pair.pricePrecision - mp.quote.scale;
  return e >= 0 ? mulDiv(quote, pow10(e), price, round) : mulDiv(quote, 1, price * pow10(-e), round);
}

/** Total asset value (available + frozen of both coins), rounded down. */
export function assetValue(assets: Amounts, price: number | undefined, mp: MarginPair): number {
  const base = price === undefined ? 0 : baseToQuote(assets.base, price, mp, 'down');
  return assets.quote + base;
}

/** Total debt value (principal + unpaid interest of both coins), rounded up. */
export function debtValue(debts: Amounts, price: number | undefined, mp: MarginPair): number {
  const base = price === undefined ? 0 : baseToQuote(debts.base, price, mp, 'up');
  return debts.quote + base;
}

/** Risk ratio = assets / debts (both in quote); Infinity with no debt. */
export function riskRatio(assets: number, debts: number): number {
  return debts === 0 ? Infinity : assets / debts;
}

/**
 * How much more may be borrowed, in quote ledger units: total debt may reach
 * (marginRatio - 1) x net assets, so the allowance is that bound minus the debt already owed,
 * floored and never below 0. With marginRatio 5 and 1,000 USDT of own money, 4,000 USDT may
 * be borrowed; the account then holds 5,000 against 4,000 of debt (risk ratio 1.25).
 */
export function borrowAllowance(assets: number, debts: number, marginRatio: number): number {
  const net = assets - debts;
  if (net <= 0) return 0;
  const m = fraction(marginRatio);
  const bound = mulDiv(net, m.num - m.den, m.den, 'down');
  return Math.max(0, bound - debts);
}

/**
 * The lowest risk ratio an account with debt may have after a transfer out: twice the
 * liquidation ratio, so moving money out never leaves the account closer to liquidation than
 * half-way; and never below marginRatio / (marginRatio - 1), the ratio of an account borrowed
 * to its limit, so a transfer can never take out money the loan limit still counts on.
 */
export function transferFloor(spec: MarginSpec): number {
  return Math.max(2 * spec.liquidationRatio, spec.marginRatio / (spec.marginRatio - 1));
}

/** A config number (e.g. marginRatio 3.5) as an exact fraction 35/10. */
function fraction(x: number): { num: number; den: number } {
  const text = String(x);
  const decimals = (text.split('.')[1] ?? '').length;
  const parsed = parseUnits(text, decimals);
  if (!parsed.ok || x <= 1) throw new Error(`bad margin ratio ${x}`);
  return { num: parsed.value, den: pow10(decimals) };
}
