import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { clampClientPage, clientPage, clientPageCount, FUNDS_PAGE_SIZE } from '../../core/order-panel/paging';
import {
  formatAvgCost, sortSpotFunds, spotFundRows, SORTABLE_FUND_COLUMNS, type AssetCoin, type FundSortKey, type SortOrder, type WalletEntry,
} from '../../core/order-panel/sorting';
import { formatTodayProfit, withCurrency } from '../../core/order-panel/currency';
import { PLACEHOLDER } from '../../core/order-panel/types';
import { switchSymbol } from '../../state/switch-symbol';
import { Pager } from './Pager';
import { PanelTable } from './PanelTable';
import { CurrencySelect, useValuation } from './Valuation';
import { fetchAssetCoins, fetchSpotWallets } from './panel-api';
import { fractionPercent, shown } from './rows';

/** Column sort cycle of a header click: unsorted, ascending, descending, unsorted. */
function nextSort(key: FundSortKey, cur: { key: FundSortKey | null; order: SortOrder | null }) {
  if (cur.key !== key || cur.order === null) return { key, order: 'ascending' as const };
  if (cur.order === 'ascending') return { key, order: 'descending' as const };
  return { key: null, order: null };
}

/**
 * Spot funds (spec sections 2, 4, 5): coins with a balance, the current pair's two coins
 * first; client-side sorting by the core's rules (dollar values, rows without a value first)
 * and client paging of 10; the average cost in the chosen valuation currency; a trade action
 * per coin listing its pairs.
 */
export function SpotFunds({ locale, symbol, reload }: { locale: string; symbol: string; reload: number }) {
  const { t } = useTranslation('panel');
  const [data, setData] = useState<{ wallets: WalletEntry[]; assets: AssetCoin[] } | null>(null);
  const [sort, setSort] = useState<{ key: FundSortKey | null; order: SortOrder | null }>({ key: null, order: null });
  const [page, setPage] = useState(1);
  const [base = '', quote = ''] = symbol.split('_');
  const { rate, rates } = useValuation();

  useEffect(() => {
    let live = true;
    void Promise.all([fetchSpotWallets(), fetchAssetCoins(locale)]).then(([wallets, assets]) => {
      if (live && wallets !== null) setData({ wallets, assets: assets ?? [] });
    });
    return () => { live = false; };
  }, [locale, reload]);

  const pair = { base, quote };
  const rows = sortSpotFunds(data === null ? [] : spotFundRows(data.wallets, data.assets, pair), pair, sort.key, sort.order);
  const shownPage = clampClientPage(page, rows.length, FUNDS_PAGE_SIZE);
  const pages = clientPageCount(rows.length, FUNDS_PAGE_SIZE);

  return (
    <div className="panel-list" data-testid="spot-funds">
      <div className="panel-listbar">
        <CurrencySelect rates={rates} value={rate.currency} />
      </div>
      <PanelTable
        head={
          <>
            {SORTABLE_FUND_COLUMNS.map((key) => (
              <th key={key} scope="col" aria-sort={sort.key === key && sort.order !== null ? sort.order : 'none'}>
                <button type="button" className="panel-sort" onClick={() => setSort(nextSort(key, sort))}>{t(`col.${key}`)}</button>
              </th>
            ))}
            <th scope="col">{t('col.trade')}</th>
          </>
        }
        empty={data !== null && rows.length === 0}
      >
        {clientPage(rows, shownPage, FUNDS_PAGE_SIZE).map(({ coin, wallet, asset }) => {
          const profit = asset?.todayProfit;
          return (
            <tr key={coin} data-coin={coin}>
              <td><strong>{coin}</strong> <span className="panel-muted">{asset?.coinName ?? ''}</span></td>
              <td>{shown(wallet.totalBalance)}</td>
              <td>{shown(wallet.availableBalance)}</td>
              <td>{shown(wallet.frozenBalance)}</td>
              <td>{withCurrency(formatAvgCost(asset?.avgCost, asset?.withdrawPrecision, rate.rate), rate.currency, PLACEHOLDER)}</td>
              <td className={profit?.startsWith('-') ? 'down' : 'up'}>{withCurrency(formatTodayProfit(profit, rate.rate), rate.currency, PLACEHOLDER)} ({fractionPercent(asset?.todayPnl)})</td>
              <td>
                {(asset?.tradingPair?.length ?? 0) > 0 && (
                  <select aria-label={t('funds.tradeCoin', { coin })} value="" onChange={(e) => e.target.value !== '' && switchSymbol(e.target.value)}>
                    <option value="">{t('funds.choosePair')}</option>
                    {asset!.tradingPair!.map((tp) => <option key={tp.symbol} value={tp.symbol}>{tp.tag}</option>)}
                  </select>
                )}
              </td>
            </tr>
          );
        })}
      </PanelTable>
      <Pager page={shownPage} pages={pages} hasNext={shownPage < pages} onPage={setPage} onNext={() => setPage(shownPage + 1)} />
    </div>
  );
}
