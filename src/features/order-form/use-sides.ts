/**
 * The two sides' form state, the order type they share, and what each side may spend. The
 * order type is one for both sides (the basic layout shows both forms under one set of tabs);
 * each side keeps its own fields and its margin sub-order mode.
 */
import { useState } from 'react';
import { feeFactorRate } from '../../core/order-form/fees';
import { spendable, type MarginBudget, type Wallet } from '../../core/order-form/linking';
import { precisionsOf, type ChildType, type OrderKind, type Side, type SubMode, type TradeMode } from '../../core/order-form/types';
import type { FormPair } from './form-pair';
import { emptySide, switchKind, type LinkEnv, type SideState } from './form-state';
import { subModeOf as marginSubMode, type MarginMode } from './margin/MarginControls';
import type { FormData } from './use-form-data';

const NO_WALLET: Wallet = { quote: '0', base: '0' };

export function useSides(pair: FormPair, mode: TradeMode, data: FormData) {
  const [sides, setSides] = useState<Record<Side, SideState>>({ buy: emptySide('buy'), sell: emptySide('sell') });
  const [marginModes, setMarginModes] = useState<Record<Side, MarginMode>>({ buy: 'normal', sell: 'normal' });
  const kind = sides.buy.draft.kind;
  const child = sides.buy.draft.child;

  const subModeOf = (side: Side): SubMode => (mode === 'margin' ? marginSubMode(marginModes[side]) : 'normal');

  const margin = (side: Side): MarginBudget | undefined => {
    const lev = pair.leverageSymbolParam;
    if (mode !== 'margin' || data.loanMax === null || lev === null) return undefined;
    return { subMode: subModeOf(side), loanMax: data.loanMax, borrowMin: { quote: lev.marketCoinUserBorrowMin, base: lev.coinUserBorrowMin } };
  };

  /** What `side` may spend: its coin's available balance, plus what auto-borrow may borrow. */
  const available = (side: Side): string => spendable(side, data.wallet ?? NO_WALLET, margin(side));

  const envOf = (side: Side): LinkEnv => ({ p: precisionsOf(pair), rate: feeFactorRate(data.rates), available: available(side) });

  const updateSide = (side: Side, next: (s: SideState) => SideState) => setSides((all) => ({ ...all, [side]: next(all[side]) }));

  /** Both sides to another order type (or trigger sub-type). */
  const setKind = (k: OrderKind, c: ChildType) =>
    setSides((all) => ({ buy: switchKind(all.buy, k, c, envOf('buy')), sell: switchKind(all.sell, k, c, envOf('sell')) }));

  return {
    sides,
    kind,
    child,
    setKind,
    updateSide,
    envOf,
    available,
    subModeOf,
    marginModes,
    setMarginMode: (side: Side, m: MarginMode) => setMarginModes((all) => ({ ...all, [side]: m })),
  };
}
