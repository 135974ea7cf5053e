import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { MarketChangeRecord } from '../../protocol/messages';
import { currentSymbol } from '../../state/market';
import { choosePairOutsideList } from '../market-list/choose-outside';
import { MOVER_TABS, mergeMovers, moverDirection, moverPercent, moverTime, pairLabel, type MoverFilter, type MoverTab } from './movers';
import { MoversSocket } from './movers-socket';
import { loadMovers } from './trade-info-api';

/**
 * The Top Movers tab: the 20 newest records of the chosen kind (seq descending), first from the
 * call, then live from the market_change channel; 'Only display the current market' keeps the
 * current pair's; a failed call shows 'No record'. Clicking a record switches the pair.
 */
export function TopMovers() {
  useSignals();
  const { t } = useTranslation('info');
  const [tab, setTab] = useState<MoverTab>('all');
  const [onlyCurrent, setOnlyCurrent] = useState(false);
  const filter: MoverFilter = { tab, symbol: onlyCurrent ? currentSymbol.value : undefined };
  const filterKey = `${filter.tab}|${filter.symbol ?? ''}`;
  const [list, setList] = useState<{ key: string; records: readonly MarketChangeRecord[] } | null>(null);
  const filterRef = useRef({ key: filterKey, filter });
  filterRef.current = { key: filterKey, filter };

  // the list of the tab: the call, then whatever the socket brings meanwhile is merged in
  useEffect(() => {
    let live = true;
    const asked = filterRef.current;
    void loadMovers(asked.filter).then((records) => {
      if (!live) return;
      setList((prev) => {
        const base = [...records].sort((a, b) => b.seq - a.seq).slice(0, 20);
        return { key: asked.key, records: prev !== null && prev.key === asked.key ? mergeMovers(base, prev.records, asked.filter) : base };
      });
    });
    return () => {
      live = false;
    };
  }, [filterKey]);

  // one socket while the tab shows
  useEffect(() => {
    const socket = new MoversSocket((records) => {
      const { key, filter: f } = filterRef.current;
      setList((prev) => {
        const merged = mergeMovers(prev !== null && prev.key === key ? prev.records : [], records, f);
        return prev !== null && prev.key === key && merged === prev.records ? prev : { key, records: merged };
      });
    });
    return () => socket.stop();
  }, []);

  const records = list !== null && list.key === filterKey ? list.records : null;
  return (
    <div className="top-movers">
      <div className="top-movers-tabs" role="tablist">
        {MOVER_TABS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={k === tab} onClick={() => setTab(k)}>
            {t(`movers.${k}`)}
          </button>
        ))}
      </div>
      <label className="top-movers-only">
        <input type="checkbox" checked={onlyCurrent} onChange={(e) => setOnlyCurrent(e.currentTarget.checked)} />
        {t('movers.onlyCurrent')}
      </label>
      {records === null ? null : records.length === 0 ? (
        <p className="trade-info-empty">{t('noRecord')}</p>
      ) : (
        <ul className="top-movers-list">
          {records.map((r) => (
            <li key={r.seq} data-seq={r.seq} data-type={r.type}>
              <button type="button" onClick={() => choosePairOutsideList(r.symbolName)}>
                <span className="top-movers-pair">{pairLabel(r.symbolName)}</span>
                <span className="top-movers-time">{moverTime(r.time)}</span>
                <span className="top-movers-kind">{t(`movers.${r.type}`)}</span>
                <span className={`top-movers-percent ${moverDirection(r)}`}>{moverPercent(r.percent)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
