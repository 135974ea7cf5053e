import { useEffect, useRef, useState } from 'react';
import { BORROW_INFO_DEBOUNCE_MS } from '../../../core/order-form/constants';
import type { LoanTab } from '../../../core/order-form/loan';
import { loanInfo, type LoanInfo, type MarginCoin } from './margin-api';

/**
 * The borrow/repay dialog's loan info (GET …/loan/info or /repay/info). It loads at once when
 * the dialog opens; a change of tab, pair or coin reloads it debounced by 500 ms (spec 4), so
 * flipping through coins sends one call. `reload` (the wallet tick) reloads at once. Until the
 * answer for the current choice is in, the info is null: the dialog never checks an amount
 * against another coin's limits.
 */
export function useLoanInfo(open: boolean, tab: LoanTab, symbol: string, coin: MarginCoin | null, reload: number): LoanInfo | null {
  const [info, setInfo] = useState<{ key: string; value: LoanInfo } | null>(null);
  const first = useRef(true);
  const lastReload = useRef(reload);
  const key = coin === null ? '' : `${tab}|${symbol}|${coin.coinId}`;

  useEffect(() => {
    if (!open || coin === null) {
      first.current = true;
      return;
    }
    const immediate = first.current || lastReload.current !== reload;
    first.current = false;
    lastReload.current = reload;
    let live = true;
    const timer = setTimeout(() => {
      void loanInfo(tab, symbol, coin).then((a) => {
        if (live && a.success && a.data !== null) setInfo({ key, value: a.data });
      });
    }, immediate ? 0 : BORROW_INFO_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // coin is keyed by its id through `key`
  }, [open, key, reload]);

  return info !== null && info.key === key ? info.value : null;
}
