import { useTranslation } from '../../i18n/use-translation';
import type { DateRange } from '../../core/order-panel/history-filter';
import { fullOrderId } from '../../core/order-panel/order-id';
import { tradesBody } from '../../core/order-panel/requests';
import { roleKey, sideKey } from '../../core/order-panel/status';
import { OrderIdCell } from './OrderIdCell';
import { ColHeads, CursorTable } from './PanelTable';
import { RangeSelect } from './RangeSelect';
import { SideFilter } from './SideFilter';
import { fetchTrades } from './panel-api';
import { feeText, priceOrDash, shown, type FillRow } from './rows';
import { listPaging, useCursorList, type PanelListProps } from './use-cursor-list';
import { browserUtcOffset, localPanelTime } from '../../ui/utc-offset';

export interface TradeHistoryProps extends PanelListProps {
  range: DateRange | null;
  onRange(r: DateRange): void;
}

/**
 * The user's fills (spec section 2 "Trade history"): pair, time, side, average price, count,
 * filled amount, fee, role, order id; date and side filters; cursor paging on the fill id.
 */
export function TradeHistory(p: TradeHistoryProps) {
  const { t } = useTranslation('panel');
  const cl = useCursorList<FillRow>({
    inputs: `${p.mode}|${p.symbolFilter ?? ''}|${p.range ?? ''}`,
    ...listPaging(p),
    load: (list) => fetchTrades(tradesBody(
      { mode: p.mode, kind: 'limit', symbolFilter: p.symbolFilter, list, pageSize: p.pageSize },
      { range: p.range, nowMs: Date.now(), utcOffsetMinutes: browserUtcOffset() },
    )),
  });

  return (
    <CursorTable
      testId="trade-history"
      list={cl}
      bar={
        <>
          {p.range !== null && <RangeSelect value={p.range} onChange={p.onRange} />}
          <SideFilter value={cl.list.side} onChange={cl.setSide} />
          <p className="panel-note">{t('notice.past3Months')}</p>
        </>
      }
      head={<ColHeads keys={['pair', 'time', 'side', 'avgPrice', 'count', 'filledAmount', 'fee', 'role', 'orderId']} />}
      row={(f) => {
        const role = roleKey(f.tradeRole);
        return (
          <tr key={f.tradeId} data-trade-id={f.tradeId}>
            <td>{f.symbol}</td>
            <td>{localPanelTime(f.createTime)}</td>
            <td className={f.side === 'buy' ? 'up' : 'down'}>{t(sideKey(f.side))}</td>
            <td>{priceOrDash(f.priceAvg ?? f.price)}</td>
            <td>{shown(f.size)}</td>
            <td>{shown(f.notional)}</td>
            <td>{feeText(f.fee, f.feeCoinName)}</td>
            <td>{role === null ? '' : t(role)}</td>
            <td><OrderIdCell id={fullOrderId({ orderId: f.orderId, entrustIdStr: f.entrustIdStr })} /></td>
          </tr>
        );
      }}
    />
  );
}
