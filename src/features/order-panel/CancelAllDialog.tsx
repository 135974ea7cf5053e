import { useTranslation } from '../../i18n/use-translation';
import { CONFIRM_KEY, type CancelAllVariant } from '../../core/order-panel/cancel-all';
import { Dialog } from '../../ui/Dialog';

export interface CancelAllDialogProps {
  variant: CancelAllVariant;
  symbolFilter: string | null;
  doNotAsk: boolean;
  onDoNotAsk(v: boolean): void;
  onNo(): void;
  onYes(): void;
}

/** The question "Cancel All" asks while the CANCEL_ALL preference is on (CancelAll.tsx holds the state). */
export function CancelAllDialog({ variant, symbolFilter, doNotAsk, onDoNotAsk, onNo, onYes }: CancelAllDialogProps) {
  const { t } = useTranslation('panel');
  return (
    <Dialog
      title={t('cancelAll.title')}
      open
      onClose={onNo}
      actions={
        <>
          <button type="button" onClick={onNo}>{t('cancelAll.no')}</button>
          <button type="button" className="primary" onClick={onYes}>{t('cancelAll.yes')}</button>
        </>
      }
    >
      <p>{t(CONFIRM_KEY[variant], { symbol: (symbolFilter ?? '').replace('_', '/') })}</p>
      <label className="panel-check">
        <input type="checkbox" checked={doNotAsk} onChange={(e) => onDoNotAsk(e.target.checked)} />
        {t('cancelAll.doNotAsk')}
      </label>
    </Dialog>
  );
}
