/**
 * The status bar (spec 001 "Other page elements", page chrome) at the bottom of the trade page:
 * the market connection's state (spec "Connection status": its label, a click sends a ping),
 * a link to the order center of the page's mode, and the trader's local time with its UTC
 * offset (order and trade times on the page are local). Sticks to the bottom of the viewport
 * on a wide screen; in mobile mode it ends the page above the Buy / Sell bar. A chunk of its
 * own, mounted with the second wave (the page's initial JS has a budget).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ConnectionStatus } from '../connection-status/ConnectionStatus';
import { clockTime, untilNextSecond, utcOffset } from './clock';
import './status-bar.css';
import { browserUtcOffset } from '../../ui/utc-offset';

/** The local time, re-rendered on each whole second (a few characters of text; nothing else). */
function Clock() {
  const { t } = useTranslation('layout');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer = 0;
    const tick = () => {
      setNow(new Date());
      timer = window.setTimeout(tick, untilNextSecond(Date.now()));
    };
    timer = window.setTimeout(tick, untilNextSecond(Date.now()));
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <time className="status-clock" dateTime={now.toISOString()} title={t('status.clock')} data-testid="status-clock">
      {clockTime(now)} <span className="status-offset">{utcOffset(browserUtcOffset(now.getTime()))}</span>
    </time>
  );
}

export default function StatusBar({ locale, type }: { locale: string; type: 'spot' | 'margin' }) {
  const { t } = useTranslation('layout');
  return (
    <footer className="status-bar" aria-label={t('status.label')} data-testid="status-bar">
      <ConnectionStatus />
      <span className="status-fill" />
      <a className="status-link" href={`/orders-${type}/${locale}`}>{t('status.orderCenter')}</a>
      <Clock />
    </footer>
  );
}
