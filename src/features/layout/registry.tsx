/**
 * What each module shows: one line per module id. A later issue fills its module by changing
 * its line here (the empty panel for the component it builds, loaded on demand if it is large:
 * the trade page's initial JS has a budget, tests/budget).
 */
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { TradeRoute } from '../../app/route';
import { withLateTexts } from '../../i18n';
import { useSeen } from '../../ui/use-seen';
import { ChartArea } from '../chart/ChartArea';
import { MarketTrades } from '../market-trades/MarketTrades';
import { OrderBook } from '../order-book/OrderBook';
import { SymbolBrief } from '../symbol-brief/SymbolBrief';
import { EmptyPanel } from './EmptyPanel';
import { TradeMakerModule } from './TradeMakerModule';
import type { ModuleId, PageLayout } from './modules';

/** What a module's content may depend on. */
export interface ModuleContext {
  route: TradeRoute;
  type: 'spot' | 'margin';
  layout: PageLayout;
  /** The book has painted (src/ui/second-wave.ts): the heavier widgets may render now. */
  secondWave: boolean;
}

/**
 * The order panel: second wave (src/ui/second-wave.ts), its code fetched as the book paints. The
 * order form is second wave too, but its code loads with the page (the first paint
 * needs it, and fetched on demand it showed ~0.6 s after the book instead of ~0.4 s).
 */
const OrderPanel = lazy(() => import('../order-panel/OrderPanel').then((m) => ({ default: m.OrderPanel })));

/** The trade-info module (issue 23): second wave, its texts are late ones (src/i18n/late-namespaces.ts). */
const TradeInfo = lazy(withLateTexts(() => import('../trade-info/TradeInfo')));

/** The coin info panel (issue 23), also the chart area's Info tab: second wave, late texts. */
const CoinInfo = lazy(withLateTexts(() => import('../coin-info/CoinInfo')));

/** The favourites bar (issue 22): second wave, its code fetched as the book paints. */
const FavoritesBar = lazy(() => import('../favorites-bar/FavoritesBar'));

/** The market list (issue 22): second wave, its code and the virtualiser fetched as the book paints. */
const MarketModule = lazy(() => import('../market-list/MarketModule'));

/** A second-wave widget's panel before it renders: laid out, empty, busy (as the static shell has it). */
function PendingPanel({ area, ns }: { area: 'form' | 'panel'; ns: 'order' | 'panel' }) {
  const { t } = useTranslation(ns);
  return <section className={`widget widget-${area}`} aria-label={t('title')} aria-busy="true" />;
}

/**
 * Coin info in a module: its title where no title bar gives one (basic); the panel, and the
 * calls it makes, once the book has painted and the module has come into view (on wide screens
 * it is laid out under the trade info, below the fold).
 */
function CoinInfoModule({ id, c }: { id: 'coinInfo' | 'blockBasic'; c: ModuleContext }) {
  const { t } = useTranslation('layout');
  const box = useRef<HTMLElement>(null);
  const seen = useSeen(box, c.secondWave);
  return (
    <section ref={box} className={`widget widget-coin widget-${id}`} data-widget={id} aria-label={t(`module.${id}`)}>
      {c.layout === 'basic' && <h2 className="empty-title">{t(`module.${id}`)}</h2>}
      {c.secondWave && seen && <Suspense fallback={null}><CoinInfo /></Suspense>}
    </section>
  );
}

export const MODULE_CONTENT: Readonly<Record<ModuleId, (c: ModuleContext) => ReactNode>> = {
  favorite: (c) => (c.secondWave
    ? <Suspense fallback={<EmptyPanel id="favorite" titled={c.layout === 'basic'} />}><FavoritesBar /></Suspense>
    : <EmptyPanel id="favorite" titled={c.layout === 'basic'} />),
  ticket: () => <SymbolBrief />,
  market: (c) => (c.secondWave
    ? <Suspense fallback={<EmptyPanel id="market" titled={c.layout === 'basic'} />}><MarketModule /></Suspense>
    : <EmptyPanel id="market" titled={c.layout === 'basic'} />),
  chart: () => <ChartArea />,
  orderBook: (c) => <OrderBook layout={c.layout} type={c.type} />,
  marketTrades: () => <MarketTrades />,
  tradeMaker: (c) => (c.secondWave ? <TradeMakerModule locale={c.route.locale} type={c.type} layout={c.layout} /> : <PendingPanel area="form" ns="order" />),
  orderPanel: (c) => (c.secondWave
    ? <Suspense fallback={<PendingPanel area="panel" ns="panel" />}><OrderPanel locale={c.route.locale} type={c.type} layout={c.layout} /></Suspense>
    : <PendingPanel area="panel" ns="panel" />),
  tradeInfo: (c) => (c.secondWave
    ? <Suspense fallback={<EmptyPanel id="tradeInfo" titled={c.layout === 'basic'} />}><TradeInfo /></Suspense>
    : <EmptyPanel id="tradeInfo" titled={c.layout === 'basic'} />),
  brief: () => <SymbolBrief />,
  coinInfo: (c) => <CoinInfoModule id="coinInfo" c={c} />,
  // the basic layout's coin block (SymbolBlockBasic) is the same panel
  blockBasic: (c) => <CoinInfoModule id="blockBasic" c={c} />,
};
