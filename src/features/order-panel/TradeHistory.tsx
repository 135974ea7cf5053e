import { useTranslation } from 'react-i18next';
import { formatPanelTime, type DateRange } from '../../core/order-panel/history-filter';
import { fullOrderId } from '../../core/order-panel/order-id';
import { tradesBody } from '../../core/order-panel/requests';
import { roleKey, sideKey } from '../../core/order-panel/status';
import type { PanelMode } from '../../core/order-panel/types';
import { OrderIdCell } from './OrderIdCell';
import { Pager } from './Pager';
import { RangeSelect } from './RangeSelect';
import { SideFilter } from './SideFilter';
import { fetchTrades } from './panel-api';
import { feeText, priceOrDash, shown, type FillRow } from './rows';
import { useCursorList } from './use-cursor-list';

export interface TradeHistoryProps {
  mode: PanelMode;
  symbolFilter: string | null;
  range: DateRange | null;
  onRange(r: DateRange): void;
  pageSize: number;
  reload: number;
  onLoaded(page: number): void;
}

/**
 * The user's fills (spec section 2 "Trade history"): pair, time, side, average price, count,
 * filled amount, fee, role, order id; date and side filters; cursor paging on the fill id.
 */
export function TradeHistory(p: TradeHistoryProps) {
  const { t } = useTranslation('panel');
  const offset = -new Date().getTimezoneOffset();
  const cl = useCursorList<FillRow>({
    enabled: true,
    inputs: `${p.mode}|${p.symbolFilter ?? ''}|${p.range ?? ''}`,
    pageSize: p.pageSize,
    reload: p.reload,
    load: (list) => fetchTrades(tradesBody(
      { mode: p.mode, kind: 'limit', symbolFilter: p.symbolFilter, list, pageSize: p.pageSize },
      { range: p.range, nowMs: Date.now(), utcOffsetMinutes: -new Date().getTimezoneOffset() },
    )),
    onLoaded: () => p.onLoaded(cl.list.cursor.page),
  });

  return (
    <div className="panel-list" aria-busy={cl.loading} data-testid="trade-history" data-page={cl.list.cursor.page}>
      <div className="panel-listbar">
        {cl.loading && <span className="panel-loading" role="status">{t('loading')}</span>}
        {p.range !== null && <RangeSelect value={p.range} onChange={p.onRange} />}
        <SideFilter value={cl.list.side} onChange={(side) => cl.change({ kind: 'side', side })} />
        <p className="panel-note">{t('notice.past3Months')}</p>
      </div>
      <div className="panel-scroll">
        <table className="panel-table">
          <thead>
            <tr>
              <th scope="col">{t('col.pair')}</th>
              <th scope="col">{t('col.time')}</th>
              <th scope="col">{t('col.side')}</th>
              <th scope="col">{t('col.avgPrice')}</th>
              <th scope="col">{t('col.count')}</th>
              <th scope="col">{t('col.filledAmount')}</th>
              <th scope="col">{t('col.fee')}</th>
              <th scope="col">{t('col.role')}</th>
              <th scope="col">{t('col.orderId')}</th>
            </tr>
          </thead>
          <tbody>
            {cl.view.rows.map((f) => {
              const role = roleKey(f.tradeRole);
              return (
                <tr key={f.tradeId} data-trade-id={f.tradeId}>
                  <td>{f.symbol}</td>
                  <td>{formatPanelTime(f.createTime, offset)}</td>
                  <td className={f.side === 'buy' ? 'up' : 'down'}>{t(sideKey(f.side))}</td>
                  <td>{priceOrDash(f.priceAvg ?? f.price)}</td>
                  <td>{shown(f.size)}</td>
                  <td>{shown(f.notional)}</td>
                  <td>{feeText(f.fee, f.feeCoinName)}</td>
                  <td>{role === null ? '' : t(role)}</td>
                  <td><OrderIdCell id={fullOrderId({ orderId: f.orderId, entrustIdStr: f.entrustIdStr })} /></td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {cl.loaded && cl.view.rows.length === 0 && <p className="panel-empty">{t('empty')}</p>}
      </div>
      <Pager page={cl.list.cursor.page} pages={cl.list.cursor.page + Number(cl.view.hasNext)} hasNext={cl.view.hasNext} onPage={cl.goTo} onNext={cl.next} />
    </div>
  );
}
