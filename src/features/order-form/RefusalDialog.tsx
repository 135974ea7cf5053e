import { useTranslation } from '../../i18n/use-translation';
import type { RefusalDialog as RefusalKind } from '../../core/order-form/error-codes';
import { Dialog } from '../../ui/Dialog';

export interface RefusalState {
  dialog: RefusalKind;
  /** The coin the order pays, for the deposit link. */
  coin: string;
  pairName: string;
}

export interface RefusalDialogProps {
  refusal: RefusalState | null;
  onClose(): void;
  locale: string;
  /** Sub-accounts get the "transfer from the main account" text and no buttons (spec 6). */
  subAccount: boolean;
  /** Copper delegation accounts: no deposit or transfer entries. */
  copper: boolean;
  /** The gateway's trigger-order maximum (trade-config). */
  maxTriggerOrders: number;
}

/**
 * The dialogs of refused orders (spec order-placement sections 2 and 8): balance not enough
 * (33102: transfer or deposit), symbol limit (33122: the pair is not offered in the user's
 * country or region) and too many trigger orders (33133).
 */
export function RefusalDialog({ refusal, onClose, locale, subAccount, copper, maxTriggerOrders }: RefusalDialogProps) {
  const { t } = useTranslation('order');
  if (refusal === null) return <Dialog title="" open={false} onClose={onClose} />;
  const { dialog, coin, pairName } = refusal;
  const ok = <button type="button" className="primary" onClick={onClose}>{t('confirm.ok')}</button>;
  if (dialog === 'symbolLimit' || dialog === 'triggerCountOverMax') {
    return (
      <Dialog title={t(dialog === 'symbolLimit' ? 'dialog.symbolLimitTitle' : 'dialog.triggerCountTitle')} open onClose={onClose} actions={ok}>
        <p>{t(dialog === 'symbolLimit' ? 'dialog.symbolLimit' : 'dialog.triggerCountOverMax', { pair: pairName, max: maxTriggerOrders })}</p>
      </Dialog>
    );
  }
  const buttons = !subAccount && !copper;
  // the spec's links out: the margin assets page (transfers between accounts) and the deposit page
  const transferHref = `/margin-assets/${locale}?category=MARGIN`;
  const depositHref = `/asset-deposit/${locale}?coinType=${encodeURIComponent(coin)}`;
  return (
    <Dialog
      title={t('dialog.balanceTitle')}
      open
      onClose={onClose}
      actions={
        buttons ? (
          <>
            <a className="of-button" href={transferHref}>{t('dialog.transfer')}</a>
            <a className="of-button primary" href={depositHref}>{t('dialog.deposit')}</a>
          </>
        ) : (
          ok
        )
      }
    >
      <p>{t(subAccount ? 'dialog.balanceSubAccount' : 'dialog.balanceNotEnough', { coin })}</p>
    </Dialog>
  );
}
