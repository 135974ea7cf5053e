import { useState } from 'react';
import { clampClientPage, clientPage, clientPageCount, POSITIONS_PAGE_SIZE } from '../../core/order-panel/paging';
import { switchSymbol } from '../../state/switch-symbol';
import { Pager } from './Pager';
import { ColHeads, PanelTable } from './PanelTable';
import { shown, type MarginPosition } from './rows';

/**
 * Margin positions (spec section 2 "Positions"): the rows the panel kept (both positions zero
 * are dropped by the core's visiblePositions), 4 per page. The panel loads them, as the tab's
 * title carries their count.
 */
export function Positions({ rows }: { rows: readonly MarginPosition[] | null }) {
  const [page, setPage] = useState(1);
  const list = rows ?? [];
  const shownPage = clampClientPage(page, list.length, POSITIONS_PAGE_SIZE);
  const pages = clientPageCount(list.length, POSITIONS_PAGE_SIZE);

  return (
    <div className="panel-list" data-testid="positions">
      <PanelTable
        head={<ColHeads keys={['symbol', 'coin', 'position', 'valuation', 'indexPrice', 'liquidationPrice', 'pnl7dBtc', 'pnl7dUsd']} />}
        empty={rows !== null && list.length === 0}
      >
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
      </PanelTable>
      <Pager page={shownPage} pages={pages} hasNext={shownPage < pages} onPage={setPage} onNext={() => setPage(shownPage + 1)} />
    </div>
  );
}
