import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAvgCost } from '../../core/order-panel/sorting';
import { fetchMarginCoins } from './panel-api';
import { fractionPercent, shown, type MarginCoin } from './rows';

/**
 * The current pair's isolated margin account (spec section 2 "Funds", margin): coin, total,
 * available, in order, borrowed, interest, average cost, today's PnL. Not sorted (spot only).
 */
export function MarginFunds({ symbolId, reload }: { symbolId: number | undefined; reload: number }) {
  const { t } = useTranslation('panel');
  const [coins, setCoins] = useState<MarginCoin[] | null>(null);

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
      <div className="panel-scroll">
        <table className="panel-table">
          <thead>
            <tr>
              <th scope="col">{t('col.coin')}</th>
              <th scope="col">{t('col.total')}</th>
              <th scope="col">{t('col.available')}</th>
              <th scope="col">{t('col.inOrder')}</th>
              <th scope="col">{t('col.borrowed')}</th>
              <th scope="col">{t('col.interest')}</th>
              <th scope="col">{t('col.avgCost')}</th>
              <th scope="col">{t('col.todayPnl')}</th>
            </tr>
          </thead>
          <tbody>
            {(coins ?? []).map((c) => (
              <tr key={c.coinName} data-coin={c.coinName}>
                <td><strong>{c.coinName}</strong></td>
                <td>{shown(c.totalBalance)}</td>
                <td>{shown(c.availableBalance)}</td>
                <td>{shown(c.inOrderBalance)}</td>
                <td>{shown(c.borrowed)}</td>
                <td>{shown(c.interest)}</td>
                <td>{formatAvgCost(c.avgCost, null)}</td>
                <td className={c.todayProfit?.startsWith('-') ? 'down' : 'up'}>{shown(c.todayProfit)} ({fractionPercent(c.todayPnl)})</td>
              </tr>
            ))}
          </tbody>
        </table>
        {coins !== null && coins.length === 0 && <p className="panel-empty">{t('empty')}</p>}
      </div>
    </div>
  );
}
