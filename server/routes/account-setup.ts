import type { GatewayDeps } from '../deps';
import type { FeeRates } from '../engine/types';
import { COINS } from '../market/refdata-coins';
import { FEE_CLASS_RATES } from '../market/refdata-content';
import { DEFAULT_USER_FLAGS, type UserRecord } from '../store/api';
import { parseUnits } from '../../src/core/units';

/**
 * What a new account gets: this is a paper-trading exchange, so every account starts funded
 * with demo money (whole coins, decimal strings) and the fee rates of its fee class.
 */
export const DEMO_BALANCES: Readonly<Record<string, string>> = {
  USDT: '100000',
  USDC: '10000',
  BTC: '2',
  ETH: '30',
  BMX: '100000',
  BNB: '50',
  SOL: '200',
  XRP: '20000',
  DOGE: '100000',
  LTC: '100',
  LINK: '1000',
};

/** Flags of a freshly registered account. */
export const DEFAULT_FLAGS = DEFAULT_USER_FLAGS;

/** Pref key of custom fee rates set by the admin call (JSON FeeRates); absent = class rates. */
export const FEE_RATES_PREF = 'feeRates';

const SCALES = new Map(COINS.map((c) => [c.coin, c.scale]));

/** Funds a new account with DEMO_BALANCES and sets its fee rates; the caller commits. */
export function openPaperAccount(deps: GatewayDeps, user: UserRecord): void {
  deps.engine.spotAccount(user.userId);
  for (const [coin, amount] of Object.entries(DEMO_BALANCES)) {
    const scale = SCALES.get(coin);
    if (scale === undefined) continue; // a coin dropped from the listing is simply not funded
    const units = parseUnits(amount, scale);
    if (!units.ok) throw new Error(`demo balance ${coin} ${amount} does not fit scale ${scale}`);
    const funded = deps.engine.fund(user.userId, coin, units.value);
    if (!funded.ok) throw new Error(`funding ${coin} failed: ${funded.error.msg}`);
  }
  applyFeeSettings(deps, user);
}

/** Hands the engine a user's fee rates and fee-deduction switch (both live in the user's record and prefs). */
export function applyFeeSettings(deps: GatewayDeps, user: UserRecord): void {
  deps.engine.setFeeRates(user.userId, feeRatesOf(deps, user));
  deps.engine.setFeeDeduction(user.userId, user.deduction);
}

/** The rates a user trades at: custom ones saved by the admin call, else the fee class's. */
export function feeRatesOf(deps: GatewayDeps, user: UserRecord): FeeRates {
  const saved = deps.store.getPref(user.userId, FEE_RATES_PREF);
  if (saved !== undefined) {
    try {
      const rates = JSON.parse(saved) as FeeRates;
      if (typeof rates.maker === 'string' && typeof rates.taker === 'string') return rates;
    } catch {
      // a damaged pref falls back to the class rates rather than blocking start
    }
  }
  return FEE_CLASS_RATES[user.feeClass];
}

/** Gives the engine every user's fee rates and deduction switch at start (index.ts calls it after the engine is rebuilt). Returns how many users. */
export function restoreFeeRates(deps: GatewayDeps): number {
  const ids = deps.store.userIds();
  for (const id of ids) {
    const user = deps.store.userById(id);
    if (user !== undefined) applyFeeSettings(deps, user);
  }
  return ids.length;
}
