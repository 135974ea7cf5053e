import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPanelTime } from '../../core/order-panel/history-filter';
import { fullOrderId } from '../../core/order-panel/order-id';
import { averagePrice, orderTypeKey, roleKey, sideKey, statusKey } from '../../core/order-panel/status';
import { OrderIdCell } from './OrderIdCell';
import { fetchOrderFills } from './panel-api';
import { feeText, filledOfSize, filledTotal, priceOrDash, shown, type FillRow, type ListedOrder } from './rows';

/** Which column set a history table shows (spec section 2: they differ for margin, plan and regular orders). */
export type HistoryColumns = 'regular' | 'plan' | 'margin';

/** Columns of each set after pair, time, type and side; `fills` adds the expand toggle. */
export function historyColumnCount(cols: HistoryColumns): number {
  return cols === 'plan' ? 9 : cols === 'margin' ? 12 : 11;
}

/**
 * One order-history row; regular and margin rows expand into the order's fills (time, price,
 * amount, total, fee, role), loaded when first opened.
 */
export function HistoryRow({ row, cols, offset }: { row: ListedOrder; cols: HistoryColumns; offset: number }) {
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
        <td>{formatPanelTime(row.createTime, offset)}</td>
        <td>{t(orderTypeKey(row))}</td>
        <td className={row.side === 'buy' ? 'up' : 'down'}>{t(sideKey(row.side))}</td>
        {cols === 'plan' ? (
          <>
            <td>{priceOrDash(row.triggerPrice)}</td>
            <td>{priceOrDash(row.price)}</td>
            <td>{priceOrDash(row.size)}</td>
          </>
        ) : (
          <>
            <td>{averagePrice(row)}</td>
            <td>{priceOrDash(row.price)}</td>
            <td>{filledOfSize(row)}</td>
            <td>{filledTotal(row)}</td>
            {cols === 'margin' && <td>{feeText(row.fee, row.feeCoinName)}</td>}
          </>
        )}
        <td>{status === null ? '' : t(status)}</td>
        <td><OrderIdCell id={id} /></td>
        {cols !== 'plan' && (
          <td>
            <button type="button" className="panel-expand" aria-expanded={open} onClick={() => void toggle()}>
              {open ? t('fills.hide') : t('fills.show')}
            </button>
          </td>
        )}
      </tr>
      {open && (
        <tr className="panel-fills-row">
          <td colSpan={historyColumnCount(cols)}>
            {fills === null ? t('loading') : fills.length === 0 ? t('fills.none') : (
              <table className="panel-fills" aria-label={t('col.fills')}>
                <thead>
                  <tr>
                    <th scope="col">{t('col.time')}</th>
                    <th scope="col">{t('col.price')}</th>
                    <th scope="col">{t('col.amount')}</th>
                    <th scope="col">{t('col.total')}</th>
                    <th scope="col">{t('col.fee')}</th>
                    <th scope="col">{t('col.role')}</th>
                  </tr>
                </thead>
                <tbody>
                  {fills.map((f) => {
                    const role = roleKey(f.tradeRole);
                    return (
                      <tr key={f.tradeId}>
                        <td>{formatPanelTime(f.createTime, offset)}</td>
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
