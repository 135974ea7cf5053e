import { Suspense, useState, type ReactNode } from 'react';
import type { DateRange } from '../../core/order-panel/history-filter';
import type { OpenCounts, PanelTab } from '../../core/order-panel/tabs';
import type { KindTab, PanelMode } from '../../core/order-panel/types';
import type { Locale } from '../../i18n/locales';
import { KindTabs } from './KindTabs';
import { OpenOrders } from './OpenOrders';
import { SignInPlaceholder } from './SignInPlaceholder';
import { EditOrderModal, MarginFunds, OrderHistory, Positions, SpotFunds, TradeHistory } from './on-demand';
import type { ListedOrder, MarginPosition } from './rows';
import type { PanelListProps } from './use-cursor-list';
import type { Reloads } from './use-panel-refresh';

export interface PanelBodyProps {
  locale: Locale;
  mode: PanelMode;
  tab: PanelTab;
  loggedIn: boolean;
  symbol: string;
  symbolId: number | undefined;
  symbolFilter: string | null;
  kinds: { open: KindTab; history: KindTab };
  onKinds(k: { open: KindTab; history: KindTab }): void;
  counts: OpenCounts;
  range: DateRange | null;
  onRange(r: DateRange): void;
  positions: MarginPosition[] | null;
  pageSize: number;
  reloads: Reloads;
  onLoaded(page: number): void;
  /** Orders changed here (a cancel, an edit): one refresh of the list, the counters and the balances. */
  onChanged(): void;
}

/**
 * A tab whose code loads on demand (on-demand.tsx): until it comes, an empty list of the same
 * box (.panel-list fills the body), so the panel keeps its layout.
 */
function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="panel-list" aria-busy="true" />}>{children}</Suspense>;
}

/**
 * The active tab's content. Remounted (keyed by the panel) on a mode or pair change, which
 * reloads every list at page 1 (spec section 4). Visitors get the sign-in placeholder in every
 * tab, and none of the lists is mounted, so no call is made.
 */
export function PanelBody(p: PanelBodyProps) {
  const [editing, setEditing] = useState<ListedOrder | null>(null);
  if (!p.loggedIn) return <SignInPlaceholder locale={p.locale} />;
  const common: PanelListProps = { mode: p.mode, symbolFilter: p.symbolFilter, pageSize: p.pageSize, reload: p.reloads.list, onLoaded: p.onLoaded };

  switch (p.tab) {
    case 'open':
      return (
        <>
          <KindTabs tab="open" mode={p.mode} counts={p.counts} kind={p.kinds.open} onKind={(open) => p.onKinds({ ...p.kinds, open })} />
          <OpenOrders
            {...common}
            key={p.kinds.open}
            locale={p.locale}
            kind={p.kinds.open}
            counts={p.counts}
            currentSymbol={p.symbol}
            onChanged={p.onChanged}
            onEdit={setEditing}
          />
          {editing !== null && (
            <Suspense fallback={null}>
              <EditOrderModal
                order={editing}
                onClose={() => setEditing(null)}
                onDone={() => {
                  setEditing(null);
                  p.onChanged(); // the list (same page) and the counters
                }}
              />
            </Suspense>
          )}
        </>
      );
    case 'history':
      return (
        <>
          <KindTabs tab="history" mode={p.mode} counts={p.counts} kind={p.kinds.history} onKind={(history) => p.onKinds({ ...p.kinds, history })} />
          <OnDemand><OrderHistory {...common} key={p.kinds.history} kind={p.kinds.history} range={p.range} onRange={p.onRange} /></OnDemand>
        </>
      );
    case 'trades':
      return <OnDemand><TradeHistory {...common} range={p.range} onRange={p.onRange} /></OnDemand>;
    case 'funds':
      return (
        <OnDemand>
          {p.mode === 'spot'
            ? <SpotFunds locale={p.locale} symbol={p.symbol} reload={p.reloads.wallet} />
            : <MarginFunds symbolId={p.symbolId} reload={p.reloads.margin} />}
        </OnDemand>
      );
    case 'positions':
      return <OnDemand><Positions rows={p.positions} /></OnDemand>;
  }
}
