import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { KlineIntervalName } from '../../protocol/intervals';
import { CHART_INTERVALS } from './chart-prefs';

/**
 * The interval menu (spec "Chart area": "an interval menu (edit/save)"): every one of the 16
 * intervals can be picked from it, and its checkboxes choose which ones the toolbar shows; Save
 * keeps the choice (intervalConfig.shown), Cancel drops it. At least one stays shown.
 */
export function IntervalMenu({ current, shown, label, onPick, onSave }: {
  current: KlineIntervalName;
  shown: readonly KlineIntervalName[];
  label: (i: KlineIntervalName) => string;
  onPick: (i: KlineIntervalName) => void;
  onSave: (shown: KlineIntervalName[]) => void;
}) {
  const { t } = useTranslation('chart');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<KlineIntervalName[]>([]);
  const toggle = () => {
    if (!open) setDraft([...shown]);
    setOpen(!open);
  };
  const flip = (i: KlineIntervalName) => setDraft((d) => (d.includes(i) ? d.filter((x) => x !== i) : [...d, i]));

  return (
    <div className="interval-menu">
      <button type="button" className="interval-menu-open" aria-expanded={open} aria-label={t('menu.open')} onClick={toggle}>▾</button>
      {open && (
        <div className="interval-menu-pop" role="dialog" aria-label={t('menu.title')}>
          <p className="interval-menu-title">{t('menu.title')}</p>
          <ul>
            {CHART_INTERVALS.map((i) => (
              <li key={i}>
                <input type="checkbox" checked={draft.includes(i)} aria-label={t('menu.show', { interval: label(i) })} onChange={() => flip(i)} />
                <button type="button" data-interval={i} aria-pressed={i === current} onClick={() => { onPick(i); setOpen(false); }}>{label(i)}</button>
              </li>
            ))}
          </ul>
          <div className="interval-menu-actions">
            <button type="button" onClick={() => setOpen(false)}>{t('menu.cancel')}</button>
            <button type="button" className="primary" disabled={draft.length === 0} onClick={() => { onSave(draft); setOpen(false); }}>{t('menu.save')}</button>
          </div>
        </div>
      )}
    </div>
  );
}
