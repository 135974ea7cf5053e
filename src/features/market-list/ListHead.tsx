import { useTranslation } from '../../i18n/use-translation';
import { dirOf, type SortColumn, type SortState } from './sort';

const ARIA = { none: 'none', down: 'descending', up: 'ascending' } as const;
const ARROW = { none: '', down: ' ↓', up: ' ↑' } as const;

/** The sortable column heads: pair, volume, price, 24 h change (spec section 2). */
export function ListHead({ sort, onSort }: { sort: SortState; onSort(c: SortColumn): void }) {
  const { t } = useTranslation('market');
  const cols: [SortColumn, string][] = [['pair', t('list.pair')], ['vol', t('list.volume')], ['price', t('list.price')], ['rate', t('list.change')]];
  return (
    <div className="ml-head" role="row" aria-rowindex={1}>
      {cols.map(([c, label]) => {
        const dir = dirOf(sort, c);
        return (
          <div role="columnheader" aria-sort={ARIA[dir]} key={c} className={`ml-col-${c}`}>
            <button type="button" onClick={() => onSort(c)}>{label}{ARROW[dir]}</button>
          </div>
        );
      })}
    </div>
  );
}
