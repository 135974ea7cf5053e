import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { currentLastPrice, currentPair, currentSymbol, listedPair, pairsLoaded } from '../../state/market';
import { tickerOf } from '../../state/tickers';
import { pacedRepaint, SECONDARY_PAINT_MS } from '../../render/paced';
import { SizedTextCell } from '../../ui/text-cell';
import { pairFigures, type FigureKey, type FigureSource } from './figures';
import { PairSelector } from './PairSelector';
import { PairTags } from './PairTags';
import { tagsOfPair } from './pair-tags';
import { ScrollStrip } from './ScrollStrip';
import './symbol-brief.css';

/**
 * The live last price, written into the DOM by a signal effect, never rendered by React: a
 * React commit per trade (~20 a second in a busy market) cost more main-thread time than the
 * whole book's drawing, scheduler message included (docs/perf.md, session 8). The effect
 * sets one text node's data and the box's width (a SizedTextCell), at most every
 * SECONDARY_PAINT_MS (render/paced.ts pacedRepaint; a new pair at once): each write lays the box
 * out and leaves Blink garbage (its text's layout and shaping), ~20 a second in a busy market,
 * while the book's strip shows every last price (docs/decisions.md, session 17).
 *
 * In a box of its own size (contain: strict, `--chars` wide in tabular digits): a text change
 * then lays out that box alone. Without it every trade laid out the whole document (docs/perf.md,
 * session 7); only a change of length does now.
 */
function LastPrice() {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const cell = new SizedTextCell(ref.current!);
    let latest = '';
    let version = 0;
    // paced: the trailing timer writes the newest price once the pace allows
    const paced = pacedRepaint(SECONDARY_PAINT_MS, () => write());
    const write = (): void => {
      if (paced.pace.take(version, performance.now(), currentSymbol.peek()) === version) cell.set(latest);
    };
    const stop = effect(() => {
      latest = currentLastPrice.value;
      version++;
      write();
    });
    return () => {
      stop();
      paced.dispose();
    };
  }, []);
  return <span className="brief-live" ref={ref} />;
}

/**
 * The pair's figures: its row of the pair list (which the tickers keep current for the current
 * pair, src/state/tickers.ts), with the turnover (`qv`) of its latest ticker: the row keeps the
 * REST answer's, which no push updates.
 */
function figureSource(pair: object): FigureSource {
  const row = pair as FigureSource & { symbol: string };
  const qv = tickerOf(row.symbol)?.qv;
  return qv === undefined || qv === '' ? row : { ...row, qv };
}

/** Each figure's label: the shell's 24 h labels (the turnover's is the strip's own). */
const LABEL_KEY = { change: 'shell.change24h', high: 'shell.high24h', low: 'shell.low24h', volume: 'shell.volume24h' } as const;
const TIP_KEY = { change: 'strip.tipChange', high: 'strip.tipHigh', low: 'strip.tipLow', volume: 'strip.tipVolume', turnover: 'strip.tipTurnover' } as const satisfies Record<FigureKey, string>;

/**
 * The strip's figures after the last price, each with its tooltip: the one part of the header
 * that follows the ticker pushes (`currentPair` changes with each push of the pair's figures).
 * Alone, so a push renders five cells, not the name, the selector, the strip and the tags.
 */
function BriefFigures({ coinName, marketCoinName }: { coinName: string; marketCoinName: string }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const { t: tm } = useTranslation('markets');
  // the labels and tooltips change with the pair's coins and the language, not with the figures
  const texts = useMemo(() => {
    const coinOf: Partial<Record<FigureKey, string>> = { volume: coinName, turnover: marketCoinName };
    const of = (key: FigureKey) => ({ label: key === 'turnover' ? tm('strip.turnover') : t(LABEL_KEY[key]), tip: tm(TIP_KEY[key], { coin: coinOf[key] ?? '' }) });
    return { change: of('change'), high: of('high'), low: of('low'), volume: of('volume'), turnover: of('turnover') } satisfies Record<FigureKey, unknown>;
  }, [coinName, marketCoinName, i18n.language, t, tm]);
  const pair = currentPair.value;
  if (pair === undefined) return null;
  return pairFigures(figureSource(pair)).map((f) => (
    <div key={f.key} title={texts[f.key].tip} data-figure={f.key}>
      <dt>{texts[f.key].label}</dt>
      <dd className={f.tone}>{f.value}</dd>
    </div>
  ));
}

/**
 * The pair ticker header (spec trade page section 2; spec 001: SymbolBrief): the pair's name
 * and selector, a sideways strip of its figures (live last price, 24 h change, high, low,
 * volume, turnover), each with a tooltip saying what it is, with scroll arrows when it
 * overflows, and the pair's tags. Reads the pair as listed: the figures follow the pushes in
 * BriefFigures, the last price per trade in LastPrice.
 */
export function SymbolBrief() {
  useSignals();
  const { t, i18n } = useTranslation();
  const { t: tm } = useTranslation('markets');
  const pair = listedPair.value;
  if (pair === undefined) {
    return <section className="brief" aria-busy={!pairsLoaded.value}>{pairsLoaded.value ? t('shell.unknownPair') : t('shell.loading')}</section>;
  }
  return (
    <section className="brief" aria-label={pair.name} data-symbol={currentSymbol.value}>
      <h1 className="brief-name">{pair.name}</h1>
      <PairSelector />
      <ScrollStrip className="brief-strip" backLabel={tm('strip.back')} onLabel={tm('strip.on')}>
        <dl aria-label={tm('strip.label')}>
          <div title={tm('strip.tipLast')}><dt>{t('shell.lastPrice')}</dt><dd data-testid="last-price"><LastPrice /></dd></div>
          <BriefFigures coinName={pair.coinName} marketCoinName={pair.marketCoinName} />
        </dl>
      </ScrollStrip>
      <PairTags tags={tagsOfPair(pair)} pair={pair.name} locale={i18n.language} />
    </section>
  );
}
