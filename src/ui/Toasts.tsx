import { useSignals } from '@preact/signals-react/runtime';
import { toasts } from './toast';
import './dialog.css';

/** The page's toast stack (role status: screen readers announce each new message). */
export function Toasts() {
  useSignals();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.value.map((t) => <div key={t.id} className={`toast toast-${t.kind}`}>{t.text}</div>)}
    </div>
  );
}
