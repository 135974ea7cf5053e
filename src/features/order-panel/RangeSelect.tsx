import { createContext, useContext } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  DATE_RANGES, RANGE_KEY, customBounds, customRange, readCustomRange, type DateRange,
} from '../../core/order-panel/history-filter';
import { browserUtcOffset } from '../../ui/utc-offset';

/**
 * Whether the date filters below offer a custom range (first and last day within the 3-month
 * query window). The panel does not; the order center (src/features/order-center) provides it.
 */
export const CustomRangeOffered = createContext(false);

const CUSTOM = 'custom';

/**
 * The date filter of order and trade history: 7 days, 1 month, 3 months (spec section 2), and
 * in the order center a custom range whose days are picked in two date inputs.
 */
export function RangeSelect({ value, onChange }: { value: DateRange; onChange(r: DateRange): void }) {
  const { t } = useTranslation('panel');
  const offered = useContext(CustomRangeOffered);
  const custom = readCustomRange(value);
  const bounds = customBounds(Date.now(), browserUtcOffset());
  const pick = (v: string) => onChange(v === CUSTOM ? customRange(bounds.max, bounds.max) : (v as DateRange));
  return (
    <>
      <select className="panel-range" aria-label={t('range.label')} value={custom === null ? value : CUSTOM} onChange={(e) => pick(e.target.value)}>
        {DATE_RANGES.map((r) => <option key={r} value={r}>{t(RANGE_KEY[r])}</option>)}
        {offered && <option value={CUSTOM}>{t('range.custom')}</option>}
      </select>
      {offered && custom !== null && (
        <span className="panel-range-days">
          <input
            type="date"
            aria-label={t('range.from')}
            min={bounds.min}
            max={custom.to}
            value={custom.from}
            onChange={(e) => e.target.value !== '' && onChange(customRange(e.target.value, custom.to))}
          />
          <input
            type="date"
            aria-label={t('range.to')}
            min={custom.from}
            max={bounds.max}
            value={custom.to}
            onChange={(e) => e.target.value !== '' && onChange(customRange(custom.from, e.target.value))}
          />
        </span>
      )}
    </>
  );
}
