import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { hiddenByHideCancelled, type DateRange } from '../../core/order-panel/history-filter';
import { historyOrdersBody } from '../../core/order-panel/requests';
import type { KindTab } from '../../core/order-panel/types';
import { HistoryRow, historyHeads, type HistoryColumns } from './HistoryRow';
import { ColHeads, CursorTable } from './PanelTable';
import { RangeSelect } from './RangeSelect';
import { SideFilter } from './SideFilter';
import { fetchHistoryOrders } from './panel-api';
import type { ListedOrder } from './rows';
import { listPaging, useCursorList, type PanelListProps } from './use-cursor-list';
import { browserUtcOffset } from '../../ui/utc-offset';

export interface OrderHistoryProps extends PanelListProps {
  kind: KindTab;
  range: DateRange | null;
  onRange(r: DateRange): void;
}

/**
 * Closed orders (spec section 2 "Order history"): date filter (spot; margin reads 90 days),
 * hide-cancelled, side filter, cursor paging, and rows that expand into their fills.
 */
export function OrderHistory(p: OrderHistoryProps) {
  const { t } = useTranslation('panel');
  const [hideCancelled, setHideCancelled] = useState(false);
  const cl = useCursorList<ListedOrder>({
    inputs: `${p.mode}|${p.kind}|${p.symbolFilter ?? ''}|${p.range ?? ''}|${hideCancelled}`,
    ...listPaging(p),
    load: (list) => fetchHistoryOrders(historyOrdersBody(
      { mode: p.mode, kind: p.kind, symbolFilter: p.symbolFilter, list, pageSize: p.pageSize },
      { range: p.range, nowMs: Date.now(), utcOffsetMinutes: browserUtcOffset() },
      hideCancelled,
    )),
  });
  const cols: HistoryColumns = p.mode === 'margin' ? 'margin' : p.kind === 'limit' ? 'regular' : 'plan';

  return (
    <CursorTable
      testId="order-history"
      list={cl}
      // rows already shown hide at once while the reload for the toggle is on its way
      rows={hideCancelled ? cl.view.rows.filter((r) => !hiddenByHideCancelled(r.state)) : cl.view.rows}
      bar={
        <>
          {p.mode === 'spot' && p.range !== null && <RangeSelect value={p.range} onChange={p.onRange} />}
          <label className="panel-check">
            <input type="checkbox" checked={hideCancelled} onChange={(e) => setHideCancelled(e.target.checked)} />
            {t('filter.hideCancelled')}
          </label>
          <SideFilter value={cl.list.side} onChange={cl.setSide} />
          <p className="panel-note">{t('notice.past3Months')}</p>
        </>
      }
      head={<ColHeads keys={historyHeads(cols)} />}
      row={(row) => <HistoryRow key={row.orderId} row={row} cols={cols} />}
    />
  );
}
