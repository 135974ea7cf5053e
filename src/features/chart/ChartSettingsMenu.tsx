import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { DEFAULT_SETTINGS, type ChartSettings, type PriceScale } from './chart-prefs';

const SCALES: readonly PriceScale[] = ['linear', 'log', 'percent'];

/**
 * The chart-settings button (spec "Chart area"): up and down colours, grid, crosshair and the
 * price scale (linear, logarithmic, percent). Each change applies at once and is kept
 * (chartSettings) by the caller.
 */
export function ChartSettingsMenu({ settings, onChange }: { settings: ChartSettings; onChange: (s: ChartSettings) => void }) {
  const { t } = useTranslation('chart');
  const [open, setOpen] = useState(false);
  const set = <K extends keyof ChartSettings>(k: K, v: ChartSettings[K]) => onChange({ ...settings, [k]: v });
  return (
    <div className="interval-menu settings-menu">
      <button type="button" aria-expanded={open} aria-label={t('toolbar.settings')} title={t('toolbar.settings')} onClick={() => setOpen(!open)}>⚙</button>
      {open && (
        <div className="interval-menu-pop chart-form" role="dialog" aria-label={t('toolbar.settings')}>
          <label><input type="color" value={settings.upColor} onChange={(e) => set('upColor', e.target.value)} /> {t('settings.up')}</label>
          <label><input type="color" value={settings.downColor} onChange={(e) => set('downColor', e.target.value)} /> {t('settings.down')}</label>
          <label><input type="checkbox" checked={settings.grid} onChange={(e) => set('grid', e.target.checked)} /> {t('settings.grid')}</label>
          <label><input type="checkbox" checked={settings.crosshair} onChange={(e) => set('crosshair', e.target.checked)} /> {t('settings.crosshair')}</label>
          <fieldset>
            <legend>{t('settings.scale')}</legend>
            {SCALES.map((s) => (
              <label key={s}><input type="radio" name="price-scale" value={s} checked={settings.scale === s} onChange={() => set('scale', s)} /> {t(`settings.${s}`)}</label>
            ))}
          </fieldset>
          <div className="interval-menu-actions">
            <button type="button" onClick={() => onChange({ ...DEFAULT_SETTINGS })}>{t('edit.defaults')}</button>
          </div>
        </div>
      )}
    </div>
  );
}
