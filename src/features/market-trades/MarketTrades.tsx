import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { tradeRows } from '../../core/market-trades';
import { TRADE_ROWS } from '../../market-feed/frame';
import { currentPairSpec, currentSymbol } from '../../state/market';
import { tradesVersion, tradesView } from '../../state/trades';
import { TradeList } from './trade-list';
import './market-trades.css';

/** Base and quote coins of the current pair (from the symbol until the pair list arrives). */
function coins(): [string, string] {
  const pair = currentPairSpec.value;
  if (pair !== undefined) return [pair.coinName, pair.marketCoinName];
  const [base = '', quote = ''] = currentSymbol.value.split('_');
  return [base, quote];
}

/**
 * The latest trades of the current pair (spec 001 "Market trades": price, amount, time, side
 * colour), newest first, from the market worker's trade ring. React renders the table shell
 * and re-renders only on a pair or language change; the rows are written by TradeList from an
 * effect on tradesVersion, once per trades frame.
 */
export function MarketTrades() {
  useSignals();
  const { t, i18n } = useTranslation('trades');
  const body = useRef<HTMLTableSectionElement>(null);
  const [base, quote] = coins();

  useEffect(() => {
    const el = body.current!;
    el.replaceChildren();
    const list = new TradeList(el, document, { buy: t('buy'), sell: t('sell') });
    return effect(() => {
      void tradesVersion.value; // the subscription: runs once per frame that brought trades
      const symbol = currentSymbol.value;
      const { trades, info } = tradesView;
      // a frame of the previous pair (in flight across a switch) shows nothing, not stale rows
      if (trades === null || info.symbol !== symbol) {
        list.update([], '');
        return;
      }
      const utcOffsetMinutes = -new Date().getTimezoneOffset();
      const rows = tradeRows(trades, { ...info, utcOffsetMinutes }, TRADE_ROWS);
      list.update(rows, `${symbol}/${info.pricePrecision}/${info.countPrecision}/${utcOffsetMinutes}`);
    });
  }, [t, i18n.language]);

  return (
    <section className="widget widget-trades" data-widget="trades" data-testid="market-trades" aria-labelledby="market-trades-title">
      <h2 id="market-trades-title" className="trades-title">{t('title')}</h2>
      <div className="trades-scroll">
        <table className="trades-table">
          {/* the side column is visually hidden: a zero-width col keeps it from taking a share of the width */}
          <colgroup><col /><col /><col className="trades-col-time" /><col className="trades-col-side" /></colgroup>
          <thead>
            <tr>
              <th scope="col" className="trade-price">{t('price', { coin: quote })}</th>
              <th scope="col" className="trade-amount">{t('amount', { coin: base })}</th>
              <th scope="col" className="trade-time">{t('time')}</th>
              <th scope="col" className="trade-side visually-hidden">{t('side')}</th>
            </tr>
          </thead>
          <tbody ref={body} />
        </table>
      </div>
    </section>
  );
}
