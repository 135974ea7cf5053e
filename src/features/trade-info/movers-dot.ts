/**
 * The Top Movers tab's new-feature dot (spec trade page section 2): shown until the tab is first
 * opened, remembered under the notice configuration key TopMoversTradeNotice with version 1.
 */
export const TOP_MOVERS_NOTICE_KEY = 'TopMoversTradeNotice';
export const TOP_MOVERS_NOTICE_VERSION = '1';

export function moversDotShown(store: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return store?.getItem(TOP_MOVERS_NOTICE_KEY) !== TOP_MOVERS_NOTICE_VERSION;
  } catch {
    return true;
  }
}

export function markMoversSeen(store: Pick<Storage, 'setItem'> | null): void {
  try {
    store?.setItem(TOP_MOVERS_NOTICE_KEY, TOP_MOVERS_NOTICE_VERSION);
  } catch {
    // storage disabled: the dot comes back on the next page
  }
}

