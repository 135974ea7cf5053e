import { useTranslation } from 'react-i18next';
import { RISK_REMINDER } from '../../core/order-form/confirm-chain';
import { Dialog } from '../../ui/Dialog';

/**
 * The trigger-order risk reminder, shown the first time trigger or stop-limit is chosen until
 * the trader acknowledges it (saved through the user-mark call). Cancel goes back to the
 * previous order type.
 */
export function RiskReminder({ open, onAcknowledge, onCancel }: { open: boolean; onAcknowledge(): void; onCancel(): void }) {
  const { t } = useTranslation('order');
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
      <p>{t(RISK_REMINDER.messageKey, RISK_REMINDER.params)}</p>
    </Dialog>
  );
}
