import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { openTimeText, remaining } from './countdown';
import { browserUtcOffset } from '../../ui/utc-offset';

/**
 * The countdown screen (spec "Countdown screen"): the pair, its open time in the trader's zone
 * with the UTC offset, and days, hours, minutes and seconds left, ticking each second on the
 * gateway's clock (`skew`). `onEnd` is called once when the time has come.
 */
export function Countdown({ pair, openTime, skew, onEnd }: { pair: string; openTime: number; skew: number; onEnd: () => void }) {
  const { t } = useTranslation('chart');
  const [now, setNow] = useState(() => Date.now());
  const left = remaining(openTime, now, skew);
  useEffect(() => {
    if (left.over) {
      onEnd();
      return;
    }
    // the next whole second of the time left
    const ms = (openTime + skew - Date.now()) % 1000 || 1000;
    const id = setTimeout(() => setNow(Date.now()), ms + 5);
    return () => clearTimeout(id);
  }, [now, left.over]);
  const units = [['days', left.days], ['hours', left.hours], ['minutes', left.minutes], ['seconds', left.seconds]] as const;
  return (
    <div className="chart-countdown" data-testid="chart-countdown" role="timer" aria-live="off">
      <p className="countdown-title">{t('countdown.title', { pair })}</p>
      <ol className="countdown-units">
        {units.map(([k, v]) => (
          <li key={k} data-unit={k}><span className="countdown-value">{String(v).padStart(2, '0')}</span><span className="countdown-label">{t(`countdown.${k}`)}</span></li>
        ))}
      </ol>
      <p className="countdown-open">{t('countdown.opens', { time: openTimeText(openTime, browserUtcOffset(openTime)) })}</p>
    </div>
  );
}
