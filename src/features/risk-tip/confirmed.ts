/**
 * Which pairs' risk tips the trader has confirmed in this tab. The spec says only that the tip
 * closes through its confirm; as exchanges do, a confirmed tip stays away for that pair for the
 * rest of the browser session (session storage: this tab, reloads included) and shows again in
 * a new session or for another restricted pair.
 */
export const RISK_TIP_CONFIRMED_KEY = 'riskTipConfirmed';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The confirmed symbol ids; a damaged or foreign entry counts as none confirmed. */
export function readConfirmed(storage: Store | null): Set<number> {
  try {
    const v: unknown = JSON.parse(storage?.getItem(RISK_TIP_CONFIRMED_KEY) ?? '[]');
    return new Set(Array.isArray(v) ? v.filter((x): x is number => Number.isSafeInteger(x)) : []);
  } catch {
    return new Set();
  }
}

/** Records `symbolId` as confirmed and answers the new set (kept in memory when storage fails). */
export function rememberConfirmed(storage: Store | null, symbolId: number, current: ReadonlySet<number> = readConfirmed(storage)): Set<number> {
  const next = new Set(current);
  next.add(symbolId);
  try {
    storage?.setItem(RISK_TIP_CONFIRMED_KEY, JSON.stringify([...next]));
  } catch {
    // storage full or disabled: confirmed for this page only
  }
  return next;
}
