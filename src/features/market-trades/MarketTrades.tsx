import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { TradeRowsMemo, type TradeRow } from '../../core/market-trades';
import { TRADE_ROWS } from '../../market-feed/frame';
import { currentPairSpec, currentSymbol } from '../../state/market';
import { tradesVersion, tradesView } from '../../state/trades';
import { MIRROR_EVERY_MS, trailingWriter } from '../order-book-mirror/trailing-writer';
import { addPainter, requestPaint } from '../../render/frame-loop';
import { pacedRepaint } from '../../render/paced';
import { PALETTES } from '../../render/palette';
import { createStage } from '../../render/pixi/stage';
import { theme } from '../../state/theme';
import { secondWaveDue } from '../../ui/second-wave';
import { TradeList } from './trade-list';
import { TradesCanvas } from './trades-canvas';
import './market-trades.css';
import { browserUtcOffset } from '../../ui/utc-offset';

/** Base and quote coins of the current pair (from the symbol until the pair list arrives). */
function coins(): [string, string] {
  const pair = currentPairSpec.value;
  if (pair !== undefined) return [pair.coinName, pair.marketCoinName];
  const [base = '', quote = ''] = currentSymbol.value.split('_');
  return [base, quote];
}

const NO_ROWS: readonly TradeRow[] = [];
/** The canvas and the hidden table read the same version's rows: formatted once for both. */
const rowsMemo = new TradeRowsMemo();

/** Trade rows of the current pair, newest first; none for a frame of the previous pair. */
function currentRows(): readonly TradeRow[] {
  const { trades, info } = tradesView;
  // a frame of the previous pair (in flight across a switch) shows nothing, not stale rows
  if (trades === null || info.symbol !== currentSymbol.peek()) return NO_ROWS;
  return rowsMemo.rowsOf(tradesVersion.peek(), trades, { ...info, utcOffsetMinutes: browserUtcOffset() }, TRADE_ROWS);
}

/**
 * The latest trades of the current pair (spec 001 "Market trades": price, amount, time, side
 * colour), newest first, from the market worker's trade ring. The rows are drawn on a canvas
 * from the one frame loop (trades-canvas.ts); a visually hidden table follows them at most
 * every MIRROR_EVERY_MS for screen readers and tests, written by TradeList. React renders the
 * shell and re-renders only on a pair or language change.
 */
export function MarketTrades() {
  useSignals();
  const { t, i18n } = useTranslation('trades');
  const body = useRef<HTMLTableSectionElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [base, quote] = coins();

  // the canvas rows
  useEffect(() => {
    const hostEl = host.current!;
    let canvas: TradesCanvas | null = null;
    let cancelled = false;
    const size = { width: 0, height: 0 };
    // what the canvas shows, compared field by field: an idle frame allocates nothing
    let drawnVersion = NaN;
    let drawnSymbol = '';
    let drawnTheme = '';
    let drawnWidth = 0;
    let drawnHeight = 0;
    // the rows follow the market 10 times a second (render/paced.ts): at hundreds of trades a
    // second every repaint replaces the whole list anyway
    const paced = pacedRepaint();
    const removePainter = addPainter((now) => {
      if (canvas === null || size.width === 0) return;
      const symbol = currentSymbol.peek();
      const version = paced.pace.take(tradesVersion.peek(), now, symbol);
      const shade = theme.peek();
      if (
        version === drawnVersion && symbol === drawnSymbol && shade === drawnTheme &&
        size.width === drawnWidth && size.height === drawnHeight
      ) return;
      drawnVersion = version;
      drawnSymbol = symbol;
      drawnTheme = shade;
      drawnWidth = size.width;
      drawnHeight = size.height;
      canvas.paint(currentRows(), size.width, size.height, PALETTES[shade]);
    });
    const resize = new ResizeObserver(() => {
      size.width = Math.floor(hostEl.clientWidth);
      size.height = Math.floor(hostEl.clientHeight);
      canvas?.resize(size.width, size.height);
      requestPaint();
    });
    // second wave (src/ui/second-wave.ts): the renderer is set up once the book has painted
    void secondWaveDue().then(() => (cancelled ? null : createStage(hostEl, { background: PALETTES[theme.peek()].background }))).then((stage) => {
      if (stage === null) return;
      if (cancelled) return stage.destroy(); // unmounted meanwhile
      canvas = new TradesCanvas(stage);
      resize.observe(hostEl);
    }).catch((err) => console.error('market trades: no renderer', err));
    const stopRepaint = effect(() => {
      void theme.value; // trades and pair switches paint through the frame loop already
      void currentSymbol.value;
      requestPaint();
    });
    return () => {
      cancelled = true;
      paced.dispose();
      stopRepaint();
      removePainter();
      resize.disconnect();
      canvas?.destroy();
    };
  }, []);

  // the hidden accessible table
  useEffect(() => {
    const el = body.current!;
    el.replaceChildren();
    const list = new TradeList(el, document, { buy: t('buy'), sell: t('sell') });
    const writer = trailingWriter(MIRROR_EVERY_MS, () => {
      const { info } = tradesView;
      list.update(currentRows(), `${currentSymbol.peek()}/${info.pricePrecision}/${info.countPrecision}/${browserUtcOffset()}`);
    });
    const stop = effect(() => {
      void tradesVersion.value; // the subscriptions: a frame that brought trades, a pair switch
      void currentSymbol.value;
      writer.request();
    });
    return () => {
      stop();
      writer.dispose();
    };
  }, [t, i18n.language]);

  const heads = [t('price', { coin: quote }), t('amount', { coin: base }), t('time')];
  return (
    <section className="widget widget-trades" data-widget="trades" data-testid="market-trades" aria-labelledby="market-trades-title">
      <h2 id="market-trades-title" className="trades-title">{t('title')}</h2>
      <div className="trades-head" aria-hidden="true">{heads.map((h) => <span key={h}>{h}</span>)}</div>
      <div ref={host} className="widget-canvas trades-canvas" />
      <div className="a11y-mirror">
        <table className="trades-table">
          <thead>
            <tr>
              <th scope="col" className="trade-price">{heads[0]}</th>
              <th scope="col" className="trade-amount">{heads[1]}</th>
              <th scope="col" className="trade-time">{heads[2]}</th>
              <th scope="col" className="trade-side">{t('side')}</th>
            </tr>
          </thead>
          <tbody ref={body} />
        </table>
      </div>
    </section>
  );
}
