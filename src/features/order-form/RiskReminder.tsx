import { useTranslation } from '../../i18n/use-translation';
import { riskReminder } from '../../core/order-form/confirm-chain';
import { Dialog } from '../../ui/Dialog';

/**
 * The trigger-order risk reminder, shown the first time trigger or stop-limit is chosen until
 * the trader acknowledges it (saved through the user-mark call). Cancel goes back to the
 * previous order type.
 */
export function RiskReminder({ open, onAcknowledge, onCancel, maxTriggerOrders }: { open: boolean; onAcknowledge(): void; onCancel(): void; maxTriggerOrders: number }) {
  const { t } = useTranslation('order');
  const text = riskReminder(maxTriggerOrders);
  return (
    <Dialog
      title={t('confirm.riskReminderTitle')}
      open={open}
      dismissible={false}
      onClose={onCancel}
      actions={
        <>
          <button type="button" onClick={onCancel}>{t('confirm.cancel')}</button>
          <button type="button" className="primary" onClick={onAcknowledge}>{t('confirm.understood')}</button>
        </>
      }
    >
      <p>{t(text.messageKey, text.params)}</p>
    </Dialog>
  );
}
