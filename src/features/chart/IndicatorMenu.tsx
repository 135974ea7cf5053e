import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_PANE, type IndicatorKind } from './indicator-params';

/**
 * The indicators button (first slice): the price pane's indicators (MA, EMA, BOLL, VWAP, SAR)
 * switched on and off with their default parameters, kept in chartIndicators. Parameter editing
 * and the lower panes come next.
 */
export function IndicatorMenu({ chosen, onToggle }: { chosen: readonly IndicatorKind[]; onToggle: (k: IndicatorKind) => void }) {
  const { t } = useTranslation('chart');
  const [open, setOpen] = useState(false);
  return (
    <div className="interval-menu indicator-menu">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>{t('toolbar.indicators')}</button>
      {open && (
        <div className="interval-menu-pop" role="dialog" aria-label={t('toolbar.indicators')}>
          <ul className="indicator-list">
            {PRICE_PANE.map((k) => (
              <li key={k}>
                <label><input type="checkbox" checked={chosen.includes(k)} onChange={() => onToggle(k)} /> {t(`indicator.${k}` as 'indicator.MA')}</label>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
