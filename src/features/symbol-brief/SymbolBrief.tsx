import { useSignals } from '@preact/signals-react/runtime';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChangePercent } from '../../core/format';
import { currentLastPrice, currentPair, currentSymbol, pairs, pairsLoaded } from '../../state/market';
import { switchSymbol } from '../../state/switch-symbol';

/**
 * The live last price: its own component, so a trade re-renders one text node, not the brief.
 * In a box of its own size (contain: strict, `--chars` wide in tabular digits): a text change
 * then lays out that box alone. Without it every trade laid out the whole document, ~20 times
 * a second in a busy market (docs/perf.md, session 7); only a change of length does now.
 */
function LastPrice() {
  useSignals();
  const text = currentLastPrice.value;
  return <span className="brief-live" style={{ '--chars': text.length } as CSSProperties}>{text}</span>;
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
      {/* interim selector: the market list of spec 001 ("Symbol selector and market list") replaces it */}
      <select className="brief-select" aria-label={t('shell.pairSelect')} value={pair.symbol} onChange={(e) => switchSymbol(e.target.value)}>
        {pairs.value.map((p) => <option key={p.symbol} value={p.symbol}>{p.name}</option>)}
      </select>
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
