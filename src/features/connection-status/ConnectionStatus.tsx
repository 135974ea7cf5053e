import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import { marketClient } from '../../net/market-client';
import { connectionStatus } from '../../state/connection';
import './connection-status.css';

/**
 * The market connection status of spec 001 (Stable connection, Unstable connection,
 * Reconnecting, Connection failed), as the market worker reports it. Clicking it sends a ping
 * (while disconnected, the worker retries at once). Re-renders only when the status changes.
 */
export function ConnectionStatus() {
  useSignals();
  const { t } = useTranslation();
  const status = connectionStatus.value;
  return (
    <button
      type="button"
      className={`conn-status conn-${status}`}
      data-testid="connection-status"
      data-status={status}
      title={t('connection.pingHint')}
      aria-live="polite"
      onClick={() => marketClient()?.ping()}
    >
      <span className="conn-dot" aria-hidden="true" />
      {t(`connection.${status}`)}
    </button>
  );
}
