import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../../ui/Dialog';
import './risk-tip.css';

/**
 * Keeps keyboard focus on `target` while the tip is open: Tab and Shift+Tab land on it again
 * instead of leaving for the browser's own controls. The native modal already makes the page
 * behind inert; the confirm is the tip's only control, so the trap is that one button.
 */
function holdFocus(target: HTMLElement): () => void {
  target.focus();
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    e.preventDefault();
    target.focus();
  };
  window.addEventListener('keydown', onKey, true);
  return () => window.removeEventListener('keydown', onKey, true);
}

/**
 * The risk tip itself: a modal (native <dialog>, role dialog, modal) with no close button that
 * neither Escape nor a click outside closes (Dialog's dismissible false); only its confirm does.
 */
export default function RiskTipDialog({ pairName, onConfirm }: { pairName: string; onConfirm(): void }) {
  const { t } = useTranslation('notice');
  const confirm = useRef<HTMLButtonElement>(null);

  // after Dialog's own effect (children first) has called showModal, which moves focus too
  useEffect(() => (confirm.current === null ? undefined : holdFocus(confirm.current)), []);

  return (
    <Dialog
      title={t('riskTip.title')}
      open
      dismissible={false}
      onClose={() => {}}
      className="risk-tip"
      actions={<button ref={confirm} type="button" className="primary" onClick={onConfirm}>{t('riskTip.confirm')}</button>}
    >
      <p className="risk-tip-lead" data-testid="risk-tip-body">{t('riskTip.body', { pair: pairName })}</p>
      <p className="risk-tip-detail">{t('riskTip.detail')}</p>
    </Dialog>
  );
}
