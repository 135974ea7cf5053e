/**
 * What a list row shows for a pair (pure): its name cut to the list's length, its favourite
 * state and the star's label, whether it is the page's pair, and where it sits. The row's DOM
 * writer (row-view.ts) takes it as it is.
 */
import type { Catalog } from './catalog';
import { truncateName } from './names';

/** Row height of spec section 9. */
export const ROW_HEIGHT = 54;

/** What every row reads besides its own pair: changes rarely (favourites, the pair, the width). */
export interface RowContext {
  favorites: ReadonlySet<string>;
  current: string;
  nameMax: number;
  /** The star's accessible name ('list.addFav' or 'list.removeFav' with the pair's name). */
  starLabel(fav: boolean, name: string): string;
}

export interface RowFace {
  symbol: string;
  name: string;
  /** Base coin as shown (cut so that "base/quote" keeps within the list's length). */
  base: string;
  /** '/' and the quote coin. */
  quote: string;
  fav: boolean;
  starLabel: string;
  on: boolean;
}

export function rowFace(cat: Catalog, i: number, ctx: RowContext): RowFace {
  const symbol = cat.symbol[i];
  const name = cat.name[i];
  const fav = ctx.favorites.has(symbol);
  return {
    symbol,
    name,
    base: truncateName(cat.base[i], Math.max(1, ctx.nameMax - cat.quote[i].length - 1)),
    quote: `/${cat.quote[i]}`,
    fav,
    starLabel: ctx.starLabel(fav, name),
    on: symbol === ctx.current,
  };
}

const MARK = '\u0001';

/**
 * A translation with one value, `name`, as a function of that value: the text is translated once
 * with a mark in the value's place and a row's label is the two halves around it. i18next's t()
 * with a value cost a third of a row move's work at 4x (session 19's profile of the scroll: a
 * pair coming into view for the first time translated its star's label); the list's config
 * escapes nothing (escapeValue false), so the halves are what t() would give. A text that does not
 * hold the mark exactly once (a language that changes the value) goes through t() each time.
 */
export function valueTemplate(translate: (value: string) => string): (value: string) => string {
  const parts = translate(MARK).split(MARK);
  if (parts.length !== 2) return translate;
  const [before, after] = parts;
  return (value) => before + value + after;
}

/** The row's place in the scrolled content (a transform: no layout of the list per scroll frame). */
export const rowTransform = (index: number) => `translateY(${index * ROW_HEIGHT}px)`;
