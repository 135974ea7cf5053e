/**
 * What a chart quick order passes before the order form's flow takes it (issue 24, spec trade
 * page section 5): a margin order first passes the identity and country check, then the chart's
 * own rule (quick-order.ts); a rule that fails is tracked as FE_param_failed with its reason.
 * The margin check comes first, as in the order form: a trader who may not trade on margin is
 * told so, not that the margin account (which they cannot use yet) lacks the balance.
 * The calls are given (no I/O here): the check shows its own dialog and tracks its own event.
 */
import type { TradeMode } from '../order-form/types';
import type { QuickProblem } from './quick-order';

export interface GateDeps {
  checkMargin(): Promise<'ok' | 'kyc' | 'country'>;
  track(event: string, params: Readonly<Record<string, string>>): void;
}

export type Gate = { kind: 'pass' } | { kind: 'blocked'; reason: 'kyc' | 'country' } | { kind: 'invalid'; problem: QuickProblem };

/** `check` is the chart's rule for the inputs of the click; `orderKind` goes with the tracked failure. */
export async function chartGate(mode: TradeMode, orderKind: string, check: () => QuickProblem | null, deps: GateDeps): Promise<Gate> {
  if (mode === 'margin') {
    const verdict = await deps.checkMargin();
    if (verdict !== 'ok') return { kind: 'blocked', reason: verdict };
  }
  const problem = check();
  if (problem === null) return { kind: 'pass' };
  deps.track('FE_param_failed', { reason: problem.key, kind: orderKind, source: 'chart' });
  return { kind: 'invalid', problem };
}
