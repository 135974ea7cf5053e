import { useTranslation } from '../../i18n/use-translation';
import type { SideFilter as Filter } from '../../core/order-panel/types';

/**
 * All / buy / sell (spec section 2: "in the side column header …, plus a side filter in the
 * edit/list area"). Open orders show it in both places in spot and margin, bound to one list
 * state; `place` names the copy ('column': labelled by the column, 'bar': "Side filter").
 */
export function SideFilter({ value, onChange, place = 'bar' }: { value: Filter; onChange(v: Filter): void; place?: 'column' | 'bar' }) {
  const { t } = useTranslation('panel');
  return (
    <select
      className="panel-side-filter"
      aria-label={place === 'column' ? t('col.side') : t('side.filter')}
      data-place={place}
      value={value}
      onChange={(e) => onChange(e.target.value as Filter)}
    >
      <option value="all">{t('side.all')}</option>
      <option value="buy">{t('side.buy')}</option>
      <option value="sell">{t('side.sell')}</option>
    </select>
  );
}
