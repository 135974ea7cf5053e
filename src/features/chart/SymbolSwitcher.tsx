import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { currentSymbol, pairs } from '../../state/market';
import { choosePairOutsideList } from '../market-list/choose-outside';
import { matchPairs } from './pair-search';

/**
 * The full-screen chart's symbol switcher (spec "Chart area": "Fullscreen shows a symbol
 * switcher with search"): a search box over the pair list and the pairs it matches; a click
 * switches the page's pair as the pair selector does (choose-outside.ts: the mode by the list's rule), so the chart follows.
 */
export function SymbolSwitcher() {
  useSignals();
  const { t } = useTranslation('chart');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const found = open ? matchPairs(pairs.value, query) : [];
  const current = currentSymbol.value;
  return (
    <div className="symbol-switcher">
      <input
        type="search"
        aria-label={t('switcher.search')}
        placeholder={current.replace('_', '/')}
        value={query}
        onFocus={() => setOpen(true)}
        onChange={(e) => { setQuery(e.target.value); setOpen(true); }}
        onKeyDown={(e) => { if (e.key === 'Escape') { setOpen(false); e.stopPropagation(); } }}
      />
      {open && (
        <ul className="symbol-switcher-list" role="listbox" aria-label={t('switcher.search')}>
          {found.length === 0 && <li className="symbol-switcher-empty">{t('switcher.empty')}</li>}
          {found.map((p) => (
            <li key={p.symbol} role="option" aria-selected={p.symbol === current}>
              <button type="button" data-symbol={p.symbol} onClick={() => { choosePairOutsideList(p.symbol); setQuery(''); setOpen(false); }}>{p.name}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
