import { useEffect, useState } from 'react';
import { formatTodayProfit, withCurrency } from '../../core/order-panel/currency';
import { formatAvgCost, MARGIN_FUND_COLUMNS } from '../../core/order-panel/sorting';
import { PLACEHOLDER } from '../../core/order-panel/types';
import { ColHeads, PanelTable } from './PanelTable';
import { fetchMarginCoins } from './panel-api';
import { CurrencySelect, useValuation } from './Valuation';
import { fractionPercent, shown, type MarginCoin } from './rows';

/**
 * The current pair's isolated margin account (spec section 2 "Funds", margin): coin, total,
 * available, in order, borrowed, interest, average cost (in the chosen valuation currency),
 * today's PnL. Not sorted (spot only).
 */
export function MarginFunds({ symbolId, reload }: { symbolId: number | undefined; reload: number }) {
  const [coins, setCoins] = useState<MarginCoin[] | null>(null);
  const { rate, rates } = useValuation();

  useEffect(() => {
    if (symbolId === undefined) return;
    let live = true;
    void fetchMarginCoins(symbolId).then((list) => {
      if (live && list !== null) setCoins(list);
    });
    return () => { live = false; };
  }, [symbolId, reload]);

  return (
    <div className="panel-list" data-testid="margin-funds">
      <div className="panel-listbar">
        <CurrencySelect rates={rates} value={rate.currency} />
      </div>
      <PanelTable head={<ColHeads keys={MARGIN_FUND_COLUMNS} />} empty={coins !== null && coins.length === 0}>
        {(coins ?? []).map((c) => (
          <tr key={c.coinName} data-coin={c.coinName}>
            <td><strong>{c.coinName}</strong></td>
            <td>{shown(c.totalBalance)}</td>
            <td>{shown(c.availableBalance)}</td>
            <td>{shown(c.inOrderBalance)}</td>
            <td>{shown(c.borrowed)}</td>
            <td>{shown(c.interest)}</td>
            <td>{withCurrency(formatAvgCost(c.avgCost, null, rate.rate), rate.currency, PLACEHOLDER)}</td>
            <td className={c.todayProfit?.startsWith('-') ? 'down' : 'up'}>{withCurrency(formatTodayProfit(c.todayProfit, rate.rate), rate.currency, PLACEHOLDER)} ({fractionPercent(c.todayPnl)})</td>
          </tr>
        ))}
      </PanelTable>
    </div>
  );
}
