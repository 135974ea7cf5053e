import { useTranslation } from '../../i18n/use-translation';
import { copyMessage, shortOrderId } from '../../core/order-panel/order-id';
import { showToast } from '../../ui/toast';

/**
 * An order id as abc…xyz (spec section 2 "Order history"); hovering or focusing it shows a
 * tooltip with the full id and a copy button, whose outcome is a message.
 */
export function OrderIdCell({ id }: { id: string }) {
  const { t } = useTranslation('panel');
  async function copy() {
    // fails without clipboard permission (an insecure page, a denied prompt)
    const ok = await Promise.resolve().then(() => navigator.clipboard.writeText(id)).then(() => true, () => false);
    showToast(t(copyMessage(ok)), ok ? 'success' : 'error');
  }
  return (
    <span className="panel-oid">
      <span tabIndex={0} aria-label={t('copy.idLabel', { id })} data-full-id={id}>{shortOrderId(id)}</span>
      <span role="tooltip" className="panel-oid-tip">
        <span className="panel-oid-full">{id}</span>
        <button type="button" onClick={() => void copy()}>{t('copy.button')}</button>
      </span>
    </span>
  );
}
