/**
 * The margin check's refusal dialogs (spec 6: the verification dialog with "verify now", to
 * secure the account and comply with local law; and the country refusal). checkMarginAllowed
 * is a plain async function the form calls on submit, so the dialog cannot live in the form's
 * tree: it gets its own small root on first use, themed like the page.
 */
import { effect, signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { createRoot } from 'react-dom/client';
import { useTranslation } from '../../../i18n/use-translation';
import { Dialog } from '../../../ui/Dialog';
import { theme } from '../../../state/theme';
import './margin.css';

interface Refusal {
  reason: 'kyc' | 'country';
  symbol: string;
}

const refusal = signal<Refusal | null>(null);
let mounted = false;

/** Opens the refusal dialog of `reason` for `symbol` (mounting its root the first time). */
export function showMarginRefusal(reason: 'kyc' | 'country', symbol: string): void {
  if (!mounted && typeof document !== 'undefined') {
    mounted = true;
    const host = document.createElement('div');
    host.dataset.host = 'margin-refusal';
    document.body.append(host);
    // the dialog sits outside .app, so it carries the theme class that defines the colours
    effect(() => {
      host.className = `theme-${theme.value}`;
    });
    createRoot(host).render(<MarginRefusalDialog />);
  }
  refusal.value = { reason, symbol };
}

function MarginRefusalDialog() {
  useSignals();
  const { t, i18n } = useTranslation('margin');
  const r = refusal.value;
  const close = () => (refusal.value = null);
  const pair = r?.symbol.replace('_', '/') ?? '';
  if (r?.reason === 'country') {
    return (
      <Dialog title={t('check.countryTitle')} open onClose={close}
        actions={<button type="button" className="primary" onClick={close}>{t('check.ok')}</button>}>
        <p>{t('check.countryBody', { pair })}</p>
      </Dialog>
    );
  }
  return (
    <Dialog title={t('check.kycTitle')} open={r !== null} onClose={close}
      actions={<>
        <button type="button" onClick={close}>{t('check.later')}</button>
        <a className="button primary" href={`/kyc/${i18n.language}`}>{t('check.verifyNow')}</a>
      </>}>
      <p>{t('check.kycBody')}</p>
    </Dialog>
  );
}
