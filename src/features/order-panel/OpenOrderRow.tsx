import { useTranslation } from '../../i18n/use-translation';
import { isEditable } from '../../core/order-panel/edit-order';
import { localPanelTime } from '../../ui/utc-offset';
import { isPlanOrder, orderTypeKey, sideKey, statusKey } from '../../core/order-panel/status';
import type { PanelMode } from '../../core/order-panel/types';
import { switchSymbol } from '../../state/switch-symbol';
import { filledOfSize, orderTotal, priceOrDash, type ListedOrder } from './rows';

export interface OpenOrderRowProps {
  row: ListedOrder;
  mode: PanelMode;
  /** Minutes east of UTC the time shows in. */
  /** The pair's price precision (the total column's places). */
  pricePrecision: number;
  onCancel(row: ListedOrder): void;
  onEdit(row: ListedOrder): void;
}

/**
 * One open order, its cells in OpenOrders' column order. Every table has the Trigger Price
 * column: trigger and TP/SL rows fill it, and so does a fired plan's child, a plain limit or
 * market order listed under Limit/Market with its plan's trigger (docs/decisions.md). Spot rows
 * the edit modal takes get Edit; every row gets Cancel. A pair click switches the page's pair.
 */
export function OpenOrderRow({ row, mode, pricePrecision, onCancel, onEdit }: OpenOrderRowProps) {
  const { t } = useTranslation('panel');
  const status = statusKey(row);
  return (
    <tr data-order-id={row.orderId}>
      <td><button type="button" className="panel-pair" onClick={() => switchSymbol(row.symbol.replace('/', '_'))}>{row.symbol}</button></td>
      <td className="panel-time">{localPanelTime(row.createTime)}</td>
      <td>{t(orderTypeKey(row))}</td>
      <td className={row.side === 'buy' ? 'up' : 'down'}>{t(sideKey(row.side))}</td>
      <td>{priceOrDash(row.price)}</td>
      <td>{priceOrDash(row.triggerPrice)}</td>
      <td>{priceOrDash(row.size)}</td>
      <td>{filledOfSize(row)}</td>
      <td>{orderTotal(row, pricePrecision)}</td>
      <td>{status === null ? '' : t(status)}</td>
      <td className="panel-action">
        {mode === 'spot' && isEditable(row) && <button type="button" className="panel-edit" onClick={() => onEdit(row)} data-plan={isPlanOrder(row.tradeType)}>{t('edit.button')}</button>}
        <button type="button" className="panel-cancel" onClick={() => onCancel(row)}>{t('cancel.button')}</button>
      </td>
    </tr>
  );
}
