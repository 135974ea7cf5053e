import { useTranslation } from 'react-i18next';
import type { SideFilter as Filter } from '../../core/order-panel/types';

/** All / buy / sell (spec section 2): in the side column header in spot, in the list's bar in margin. */
export function SideFilter({ value, onChange }: { value: Filter; onChange(v: Filter): void }) {
  const { t } = useTranslation('panel');
  return (
    <select className="panel-side-filter" aria-label={t('side.filter')} value={value} onChange={(e) => onChange(e.target.value as Filter)}>
      <option value="all">{t('side.all')}</option>
      <option value="buy">{t('side.buy')}</option>
      <option value="sell">{t('side.sell')}</option>
    </select>
  );
}
