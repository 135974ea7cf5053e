import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hiddenByHideCancelled, type DateRange } from '../../core/order-panel/history-filter';
import { historyOrdersBody } from '../../core/order-panel/requests';
import type { KindTab, PanelMode } from '../../core/order-panel/types';
import { HistoryRow, type HistoryColumns } from './HistoryRow';
import { Pager } from './Pager';
import { RangeSelect } from './RangeSelect';
import { SideFilter } from './SideFilter';
import { fetchHistoryOrders } from './panel-api';
import type { ListedOrder } from './rows';
import { useCursorList } from './use-cursor-list';

export interface OrderHistoryProps {
  mode: PanelMode;
  kind: KindTab;
  symbolFilter: string | null;
  range: DateRange | null;
  onRange(r: DateRange): void;
  pageSize: number;
  reload: number;
  onLoaded(page: number): void;
}

/**
 * Closed orders (spec section 2 "Order history"): date filter (spot; margin reads 90 days),
 * hide-cancelled, side filter, cursor paging, and rows that expand into their fills.
 */
export function OrderHistory(p: OrderHistoryProps) {
  const { t } = useTranslation('panel');
  const [hideCancelled, setHideCancelled] = useState(false);
  const offset = -new Date().getTimezoneOffset();
  const cl = useCursorList<ListedOrder>({
    enabled: true,
    inputs: `${p.mode}|${p.kind}|${p.symbolFilter ?? ''}|${p.range ?? ''}|${hideCancelled}`,
    pageSize: p.pageSize,
    reload: p.reload,
    load: (list) => fetchHistoryOrders(historyOrdersBody(
      { mode: p.mode, kind: p.kind, symbolFilter: p.symbolFilter, list, pageSize: p.pageSize },
      { range: p.range, nowMs: Date.now(), utcOffsetMinutes: -new Date().getTimezoneOffset() },
      hideCancelled,
    )),
    onLoaded: () => p.onLoaded(cl.list.cursor.page),
  });
  const cols: HistoryColumns = p.mode === 'margin' ? 'margin' : p.kind === 'limit' ? 'regular' : 'plan';
  // rows already shown hide at once while the reload for the toggle is on its way
  const rows = hideCancelled ? cl.view.rows.filter((r) => !hiddenByHideCancelled(r.state)) : cl.view.rows;

  return (
    <div className="panel-list" aria-busy={cl.loading} data-testid="order-history" data-page={cl.list.cursor.page}>
      <div className="panel-listbar">
        {cl.loading && <span className="panel-loading" role="status">{t('loading')}</span>}
        {p.mode === 'spot' && p.range !== null && <RangeSelect value={p.range} onChange={p.onRange} />}
        <label className="panel-check">
          <input type="checkbox" checked={hideCancelled} onChange={(e) => setHideCancelled(e.target.checked)} />
          {t('filter.hideCancelled')}
        </label>
        <SideFilter value={cl.list.side} onChange={(side) => cl.change({ kind: 'side', side })} />
        <p className="panel-note">{t('notice.past3Months')}</p>
      </div>
      <div className="panel-scroll">
        <table className="panel-table">
          <thead>
            <tr>
              <th scope="col">{t('col.pair')}</th>
              <th scope="col">{t('col.time')}</th>
              <th scope="col">{t('col.type')}</th>
              <th scope="col">{t('col.side')}</th>
              {cols === 'plan' ? (
                <>
                  <th scope="col">{t('col.triggerPrice')}</th>
                  <th scope="col">{t('col.price')}</th>
                  <th scope="col">{t('col.amount')}</th>
                </>
              ) : (
                <>
                  <th scope="col">{t('col.avgPrice')}</th>
                  <th scope="col">{t('col.price')}</th>
                  <th scope="col">{t('col.filled')}</th>
                  <th scope="col">{t('col.total')}</th>
                  {cols === 'margin' && <th scope="col">{t('col.fee')}</th>}
                </>
              )}
              <th scope="col">{t('col.status')}</th>
              <th scope="col">{t('col.orderId')}</th>
              {cols !== 'plan' && <th scope="col">{t('col.fills')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => <HistoryRow key={row.orderId} row={row} cols={cols} offset={offset} />)}
          </tbody>
        </table>
        {cl.loaded && rows.length === 0 && <p className="panel-empty">{t('empty')}</p>}
      </div>
      <Pager page={cl.list.cursor.page} pages={cl.list.cursor.page + Number(cl.view.hasNext)} hasNext={cl.view.hasNext} onPage={cl.goTo} onNext={cl.next} />
    </div>
  );
}
