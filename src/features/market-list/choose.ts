/**
 * Choosing a pair in the list (spec section 2): the page's pair changes in place (the address
 * gains the symbol), and its mode follows the spec's rule: margin only when the page is in
 * margin mode (or the margin tab was used) and the pair has a margin ratio. Before, a spot-only
 * pair chosen in margin mode kept `?type=margin` and the margin header while the form fell back
 * to spot. A choice from a search or from hot search is reported and kept in the history.
 */
import { switchSymbol } from '../../state/switch-symbol';
import { switchTradeMode, tradeMode } from '../../state/trade-mode';
import { rememberSearchChoice } from './history-store';
import { reportSymbol } from './market-api';
import { marketData } from './market-store';
import { modeForChoice, type MarketTab } from './tabs';

export function choosePair(symbol: string, tab: MarketTab, fromSearch: boolean): void {
  const cat = marketData.catalog;
  const i = cat.indexOf.get(symbol);
  if (i === undefined) return;
  switchSymbol(symbol);
  switchTradeMode(modeForChoice(tradeMode.value, cat.margin[i] === 1, tab));
  if (fromSearch) {
    reportSymbol(symbol);
    rememberSearchChoice(cat.symbolId[i]);
  }
}
