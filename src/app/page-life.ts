/**
 * The trade page's life in the browser, beyond React:
 *
 * - leaving it (pagehide: a navigation, a closed tab, the back-forward cache) ends every market
 *   stream: the market client stops, its worker is terminated and with it the market socket, and
 *   the main thread's own sockets (the chart's klines, the top movers: src/net/page-streams.ts)
 *   stop, so the gateway drops the page's depth, trade, kline, ticker and market change
 *   subscriptions at once (spec 001 section 2), instead of streaming to a page nobody sees until
 *   the browser gets round to it;
 * - a page restored from the back-forward cache (pageshow, persisted) has no streams: it reloads;
 * - a tab hidden longer than 24 h reloads when shown again (hidden-reload.ts).
 *
 * The browser is passed in (`PageLifeHost`), so a test drives it with plain EventTargets. In the
 * page the clock is read through `Date.now()` at each event, not bound once: an e2e test moves
 * the page's clock by replacing Date.now (tests/e2e/routes.test.ts), the only test hook.
 */
import { reloadOnReturn } from './hidden-reload';

export interface PageLifeHost {
  /** Receives pagehide and pageshow (the window). */
  win: EventTarget;
  /** Receives visibilitychange and says the current visibility (the document). */
  doc: EventTarget & { readonly visibilityState: DocumentVisibilityState };
  now(): number;
  reload(): void;
  /** Ends the page's market streams. */
  leave(): void;
}

/** Follows the page's life on `host`; answers the stop (listeners removed). */
export function followPageLife(host: PageLifeHost): () => void {
  let hiddenAt: number | null = host.doc.visibilityState === 'hidden' ? host.now() : null;
  const onVisibility = (): void => {
    if (host.doc.visibilityState === 'hidden') {
      hiddenAt ??= host.now();
      return;
    }
    const reload = reloadOnReturn(hiddenAt, host.now());
    hiddenAt = null;
    if (reload) host.reload();
  };
  const onHide = (): void => host.leave();
  const onShow = (e: Event): void => {
    if ((e as PageTransitionEvent).persisted) host.reload();
  };
  host.doc.addEventListener('visibilitychange', onVisibility);
  host.win.addEventListener('pagehide', onHide);
  host.win.addEventListener('pageshow', onShow);
  return () => {
    host.doc.removeEventListener('visibilitychange', onVisibility);
    host.win.removeEventListener('pagehide', onHide);
    host.win.removeEventListener('pageshow', onShow);
  };
}
