/**
 * A pair chosen outside the market list (the full-screen chart's pair search, a top mover): the
 * page switches in place as from the list, and its mode follows the same rule (tabs.ts
 * modeForChoice, no tab): margin stays only for a pair with a margin ratio. Before, a spot-only
 * pair chosen there in margin mode kept `?type=margin`, as the list once did (choose.ts). Small
 * on purpose: it reads the page's pair list, not the list's store, which only the list loads.
 */
import { pairs } from '../../state/market';
import { switchSymbol } from '../../state/switch-symbol';
import { switchTradeMode, tradeMode } from '../../state/trade-mode';
import { hasMarginRatio, modeForChoice } from './tabs';

export function choosePairOutsideList(symbol: string): void {
  const pair = pairs.peek().find((p) => p.symbol === symbol) as Parameters<typeof hasMarginRatio>[0] | undefined;
  switchSymbol(symbol);
  switchTradeMode(modeForChoice(tradeMode.peek(), pair !== undefined && hasMarginRatio(pair), 'spot'));
}
