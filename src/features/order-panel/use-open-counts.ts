import { useEffect, useState } from 'react';
import { orderCountBody } from '../../core/order-panel/requests';
import { NO_COUNTS, type OpenCounts } from '../../core/order-panel/tabs';
import type { PanelMode } from '../../core/order-panel/types';
import { fetchOpenCounts } from './panel-api';

/**
 * The open-order counters of the panel's tabs (POST order-count) for a signed-in trader, loaded
 * again when `reload` changes (usePanelRefresh's counts); an answer that arrives after the view
 * changed is dropped. Shared by the panel and the order center.
 */
export function useOpenCounts(loggedIn: boolean, mode: PanelMode, symbolFilter: string | null, reload: number): OpenCounts {
  const [counts, setCounts] = useState<OpenCounts>(NO_COUNTS);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void fetchOpenCounts(orderCountBody(mode, symbolFilter)).then((c) => live && c !== null && setCounts(c));
    return () => { live = false; };
  }, [loggedIn, mode, symbolFilter, reload]);
  return counts;
}
