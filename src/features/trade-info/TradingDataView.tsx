import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { currentPairSpec } from '../../state/market';
import { localStore } from '../../ui/page-storage';
import { loadTradingData } from './trade-info-api';
import { buyShare, rangePosition, readPeriod, savePeriod, TRADE_INFO_REFRESH_MS, TRADE_PERIODS, type TradePeriod, type TradingData } from './trading-data';

type Loaded = { key: string; data: TradingData | undefined };

/**
 * The Trading Data tab: the current pair's price range, traders, volumes, trader ratio and
 * trend over the chosen period (kept locally, day by default), asked again every 5 minutes and
 * on every change of pair or period; a failed call shows the no-data view.
 */
export function TradingDataView() {
  useSignals();
  const { t } = useTranslation('info');
  const spec = currentPairSpec.value;
  const symbol = spec?.symbol ?? '';
  const [period, setPeriod] = useState<TradePeriod>(() => readPeriod(localStore()));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${symbol}|${period}`;

  useEffect(() => {
    if (symbol === '') return undefined;
    let live = true;
    const load = () =>
      void loadTradingData(symbol, period).then((data) => {
        if (live) setLoaded({ key, data });
      });
    load();
    const timer = setInterval(load, TRADE_INFO_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [symbol, period, key]);

  const choose = (p: TradePeriod) => {
    setPeriod(p);
    savePeriod(localStore(), p);
  };
  const shown = loaded !== null && loaded.key === key ? loaded : null;
  return (
    <div className="trading-data">
      <div className="trading-data-periods" role="radiogroup">
        {TRADE_PERIODS.map((p) => (
          <button key={p} type="button" role="radio" aria-checked={p === period} onClick={() => choose(p)}>
            {t(`trade.period.${p}`)}
          </button>
        ))}
      </div>
      {shown === null ? null : shown.data === undefined ? (
        <p className="trade-info-empty" data-testid="trading-data-empty">{t('trade.noData')}</p>
      ) : (
        <TradingDataFigures data={shown.data} base={spec?.coinName ?? ''} />
      )}
    </div>
  );
}

/** The figures of one answer: exported for its render test. */
export function TradingDataFigures({ data: d, base }: { data: TradingData; base: string }) {
  const { t } = useTranslation('info');
  const place = rangePosition(d.lowPrice, d.highPrice, d.curPrice);
  const dash = (s: string) => (s === '' ? '--' : s);
  return (
    <dl className="trading-data-figures" data-period={d.period}>
      <div className="trading-data-range">
        <dt>{t('trade.priceRange')}</dt>
        <dd>
          <span className="trading-data-scale">
            <span>{t('trade.low')} <b data-testid="td-low">{dash(d.lowPrice)}</b></span>
            <span>{t('trade.current')} <b data-testid="td-current">{dash(d.curPrice)}</b></span>
            <span>{t('trade.high')} <b data-testid="td-high">{dash(d.highPrice)}</b></span>
          </span>
          <span className="trading-data-track">{place !== undefined && <span className="trading-data-mark" style={{ insetInlineStart: `${place}%` }} />}</span>
        </dd>
      </div>
      <Split label={[t('trade.buyTraders'), t('trade.sellTraders')]} buy={String(d.buyTrader)} sell={String(d.sellTrader)} share={buyShare(d.buyTrader, d.sellTrader)} ids={['td-buy-traders', 'td-sell-traders']} />
      <Split label={[t('trade.buyVolume'), t('trade.sellVolume')]} buy={`${d.buyVolume} ${base}`} sell={`${d.sellVolume} ${base}`} share={buyShare(Number(d.buyVolume), Number(d.sellVolume))} ids={['td-buy-volume', 'td-sell-volume']} />
      <div>
        <dt>{t('trade.traderRatio')}</dt>
        <dd data-testid="td-ratio">{d.traderRatio ?? '--'}</dd>
      </div>
      <div className="trading-data-trend">
        <dt>{t('trade.traderTrend')}</dt>
        <dd data-testid="td-trend">
          {d.traderTrend.map((p) => (
            <span key={p.time} className="trading-data-trend-bar" title={p.ratio ?? '--'}>
              <span className="up-fill" style={{ blockSize: `${buyShare(p.buyTrader, p.sellTrader)}%` }} />
            </span>
          ))}
        </dd>
      </div>
    </dl>
  );
}

function Split({ label, buy, sell, share, ids }: { label: [string, string]; buy: string; sell: string; share: number; ids: [string, string] }) {
  return (
    <div className="trading-data-split">
      <dt>
        <span className="up">{label[0]}</span>
        <span className="down">{label[1]}</span>
      </dt>
      <dd>
        <span className="trading-data-split-values">
          <b className="up" data-testid={ids[0]}>{buy}</b>
          <b className="down" data-testid={ids[1]}>{sell}</b>
        </span>
        <span className="trading-data-bar">
          <span className="up-fill" style={{ inlineSize: `${share}%` }} />
        </span>
      </dd>
    </div>
  );
}
