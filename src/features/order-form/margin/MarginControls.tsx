import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { account, marginTick } from '../../../state/account';
import { LoanDialog, TransferDialog } from '../on-demand';
import { isCopper, userFlags } from './account-flags';
import { marginRisk, marginSymbol, type MarginRisk } from './margin-api';
import { MARGIN_MODES, riskRefreshMs, type MarginMode } from './margin-rules';
import './margin.css';

export type { MarginMode } from './margin-rules';
export { subModeOf } from './margin-rules';

export interface MarginModeSelectProps {
  side: 'buy' | 'sell';
  value: MarginMode;
  onChange(value: MarginMode): void;
}

/**
 * The side's margin sub-order mode (spec 1: chosen separately for buy and sell): normal (as
 * spot), auto-borrow (the system borrows the shortfall and places the order), auto-repay (the
 * proceeds repay same-coin debt). The form sends subModeOf(value) as subOrderModeCode.
 */
export function MarginModeSelect({ side, value, onChange }: MarginModeSelectProps) {
  const { t } = useTranslation('margin');
  const id = useId();
  return (
    <div className="margin-mode" data-side={side}>
      <label htmlFor={id} className="margin-mode-label">{t('mode.label')}</label>
      <select id={id} aria-label={t(side === 'buy' ? 'mode.buyLabel' : 'mode.sellLabel')} value={value}
        onChange={(e) => onChange(e.target.value as MarginMode)}>
        {MARGIN_MODES.map((m) => <option key={m} value={m}>{t(`mode.${m}`)}</option>)}
      </select>
    </div>
  );
}

/**
 * The pair's isolated-margin risk ratio (total asset value / (borrowed + unpaid interest); the
 * account is liquidated at or below the liquidation ratio), its level and the liquidation ratio,
 * from GET …/marginRisk. Reloads on the pair, the user and every margin tick, and with debt every
 * few seconds (margin-rules.ts riskRefreshMs: it moves with the price); '--' for visitors.
 */
export function RiskRatio({ symbol }: { symbol: string }) {
  useSignals();
  const { t } = useTranslation('margin');
  const [risk, setRisk] = useState<MarginRisk | null>(null);
  const signedIn = account.value !== null && account.value !== undefined;
  const tick = marginTick.value; // margin's refresh signal: a fill, an order, a transfer, a loan
  const [pulse, setPulse] = useState(0);
  const every = riskRefreshMs(risk?.riskRate ?? null);

  useEffect(() => {
    if (every === null) return;
    const timer = setInterval(() => { if (!document.hidden) setPulse((n) => n + 1); }, every);
    return () => clearInterval(timer);
  }, [every]);

  // a new pair or user starts from '--'; a refresh keeps the old figure until the new one lands
  useEffect(() => setRisk(null), [symbol, signedIn]);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void (async () => {
      const ms = await marginSymbol(symbol);
      if (ms === null) return;
      const a = await marginRisk(ms.symbolId);
      if (live && a.success) setRisk(a.data);
    })();
    return () => void (live = false);
  }, [symbol, signedIn, tick, pulse]);

  // '999' is the gateway's "no debt": nothing can be liquidated
  const shown = risk === null ? '--' : risk.riskRate === '999' ? t('risk.noDebt') : risk.riskRate;
  return (
    <div className="margin-risk" data-testid="margin-risk" data-risk-rate={risk?.riskRate ?? ''} data-risk-desc={risk?.riskDesc ?? ''}
      title={t('risk.hint', { ratio: risk?.liquidationRate ?? '--' })}>
      <span className="margin-risk-label">{t('risk.label')}</span>
      <span className={`margin-risk-value risk-${risk?.riskDesc ?? 'none'}`}>{shown}</span>
      {risk !== null && <span className="margin-risk-desc">{t(`risk.${risk.riskDesc}`)}</span>}
    </div>
  );
}

/**
 * Entries to the pair's borrow/repay dialog and transfer dialog (isolated margin only). Hidden
 * for visitors; copper delegation accounts get no transfer entry (spec 2 and 6).
 */
export function MarginActions({ symbol }: { symbol: string }) {
  useSignals();
  const { t } = useTranslation('margin');
  const [open, setOpen] = useState<'loan' | 'transfer' | null>(null);
  const [copper, setCopper] = useState(false);
  const user = account.value;

  useEffect(() => {
    if (user === null || user === undefined) return;
    let live = true;
    void userFlags().then((f) => live && setCopper(f !== null && isCopper(f)));
    return () => void (live = false);
  }, [user]);

  if (user === null || user === undefined) return null;
  return (
    <div className="margin-actions">
      <button type="button" onClick={() => setOpen('loan')}>{t('actions.borrowRepay')}</button>
      {!copper && <button type="button" onClick={() => setOpen('transfer')}>{t('actions.transfer')}</button>}
      <LoanDialog open={open === 'loan'} onClose={() => setOpen(null)} symbol={symbol} />
      {!copper && <TransferDialog open={open === 'transfer'} onClose={() => setOpen(null)} symbol={symbol} />}
    </div>
  );
}
