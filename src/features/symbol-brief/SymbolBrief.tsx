import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChangePercent } from '../../core/format';
import { currentLastPrice, currentPair, currentSymbol, pairsLoaded } from '../../state/market';
import { PairSelector } from './PairSelector';

/**
 * The live last price, written into the DOM by a signal effect, never rendered by React: a
 * React commit per trade (~20 a second in a busy market) cost more main-thread time than the
 * whole book's drawing, scheduler message included (docs/perf.md, session 8). The effect
 * sets one text node's data and the box's width.
 *
 * In a box of its own size (contain: strict, `--chars` wide in tabular digits): a text change
 * then lays out that box alone. Without it every trade laid out the whole document (docs/perf.md,
 * session 7); only a change of length does now.
 */
function LastPrice() {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const box = ref.current!;
    const text = document.createTextNode('');
    box.append(text);
    let chars = -1;
    const stop = effect(() => {
      const value = currentLastPrice.value;
      text.data = value;
      if (value.length !== chars) {
        chars = value.length;
        box.style.setProperty('--chars', String(chars));
      }
    });
    return () => {
      stop();
      text.remove();
    };
  }, []);
  return <span className="brief-live" ref={ref} />;
}

/** The pair's last price and 24h figures (spec 001: SymbolBrief). */
export function SymbolBrief() {
  useSignals();
  const { t } = useTranslation();
  const pair = currentPair.value;
  if (pair === undefined) {
    return <section className="brief" aria-busy={!pairsLoaded.value}>{pairsLoaded.value ? t('shell.unknownPair') : t('shell.loading')}</section>;
  }
  const change = formatChangePercent(pair.fluctuation);
  return (
    <section className="brief" aria-label={pair.name} data-symbol={currentSymbol.value}>
      <h1 className="brief-name">{pair.name}</h1>
      <PairSelector />
      <dl>
        <div><dt>{t('shell.lastPrice')}</dt><dd data-testid="last-price"><LastPrice /></dd></div>
        <div><dt>{t('shell.change24h')}</dt><dd className={change.startsWith('-') ? 'down' : 'up'}>{change}</dd></div>
        <div><dt>{t('shell.high24h')}</dt><dd>{pair.h}</dd></div>
        <div><dt>{t('shell.low24h')}</dt><dd>{pair.l}</dd></div>
        <div><dt>{t('shell.volume24h')}</dt><dd>{pair.v}</dd></div>
      </dl>
    </section>
  );
}
