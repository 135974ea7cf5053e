import { useTranslation } from 'react-i18next';
import { DATE_RANGES, RANGE_KEY, type DateRange } from '../../core/order-panel/history-filter';

/** The date filter of order and trade history: 7 days, 1 month, 3 months (spec section 2). */
export function RangeSelect({ value, onChange }: { value: DateRange; onChange(r: DateRange): void }) {
  const { t } = useTranslation('panel');
  return (
    <select className="panel-range" aria-label={t('range.label')} value={value} onChange={(e) => onChange(e.target.value as DateRange)}>
      {DATE_RANGES.map((r) => <option key={r} value={r}>{t(RANGE_KEY[r])}</option>)}
    </select>
  );
}
