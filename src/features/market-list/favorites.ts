/**
 * Favourite pairs (spec sections 3 and 6): a visitor's live in local storage as a list of
 * symbols; a signed-in user's on the gateway (GET/POST /content/default/favorite/trading-pair,
 * answered as pairList [{symbol_id, symbol_name}]). At sign-in a visitor's favourites that the
 * account lacks are offered to it.
 */
export const LOCAL_FAVORITES_KEY = 'marketFavorites';
/** Set (session storage) when the trader answered "Not now": asked again in a later session. */
export const FAVORITES_LATER_KEY = 'marketFavoritesLater';
/** The tab last opened (spec section 4: the favourites tab sets a local flag for the active tab). */
export const ACTIVE_TAB_KEY = 'marketTab';

const SYMBOL = /^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/;

/** Stored text -> symbols (unique, well formed); malformed storage reads as none. */
export function parseLocalFavorites(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return [...new Set(list.filter((s): s is string => typeof s === 'string' && SYMBOL.test(s)))];
  } catch {
    return [];
  }
}

/** The server's answer -> symbols; null when it is not a pair list (the caller keeps what it had). */
export function parseServerFavorites(data: unknown): string[] | null {
  const list = (data as { pairList?: unknown } | null)?.pairList;
  if (!Array.isArray(list)) return null;
  return list.flatMap((p: { symbol_name?: unknown }) => (typeof p?.symbol_name === 'string' && SYMBOL.test(p.symbol_name) ? [p.symbol_name] : []));
}

export function toggled(list: readonly string[], symbol: string): string[] {
  return list.includes(symbol) ? list.filter((s) => s !== symbol) : [...list, symbol];
}

/** The visitor's favourites the account does not have yet (what the sign-in offer adds). */
export function toOffer(local: readonly string[], server: readonly string[]): string[] {
  const have = new Set(server);
  return local.filter((s) => !have.has(s));
}
