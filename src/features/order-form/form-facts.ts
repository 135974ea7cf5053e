/**
 * What a side form shows under its inputs (spec order-placement section 3, "Order form
 * state": available balance, max buy, max sell, estimated fee), from the side's state and the
 * form's data. Pure: OrderForm calls it on every render, so the figures follow price, amount,
 * mode and balance as they change.
 */
import { formatDown, isZero, readExact, scaleOf, sub } from '../../core/order-form/exact';
import { feeEstimate, type FeeRates } from '../../core/order-form/fees';
import { maxAmount, referencePrice, type Wallet } from '../../core/order-form/linking';
import { isPriced, type Side } from '../../core/order-form/types';
import type { LinkEnv, SideState } from './form-state';

export interface SideFacts {
  /** What the side may spend (env.available: auto-borrow includes what can be borrowed); '--' before the wallet loads. */
  availableText: string;
  /** Auto-borrow: how much of availableText would be borrowed; '' otherwise. */
  borrowableText: string;
  max: { text: string; estimate: boolean };
  /** null: fees are not shown to this user here (spot and whitelisted countries only). */
  feeText: string | null;
}

export interface FactsInput {
  side: Side;
  state: SideState;
  env: LinkEnv;
  wallet: Wallet | null;
  /** The pair's last price now ('' when none): a market order's reference price while the book is not known. */
  lastPrice: string;
  /**
   * The best opposite price now (the best ask for the buy side, the best bid for the sell
   * side; '' when the book is not known or that side is empty): a market order's reference
   * price, as the market offset check judges it.
   */
  bestPrice: string;
  rates: FeeRates;
  feeShown: boolean;
}

export function sideFacts({ side, state, env, wallet, lastPrice, bestPrice, rates, feeShown }: FactsInput): SideFacts {
  const d = state.draft;
  if (wallet === null) return { availableText: '--', borrowableText: '', max: { text: '', estimate: false }, feeText: feeShown ? '' : null };
  const own = readExact(side === 'buy' ? wallet.quote : wallet.base);
  const all = readExact(env.available);
  const extra = own !== null && all !== null ? sub(all, own) : null;
  const borrowableText = extra !== null && !isZero(extra) && extra.n > 0n ? formatDown(extra, scaleOf(env.available)) : '';
  const price = referencePrice(d, lastPrice, bestPrice);
  const max = { text: maxAmount(side, price, env.available, env.p, env.rate), estimate: side === 'buy' && !isPriced(d) };
  const quoteScale = Math.max(scaleOf(wallet.quote), env.p.total);
  const feeText = feeShown ? feeEstimate(d, price, rates, env.p, quoteScale) : null;
  return { availableText: env.available, borrowableText, max, feeText };
}
