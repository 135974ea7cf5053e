/**
 * The markets page's address (spec trade page section 2, routes): /markets/{locale} with
 * ?type=SPOT (or MARGIN) and ?tag={tagId}, reached by a pair's tag. Pure: the page reads
 * location once and passes it in. Also the addresses that lead there and back to trading.
 */
import { toLocale, type Locale } from '../../i18n/locales';

/** Tag id -1 is 'All' (spec section 3): no tag filter. */
export const ALL_TAG_ID = -1;

export interface MarketsRoute {
  locale: Locale;
  /** The list's tab: ?type=MARGIN gives margin, anything else spot (the spec's links say SPOT). */
  type: 'spot' | 'margin';
  /** The tag to filter by, ALL_TAG_ID when the query names none or a malformed one. */
  tag: number;
}

/** Reads /markets or /markets/{locale} and its query; null for any other path. */
export function parseMarketsRoute(pathname: string, search: string): MarketsRoute | null {
  const m = /^\/markets(?:\/([^/?#]+))?\/?$/.exec(pathname);
  if (m === null) return null;
  const q = new URLSearchParams(search);
  const tag = q.get('tag') ?? '';
  return {
    locale: toLocale(m[1]),
    type: q.get('type')?.toUpperCase() === 'MARGIN' ? 'margin' : 'spot',
    tag: /^\d{1,9}$/.test(tag) ? Number(tag) : ALL_TAG_ID,
  };
}

/** The markets page of `tag` (a tag clicked in the pair's header: spot, as the spec's link has it). */
export function marketsHref(locale: string, tag: number, type: 'spot' | 'margin' = 'spot'): string {
  const q = new URLSearchParams({ type: type === 'margin' ? 'MARGIN' : 'SPOT' });
  if (tag !== ALL_TAG_ID) q.set('tag', String(tag));
  return `/markets/${locale}?${q.toString()}`;
}

/** The trade page of `symbol`, in margin mode when asked. */
export function tradePageHref(locale: string, symbol: string, type: 'spot' | 'margin'): string {
  const q = new URLSearchParams({ symbol });
  if (type === 'margin') q.set('type', 'margin');
  return `/trade/${locale}?${q.toString()}`;
}
