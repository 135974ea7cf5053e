/**
 * The edit-order modal of the open-orders list (spec order-panel section 2 "Edit-order modal",
 * section 5 "Edit modal …", "Linking", section 8 "Edit-order codes"). A limit or post-only order
 * edits price, amount and the linked total; a trigger or TP/SL order its trigger price and the
 * figures its child sends. It must be answered: no outside click or Escape closes it, only
 * Cancel (onClose) or a successful Confirm (onDone; the parent closes it then).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { isZero, readSigned } from '../../../core/order-form/exact';
import { fieldPrecision } from '../../../core/order-form/numeric-input';
import { precisionsOf, type Field } from '../../../core/order-form/types';
import { lastPriceOf, pairs } from '../../../state/market';
import { Dialog } from '../../../ui/Dialog';
import { NumericInput } from '../../order-form/NumericInput';
import { showToast } from '../../../ui/toast';
import { shownFields } from './edit-linking';
import { fieldMessageText, type FieldMessage } from './edit-messages';
import { editPairOf, kindLabelKey, toEditedOrder, type EditableOrder } from './edit-order-input';
import { loginHref } from './edit-submit';
import { useEditForm } from './use-edit-form';
import './edit.css';

export interface EditOrderModalProps {
  /** The open-orders row being edited (spot; isEditable() rows). */
  order: EditableOrder;
  /** Cancel, or a refusal that closes the modal (33148 on a plan order). */
  onClose(): void;
  /** The update was accepted (the order amended, or a post-only one cancelled): the parent closes the modal and refreshes. */
  onDone(): void;
}

/** Dialog body and buttons for one open order; mount it while the order is being edited. */
export function EditOrderModal({ order, onClose, onDone }: EditOrderModalProps) {
  useSignals(); // pairs and the pair's live last price
  const { t, i18n } = useTranslation(['edit', 'order']);
  const pair = editPairOf(pairs.value, order.symbol);
  const last = pair === undefined ? '' : lastPriceOf(pair.symbol);
  const form = useEditForm(order, pair, i18n.language);
  const shown = useMemo(() => shownFields(toEditedOrder(order)), [order]);
  // Rule texts are keys computed by the core ('order:validation.…', 'order:e_33124'); their
  // presence in the English files is checked by edit-messages.test.ts instead of by the type.
  const say = (m: FieldMessage | null) => (m === null ? undefined : fieldMessageText(i18n, m));

  async function confirm() {
    const outcome = await form.confirm();
    if (outcome.kind === 'done') {
      showToast(t('success'), 'success');
      onDone();
    } else if (outcome.kind === 'postOnlyCancelled') {
      // the order form's own words for the same engine rule: the order is gone, not amended
      showToast(t('order:form.postOnlyCancelled'), 'error');
      onDone();
    } else if (outcome.kind === 'login') location.assign(loginHref(location.pathname, location.search, i18n.language));
    else if (outcome.kind === 'close') onClose();
  }

  const base = pair?.coinName ?? order.symbol.split('/')[0];
  const quote = pair?.marketCoinName ?? order.symbol.split('/')[1] ?? '';
  const unitOf = (f: Field) => (f === 'amount' ? base : quote);
  const precisions = pair !== undefined ? precisionsOf(pair) : null;
  const filled = readSigned(order.filledSize);
  const available = form.wallet === null ? null : order.side === 'buy' ? `${form.wallet.quote} ${quote}` : `${form.wallet.base} ${base}`;

  return (
    <Dialog
      title={t('title')}
      open
      onClose={onClose}
      dismissible={false}
      className="edit-order-dialog"
      actions={
        <>
          <button type="button" disabled={form.busy} onClick={onClose}>{t('cancel')}</button>
          <button type="button" className="primary" disabled={!form.canConfirm} aria-busy={form.busy} onClick={() => void confirm()}>
            {t('confirm')}
          </button>
        </>
      }
    >
      <div className="edit-head">
        <span className="edit-symbol">{order.symbol}</span>
        <span className={`edit-side edit-side-${order.side}`}>{t(`side.${order.side}`)}</span>
        <span className="edit-kind">{t(`kind.${kindLabelKey(order)}`)}</span>
        {pair !== undefined && last !== '' && <span className="edit-last">{t('lastPrice')} {last}</span>}
      </div>
      {!form.ready || precisions === null ? (
        <p className="edit-loading" aria-busy="true">{t('loading')}</p>
      ) : (
        <div className="edit-fields">
          {shown.map((f) => (
            <NumericInput
              key={f}
              className="edit-field"
              label={t(`field.${f}`)}
              value={form.fields[f]}
              precision={fieldPrecision(f, precisions)}
              unit={unitOf(f)}
              error={say(form.messageOf(f))}
              disabled={form.busy}
              onChange={(v) => form.setField(f, v)}
            />
          ))}
          <dl className="edit-facts">
            {available !== null && (<><dt>{t('available')}</dt><dd>{available}</dd></>)}
            {(filled === null || !isZero(filled)) && (<><dt>{t('filled')}</dt><dd>{`${order.filledSize} ${base}`}</dd></>)}
          </dl>
        </div>
      )}
    </Dialog>
  );
}
