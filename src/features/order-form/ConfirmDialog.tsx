import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Dialog as ChainDialog } from '../../core/order-form/confirm-chain';
import { isPlan, isPriced, type OrderDraft, type PairRules } from '../../core/order-form/types';
import { Dialog } from '../../ui/Dialog';
import { orderKey } from './order-keys';
import type { DialogAnswer } from './submit-flow';

export interface PendingConfirm {
  dialog: ChainDialog;
  draft: OrderDraft;
  pair: Pick<PairRules, 'coinName' | 'marketCoinName'>;
  answer(a: DialogAnswer): void;
}

const TITLE = {
  priceDirection: 'confirm.priceDirectionTitle',
  threshold: 'confirm.thresholdTitle',
  marketOffset: 'confirm.marketOffsetTitle',
  orderConfirm: 'confirm.orderTitle',
} as const satisfies Record<ChainDialog['kind'], string>;

/** The order's figures as the confirm dialog lists them (only those the order sends). */
function Summary({ draft, pair }: Pick<PendingConfirm, 'draft' | 'pair'>) {
  const { t } = useTranslation('order');
  const rows: [string, string][] = [
    [t('confirm.rowPair'), `${pair.coinName}/${pair.marketCoinName}`],
    [t('confirm.rowSide'), t(draft.side === 'buy' ? 'form.buy' : 'form.sell')],
    [t('confirm.rowType'), t(`kind.${draft.kind}`)],
  ];
  if (isPlan(draft.kind)) rows.push([t('form.triggerPrice'), `${draft.triggerPrice} ${pair.marketCoinName}`]);
  if (isPriced(draft)) rows.push([t('form.price'), `${draft.price} ${pair.marketCoinName}`]);
  else rows.push([t('form.price'), t('form.marketPrice')]);
  if (isPriced(draft) || draft.side === 'sell') rows.push([t('form.amount'), `${draft.amount} ${pair.coinName}`]);
  if (isPriced(draft) || draft.side === 'buy') rows.push([t('form.total'), `${draft.total} ${pair.marketCoinName}`]);
  return (
    <dl className="of-summary">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One step of the confirmation chain (price-direction tip, threshold confirm, market price
 * offset, order confirm). It must be answered: Confirm or Cancel (Escape and the backdrop do
 * nothing), and "don't show again" where the step has a preference.
 */
export function ConfirmDialog({ pending }: { pending: PendingConfirm | null }) {
  const { t } = useTranslation('order');
  const [dontShow, setDontShow] = useState(false);
  if (pending === null) return <Dialog title="" open={false} onClose={() => {}} />;
  const { dialog, draft, pair } = pending;
  const hasPref = dialog.kind === 'threshold' || dialog.kind === 'orderConfirm';
  const done = (ok: boolean) => {
    setDontShow(false);
    pending.answer({ ok, dontShowAgain: ok && dontShow });
  };
  return (
    <Dialog
      title={t(TITLE[dialog.kind])}
      open
      dismissible={false}
      onClose={() => done(false)}
      className={dialog.kind === 'orderConfirm' ? 'of-confirm-wide' : undefined}
      actions={
        <>
          <button type="button" onClick={() => done(false)}>{t('confirm.cancel')}</button>
          <button type="button" className="primary" onClick={() => done(true)}>{t('confirm.ok')}</button>
        </>
      }
    >
      {dialog.kind === 'orderConfirm' ? <Summary draft={draft} pair={pair} /> : <p>{t(orderKey(dialog.messageKey), { ...dialog.params, defaultValue: '' })}</p>}
      {hasPref && (
        <label className="of-dontshow">
          <input type="checkbox" checked={dontShow} onChange={(e) => setDontShow(e.target.checked)} />
          {t('confirm.dontShowAgain')}
        </label>
      )}
      {/* where it is undone (the order form's preferences menu, OrderPrefsMenu.tsx) */}
      {hasPref && dontShow && <p className="of-dontshow-hint">{t('confirm.prefsHint')}</p>}
    </Dialog>
  );
}
