/**
 * The markets page, /markets/{locale} (spec trade page section 2, routes): the market list full
 * width, opened on the tab and the tag of its query (a pair's tag leads here). Its own chunk,
 * loaded by src/app/main.tsx on this page only: nothing of it is in the trade page's JS.
 *
 * It loads the pair list and starts the market worker for its tickers (the list's prices tick
 * as on the trade page; no book is followed), and the account, whose favourites the list shows.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { loadPairs } from '../../net/load-pairs';
import { startMarketClient } from '../../net/market-client';
import { loadAccount } from '../../state/account';
import { theme } from '../../state/theme';
import { MarketsTable } from './MarketsTable';
import type { MarketsRoute } from './markets-route';
import './markets-page.css';

export function MarketsPage({ route }: { route: MarketsRoute }) {
  useSignals();
  const { t } = useTranslation('markets');

  useEffect(() => {
    void loadAccount();
    void loadPairs(route.locale);
    const client = startMarketClient();
    return () => client.stop();
  }, [route.locale]);

  return (
    <div className={`app markets-page theme-${theme.value}`} data-theme={theme.value}>
      <header className="nav markets-nav">
        <h1 className="markets-title">{t('page.title')}</h1>
        <a className="markets-back" href={`/trade/${route.locale}`}>{t('page.back')}</a>
      </header>
      <main className="markets-main">
        <MarketsTable route={route} />
      </main>
    </div>
  );
}
