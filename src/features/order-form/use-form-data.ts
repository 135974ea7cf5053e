/**
 * The data the order form loads for the pair and the user: fee rates (the fee factor), the
 * available balances of the pair's coins (spot account or isolated margin account), in margin
 * what auto-borrow may still borrow, the confirm preferences, the risk-reminder mark and the
 * user's flags. Balances reload on every walletTick (an order placed, a transfer, a pushed fill).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { DEFAULT_TRADE_RULES, type TradeRules } from '../../core/order-form/constants';
import { classRates, type FeeRates } from '../../core/order-form/fees';
import type { Wallet } from '../../core/order-form/linking';
import type { TradeMode } from '../../core/order-form/types';
import { account, walletTick } from '../../state/account';
import { loadLoanMax, loadRates, loadRiskMark, loadWallet } from './form-api';
import type { FormPair } from './form-pair';
import { feeWhitelist } from './fees/fee-api';
import { feeShown as feeShownTo } from './fees/fee-rules';
import { userFlags } from './margin/account-flags';
import type { Prefs } from './prefs';
import { followOrderPrefs, orderPrefs } from './prefs-store';
import { loadTradeRules } from './trade-config';

export interface FormData {
  /** undefined while GET /user/info is in flight. */
  signedIn: boolean | undefined;
  rates: FeeRates;
  wallet: Wallet | null;
  /** Margin: loanMax of each coin; null in spot, for visitors, or before it loads. */
  loanMax: Wallet | null;
  prefs: Prefs;
  riskMark: boolean;
  flags: UserFlags | null;
  /** The confirm figures of GET /ds/trade-config; the spec's until it answers. */
  rules: TradeRules;
  /** Fees (the estimated fee too) are shown: spot, signed in, a whitelisted country (fees/fee-rules.ts). */
  feeShown: boolean;
}

/** The account flags the form reads (GET /user/info answers them; `account` keeps that answer as is). */
export interface UserFlags {
  isSubAccount: boolean;
  /** 0 none, 1 delegation, 2 copper delegation. */
  delegationType: number;
  copper: boolean;
}

function flagsOf(user: unknown): UserFlags | null {
  if (user === null || user === undefined) return null;
  const u = user as Partial<UserFlags>;
  return { isSubAccount: u.isSubAccount === true, delegationType: u.delegationType ?? 0, copper: u.copper === true };
}

/** Loads and keeps the form's data; `setRiskMark` records what the trader just acknowledged. The confirm preferences are the page's one copy (prefs-store.ts). */
export function useFormData(pair: FormPair | undefined, mode: TradeMode, locale: string) {
  useSignals();
  const user = account.value;
  const signedIn = user === undefined ? undefined : user !== null;
  const tick = walletTick.value;
  const symbol = pair?.symbol;
  const [rates, setRates] = useState<FeeRates | null>(null);
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const [loanMax, setLoanMax] = useState<Wallet | null>(null);
  const [riskMark, setRiskMark] = useState(false);
  const [rules, setRules] = useState<TradeRules>(DEFAULT_TRADE_RULES);
  const [feeShown, setFeeShown] = useState(false);

  useEffect(() => {
    setFeeShown(false);
    if (signedIn !== true || mode !== 'spot') return;
    let live = true;
    void Promise.all([userFlags(), feeWhitelist()]).then(([flags, list]) => live && setFeeShown(feeShownTo(mode, flags, list)));
    return () => void (live = false);
  }, [signedIn, mode]);

  useEffect(() => {
    let live = true;
    void loadTradeRules().then((r) => live && setRules(r));
    return () => void (live = false);
  }, []);

  const userId = user === undefined ? undefined : user === null ? null : user.userId;
  useEffect(() => {
    if (userId !== undefined) followOrderPrefs(userId);
  }, [userId]);

  useEffect(() => {
    setRiskMark(false);
    if (signedIn !== true) return;
    let live = true;
    void loadRiskMark().then((m) => live && setRiskMark(m));
    return () => void (live = false);
  }, [signedIn]);

  useEffect(() => {
    setRates(null);
    if (pair === undefined || signedIn !== true) return;
    let live = true;
    void loadRates(pair.symbolId).then((r) => live && setRates(r));
    return () => void (live = false);
  }, [pair, signedIn]);

  useEffect(() => {
    if (pair === undefined || signedIn !== true) {
      setWallet(null);
      setLoanMax(null);
      return;
    }
    let live = true;
    void loadWallet(pair.symbol, mode, locale).then((w) => live && setWallet(w));
    if (mode === 'margin' && pair.leverageSymbolParam !== null) {
      void Promise.all([loadLoanMax(pair.symbol, pair.marketCoinId, pair.marketCoinName), loadLoanMax(pair.symbol, pair.coinId, pair.coinName)]).then(
        ([quote, base]) => live && setLoanMax(quote !== null && base !== null ? { quote, base } : null),
      );
    }
    return () => void (live = false);
  }, [pair, symbol, mode, locale, signedIn, tick]);

  // a visitor, or before the user's rates arrive: the pair's fee class rates
  const data: FormData = { signedIn, rates: rates ?? classRates(pair?.feeRateName ?? 'B'), wallet, loanMax, prefs: orderPrefs.value, riskMark, flags: flagsOf(user), rules, feeShown };
  return { data, setRiskMark };
}
