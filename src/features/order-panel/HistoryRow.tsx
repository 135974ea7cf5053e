import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { localPanelTime } from '../../ui/utc-offset';
import { fullOrderId } from '../../core/order-panel/order-id';
import { averagePrice, orderTypeKey, roleKey, sideKey, statusKey } from '../../core/order-panel/status';
import { OrderIdCell } from './OrderIdCell';
import { ColHeads, type ColKey } from './PanelTable';
import { fetchOrderFills } from './panel-api';
import { feeText, filledOfSize, filledTotal, priceOrDash, shown, type FillRow, type ListedOrder } from './rows';

/** Which column set a history table shows (spec section 2: they differ for margin, plan and regular orders). */
export type HistoryColumns = 'regular' | 'plan' | 'margin';

/**
 * The header cells of each set (keys of `col.*`); the row below renders its cells in this
 * order, and an expanded row's fills span them all. A fired plan order's row carries what its
 * child filled (the gateway folds the child in), so plan rows have the same figures as
 * regular ones, after their trigger price. Margin rows have the trigger price too ('--' on a
 * plain order): one margin table holds every kind.
 */
export function historyHeads(cols: HistoryColumns): ColKey[] {
  const middle: ColKey[] = [
    // margin lists every kind in one table, its trigger limit rows among them (as open orders do)
    ...(cols === 'regular' ? [] : (['triggerPrice'] as const)),
    'avgPrice', 'price', 'filled', 'total',
    ...(cols === 'margin' ? (['fee'] as const) : []),
  ];
  return ['pair', 'time', 'type', 'side', ...middle, 'status', 'orderId', 'fills'];
}

/**
 * One order-history row; it expands into the order's fills (time, price, amount, total, fee,
 * role), loaded when first opened; a fired plan order's are its child's (order-trades).
 */
export function HistoryRow({ row, cols }: { row: ListedOrder; cols: HistoryColumns }) {
  const { t } = useTranslation('panel');
  const [open, setOpen] = useState(false);
  const [fills, setFills] = useState<FillRow[] | null>(null);
  const status = statusKey(row);
  const id = fullOrderId(row);

  async function toggle() {
    setOpen((o) => !o);
    if (fills === null) setFills((await fetchOrderFills(row.orderId)) ?? []);
  }

  return (
    <>
      <tr data-order-id={row.orderId} data-state={row.state}>
        <td>{row.symbol}</td>
        <td>{localPanelTime(row.createTime)}</td>
        <td>{t(orderTypeKey(row))}</td>
        <td className={row.side === 'buy' ? 'up' : 'down'}>{t(sideKey(row.side))}</td>
        {cols !== 'regular' && <td>{priceOrDash(row.triggerPrice)}</td>}
        <td>{averagePrice(row)}</td>
        <td>{priceOrDash(row.price)}</td>
        <td>{filledOfSize(row)}</td>
        <td>{filledTotal(row)}</td>
        {cols === 'margin' && <td>{feeText(row.fee, row.feeCoinName)}</td>}
        <td>{status === null ? '' : t(status)}</td>
        <td><OrderIdCell id={id} /></td>
        <td>
          <button type="button" className="panel-expand" aria-expanded={open} onClick={() => void toggle()}>
            {open ? t('fills.hide') : t('fills.show')}
          </button>
        </td>
      </tr>
      {open && (
        <tr className="panel-fills-row">
          <td colSpan={historyHeads(cols).length}>
            {fills === null ? t('loading') : fills.length === 0 ? t('fills.none') : (
              <table className="panel-fills" aria-label={t('col.fills')}>
                <thead>
                  <tr><ColHeads keys={['time', 'price', 'amount', 'total', 'fee', 'role']} /></tr>
                </thead>
                <tbody>
                  {fills.map((f) => {
                    const role = roleKey(f.tradeRole);
                    return (
                      <tr key={f.tradeId}>
                        <td>{localPanelTime(f.createTime)}</td>
                        <td>{shown(f.price)}</td>
                        <td>{shown(f.size)}</td>
                        <td>{shown(f.notional)}</td>
                        <td>{feeText(f.fee, f.feeCoinName)}</td>
                        <td>{role === null ? '' : t(role)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </td>
        </tr>
      )}
    </>
  );
}
