import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { clearSearchHistory, searchHistory } from './history-store';
import { loadHotSearch, type HotPair } from './market-api';
import { marketData } from './market-store';
import { hotNameMax, truncateName } from './names';

/**
 * Hot search (spec section 2): the search history (clearable) and the top-searched ranking,
 * shown while the search box is focused and empty. Mouse presses do not take the focus from
 * the box, so a click lands before the panel hides.
 */
export function HotSearch({ tight, onChoose }: { tight: boolean; onChoose(symbol: string): void }) {
  useSignals();
  const { t } = useTranslation('market');
  const [hot, setHot] = useState<HotPair[]>([]);
  useEffect(() => {
    let live = true;
    void loadHotSearch().then((rows) => live && setHot(rows));
    return () => {
      live = false;
    };
  }, []);
  const cat = marketData.catalog;
  const byId = new Map<number, number>();
  for (let i = 0; i < cat.size; i++) byId.set(cat.symbolId[i], i);
  const history = searchHistory.value.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const max = hotNameMax(tight, false);
  return (
    <div className="ml-hot" onMouseDown={(e) => e.preventDefault()}>
      {history.length > 0 && (
        <section aria-label={t('list.history')}>
          <header>
            <h3>{t('list.history')}</h3>
            <button type="button" className="ml-link" onClick={() => clearSearchHistory()}>{t('list.clearHistory')}</button>
          </header>
          <div className="ml-hot-history">
            {history.map((i) => (
              <button type="button" key={cat.symbol[i]} title={cat.name[i]} aria-label={cat.name[i]} onClick={() => onChoose(cat.symbol[i])}>
                {truncateName(cat.name[i], max)}
              </button>
            ))}
          </div>
        </section>
      )}
      {hot.length > 0 && (
        <section aria-label={t('list.topSearch')}>
          <header><h3>{t('list.topSearch')}</h3></header>
          <ol className="ml-hot-top">
            {hot.filter((r) => cat.indexOf.has(r.symbol)).map((r) => (
              <li key={r.symbol}>
                <button type="button" title={r.name} aria-label={r.name} onClick={() => onChoose(r.symbol)}>
                  <span className={r.rank <= 3 ? 'ml-rank top' : 'ml-rank'}>{r.rank}</span> {truncateName(r.name, max)}
                </button>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
