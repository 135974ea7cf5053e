import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampClientPage, clientPage, clientPageCount, POSITIONS_PAGE_SIZE } from '../../core/order-panel/paging';
import { switchSymbol } from '../../state/switch-symbol';
import { Pager } from './Pager';
import { shown, type MarginPosition } from './rows';

/**
 * Margin positions (spec section 2 "Positions"): the rows the panel kept (both positions zero
 * are dropped by the core's visiblePositions), 4 per page. The panel loads them, as the tab's
 * title carries their count.
 */
export function Positions({ rows }: { rows: readonly MarginPosition[] | null }) {
  const { t } = useTranslation('panel');
  const [page, setPage] = useState(1);
  const list = rows ?? [];
  const shownPage = clampClientPage(page, list.length, POSITIONS_PAGE_SIZE);
  const pages = clientPageCount(list.length, POSITIONS_PAGE_SIZE);

  return (
    <div className="panel-list" data-testid="positions">
      <div className="panel-scroll">
        <table className="panel-table">
          <thead>
            <tr>
              <th scope="col">{t('col.symbol')}</th>
              <th scope="col">{t('col.coin')}</th>
              <th scope="col">{t('col.position')}</th>
              <th scope="col">{t('col.valuation')}</th>
              <th scope="col">{t('col.indexPrice')}</th>
              <th scope="col">{t('col.liquidationPrice')}</th>
              <th scope="col">{t('col.pnl7dBtc')}</th>
              <th scope="col">{t('col.pnl7dUsd')}</th>
            </tr>
          </thead>
          <tbody>
            {clientPage(list, shownPage, POSITIONS_PAGE_SIZE).map((r) => (
              <tr key={r.symbolId} data-symbol={r.symbolName}>
                <td>
                  <button type="button" className="panel-pair" onClick={() => switchSymbol(r.symbolName)}>{r.symbolName.replace('_', '/')}</button>
                </td>
                <td>{r.baseCoinName}<br />{r.priceCoinName}</td>
                <td>{shown(r.baseCoinPosition)}<br />{shown(r.priceCoinPosition)}</td>
                <td>{shown(r.baseCoinPositionValuation)}<br />{shown(r.priceCoinPositionValuation)}</td>
                <td>{shown(r.indexPrice)}</td>
                <td>{shown(r.liquidationPrice)}</td>
                <td>{shown(r.sevenDayPAL)}</td>
                <td>{shown(r.sevenDayPALUsd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows !== null && list.length === 0 && <p className="panel-empty">{t('empty')}</p>}
      </div>
      <Pager page={shownPage} pages={pages} hasNext={shownPage < pages} onPage={setPage} onNext={() => setPage(shownPage + 1)} />
    </div>
  );
}
