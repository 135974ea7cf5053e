import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import './dialog.css';

export interface DialogProps {
  /** The dialog's heading; also its accessible name. */
  title: string;
  open: boolean;
  /** Called for the close button, Escape and an outside click, each only where allowed. */
  onClose(): void;
  /**
   * False for dialogs that must be answered (spec 003: the edit-order modal is not closed by an
   * outside click or Escape): then only the dialog's own buttons close it. Default true.
   */
  dismissible?: boolean;
  /** Footer buttons (confirm, cancel …). */
  actions?: ReactNode;
  children?: ReactNode;
  /** Extra class for sizing. */
  className?: string;
}

/**
 * Stops Escape before it becomes a close request, for dialogs that must be answered. Refusing
 * the dialog's cancel event is not enough in Chromium: a cancel without user activation since
 * the last one is not cancelable, so a second Escape would close the native dialog behind
 * React's back. Capture phase on the window, so it holds wherever focus sits.
 */
function swallowEscape(): () => void {
  const stop = (e: KeyboardEvent) => {
    if (e.key === 'Escape') e.preventDefault();
  };
  window.addEventListener('keydown', stop, true);
  return () => window.removeEventListener('keydown', stop, true);
}

/**
 * A modal dialog on the native <dialog> element: the browser gives it the dialog role, a
 * focus trap, the inert page behind it and Escape (which we refuse when not dismissible).
 * One component for every dialog of the specs, so they look and behave alike.
 */
export function Dialog({ title, open, onClose, dismissible = true, actions, children, className }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = ref.current;
    if (d === null) return;
    if (open && !d.open) d.showModal();
    else if (!open && d.open) d.close();
  }, [open]);

  useEffect(() => (open && !dismissible ? swallowEscape() : undefined), [open, dismissible]);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-label={title}
      onCancel={(e) => {
        e.preventDefault(); // Escape: closing goes through onClose so React state stays the truth
        if (dismissible) onClose();
      }}
      onClick={(e) => {
        // a click on the backdrop lands on the <dialog> itself, outside its content box
        if (dismissible && e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog-box">
          <header className="dialog-head">
            <h2>{title}</h2>
            {dismissible && (
              <button type="button" className="dialog-x" aria-label={t('shell.close')} onClick={onClose}>×</button>
            )}
          </header>
          <div className="dialog-body">{children}</div>
          {actions !== undefined && <footer className="dialog-actions">{actions}</footer>}
        </div>
      )}
    </dialog>
  );
}
