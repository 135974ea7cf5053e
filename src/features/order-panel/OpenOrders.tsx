import { useSignals } from '@preact/signals-react/runtime';
import { useContext } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { actionColumnMinPx } from '../../core/order-panel/action-column';
import { afterCancelOne, cancelOneBody } from '../../core/order-panel/cancel-all';
import { openOrdersBody } from '../../core/order-panel/requests';
import { panelLinks, type OpenCounts } from '../../core/order-panel/tabs';
import type { KindTab } from '../../core/order-panel/types';
import type { Locale } from '../../i18n/locales';
import { pairs } from '../../state/market';
import { showToast } from '../../ui/toast';
import { CancelAll } from './CancelAll';
import { OpenOrderRow } from './OpenOrderRow';
import { ColHeads, CursorTable } from './PanelTable';
import { SideFilter } from './SideFilter';
import { cancelOrder, fetchOpenOrders } from './panel-api';
import { precisionsOf, type ListedOrder } from './rows';
import { RecordsCap, listPaging, useCursorList, type PanelListProps } from './use-cursor-list';

export interface OpenOrdersProps extends PanelListProps {
  locale: Locale;
  kind: KindTab;
  counts: OpenCounts;
  currentSymbol: string;
  /** Orders changed here (a cancel): the one refresh of the list, the counters and the balances. */
  onChanged(): void;
  onEdit(row: ListedOrder): void;
}

/**
 * Open orders (spec section 2): the kind's rows, newest first, cursor-paged, with a Cancel
 * button per row, an Edit button on spot rows, and Cancel All in the action column (spot; the
 * margin one sits in the panel header). A pair click switches the page's pair.
 */
export function OpenOrders(p: OpenOrdersProps) {
  useSignals();
  const { t } = useTranslation('panel');
  const inputs = `${p.mode}|${p.kind}|${p.symbolFilter ?? ''}`;
  const cl = useCursorList<ListedOrder>({
    inputs,
    ...listPaging(p),
    load: (list) => fetchOpenOrders(openOrdersBody({ mode: p.mode, kind: p.kind, symbolFilter: p.symbolFilter, list, pageSize: p.pageSize })),
  });
  const spot = p.mode === 'spot';

  async function cancel(row: ListedOrder) {
    if (!(await cancelOrder(cancelOneBody(row, p.mode)))) return; // spec section 8: refusals are silent
    showToast(t('cancel.success'), 'success');
    const after = afterCancelOne(cl.list.cursor, cl.view.rows.length, row.symbol, p.currentSymbol);
    cl.setCursor(after.cursor);
    // one refresh: the list, the counters, the wallet and the chart's and book's own-order marks
    // (after.chartOrders), asked after every cancel, which also covers an order of another pair
    p.onChanged();
  }

  const links = panelLinks(p.locale, p.mode, p.currentSymbol);
  const capped = useContext(RecordsCap) !== Infinity; // the order center shows every record
  const sideFilter = (place: 'column' | 'bar') => <SideFilter value={cl.list.side} onChange={cl.setSide} place={place} />;
  return (
    <CursorTable
      testId="open-orders"
      list={cl}
      withTotal
      bar={
        <>
          {sideFilter('bar')}
          {capped && (
            <p className="panel-note">
              {t('notice.latest100')} <a href={links.openOrders}>{t('notice.viewAll')}</a>
            </p>
          )}
        </>
      }
      head={
        <>
          <ColHeads keys={['pair', 'time', 'type']} />
          <th scope="col">{sideFilter('column')}</th>
          {/* every table: trigger and stop rows, and the child a fired plan left under limit/market (docs/decisions.md) */}
          <ColHeads keys={['price', 'triggerPrice', 'amount', 'filled', 'total', 'status']} />
          <th scope="col" className="panel-action" style={{ minWidth: actionColumnMinPx(p.locale) }}>
            {spot ? <CancelAll ctx={{ mode: p.mode, kind: p.kind, symbolFilter: p.symbolFilter, counts: p.counts }} onDone={p.onChanged} /> : t('col.action')}
          </th>
        </>
      }
      row={(row) => (
        <OpenOrderRow
          key={row.orderId}
          row={row}
          mode={p.mode}
          pricePrecision={precisionsOf(row.symbol, pairs.value).pricePrecision}
          onCancel={(r) => void cancel(r)}
          onEdit={p.onEdit}
        />
      )}
    />
  );
}
