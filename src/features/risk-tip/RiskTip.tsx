import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { account } from '../../state/account';
import { currentPairSpec, currentSymbolId } from '../../state/market';
import { secondWaveDue } from '../../ui/second-wave';
import { sessionStore } from '../../ui/page-storage';
import { readConfirmed, rememberConfirmed } from './confirmed';
import { loadRiskLimit } from './risk-api';
import { riskTipShown, type RiskLimitInfo } from './risk-rule';

const NONE_CONFIRMED: ReadonlySet<number> = new Set();

/** The modal's code (and the shared Dialog's) is fetched only for a trader who must see it. */
const RiskTipDialog = lazy(() => import('./RiskTipDialog'));

/**
 * The trade page's risk tip (spec 001 section 2): a modal over the page when the current pair
 * is not offered in the trader's country (risk-rule.ts), closed only by its confirm, after
 * which it stays away for that pair for the session (confirmed.ts). Mount once on the page.
 *
 * The list is asked once the book has painted (it never competes with the first screen) and
 * once who is signed in is known (the KYC country depends on it), again if that changes.
 * A switch of pair re-judges the same answer: the list covers every pair.
 */
export function RiskTip() {
  useSignals();
  const user = account.value;
  const userKey = user === undefined ? undefined : (user?.userId ?? 0);
  const [info, setInfo] = useState<RiskLimitInfo | null>(null);
  // read with the answer, not in the first render: a tab's first session-storage access asks the
  // browser process for the tab's storage, a synchronous round trip the first screen need not wait on
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(NONE_CONFIRMED);

  useEffect(() => {
    if (userKey === undefined) return undefined;
    let live = true;
    void secondWaveDue()
      .then(loadRiskLimit)
      .then((answer) => {
        if (!live) return;
        setConfirmed(readConfirmed(sessionStore()));
        setInfo(answer);
      });
    return () => {
      live = false;
    };
  }, [userKey]);

  const pair = currentPairSpec.value;
  const symbolId = currentSymbolId.value;
  if (pair === undefined || symbolId === undefined || confirmed.has(symbolId) || !riskTipShown(info, symbolId)) return null;
  return (
    <Suspense fallback={null}>
      <RiskTipDialog key={symbolId} pairName={pair.name} onConfirm={() => setConfirmed(rememberConfirmed(sessionStore(), symbolId, confirmed))} />
    </Suspense>
  );
}
