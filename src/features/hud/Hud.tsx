import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { frameFigures, type FrameFigures } from '../../render/frame-timing';
import { hudRequested } from './hud-requested';
import './hud.css';

/** Refresh period: often enough to watch, rare enough that the HUD's own React work stays out of the figures. */
const REFRESH_MS = 500;


const fixed = (v: number, digits: number) => (Number.isFinite(v) ? v.toFixed(digits) : '–');

/**
 * The performance HUD of `?hud=1` (ISSUE 4): renderer and why, fps, book updates per second,
 * feed-to-pixel latency, dropped frames, long tasks, frame time, script per frame, book age.
 * Reads frameFigures() twice a second; renders nothing without the query parameter.
 */
export function Hud() {
  const [enabled] = useState(() => hudRequested(location.search));
  const [f, setFigures] = useState<FrameFigures | null>(null);
  const { t } = useTranslation('hud');

  useEffect(() => {
    if (!enabled) return;
    const update = () => setFigures(frameFigures());
    update();
    const id = setInterval(update, REFRESH_MS);
    return () => clearInterval(id);
  }, [enabled]);

  if (!enabled || f === null) return null;
  const rows: [string, string, string][] = [
    ['fps', t('fps'), fixed(f.fps, 0)],
    ['updatesPerSec', t('updatesPerSec'), fixed(f.updatesPerSec, 0)],
    ['latencyMs', t('latency'), fixed(f.latencyMs, 1)],
    ['p95', t('frameP95'), fixed(f.p95, 1)],
    ['dropped', t('dropped'), fixed(f.dropped, 0)],
    ['longTasks', t('longTasks'), fixed(f.longTasks, 0)],
    ['scriptMsPerFrame', t('scriptMs'), fixed(f.scriptMsPerFrame, 2)],
    ['bookAgeFrames', t('bookAge'), fixed(f.bookAgeFrames, 2)],
  ];
  return (
    <aside className="hud" data-testid="hud" aria-label={t('title')} data-renderer={f.renderer}>
      <dl>
        <div className="hud-row">
          <dt>{t('renderer')}</dt>
          <dd data-field="renderer">
            {f.renderer} <span className="hud-reason">({t(`reason.${f.reason}`)})</span>
          </dd>
        </div>
        {rows.map(([field, label, value]) => (
          <div className="hud-row" key={field}>
            <dt>{label}</dt>
            <dd data-field={field}>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
