/**
 * Where modules sit before the grid library runs: CSS for the first screen (the gateway's HTML,
 * server/shell/shell-markup.ts, and the page until react-grid-layout has loaded, StaticFrame.tsx).
 * It puts each module exactly where react-grid-layout puts it with zero margins and no padding:
 * left = round(x * W / cols), right edge = round((x + w) * W / cols), top = round(y * 10),
 * bottom = round((y + h) * 10) in px, W the grid's width (its calcGridItemPosition). So the
 * library takes over with nothing moving. Pure: layouts in, CSS text out.
 *
 * Right-to-left: react-grid-layout places by physical left only. The grid is an ltr box in
 * every locale and a right-to-left page gets its layouts mirrored (x -> cols - x - w), here
 * and for the library alike; each module's own content is laid out in the page's direction.
 */
import { breakpointsOf, colsOf, MOBILE_BELOW, ROW_HEIGHT, type Breakpoint } from './grid-spec';
import { mobileLayoutOf, type GridItem, type GridLayout } from './default-layouts';
import { modulesOf, type ModuleId, type PageLayout } from './modules';

/** `item` seen in a mirror across a grid of `cols` columns (the same when mirrored twice). */
export function mirrorItem<T extends GridItem>(item: T, cols: number): T {
  return { ...item, x: cols - item.x - item.w };
}

export function mirrorLayout(layout: GridLayout, cols: number): GridItem[] {
  return layout.map((item) => mirrorItem(item, cols));
}

/** Grid rows down to the lowest module's bottom: the grid's height is this many ROW_HEIGHTs. */
export function layoutRows(layout: GridLayout): number {
  return tidy(layout.reduce((max, item) => Math.max(max, item.y + item.h), 0));
}

/** A number without float noise (3.2 + 5.6 stays 8.8), for CSS and for comparing layouts. */
export function tidy(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** The CSS class that places module `id` in the static grid. */
export function placeClass(id: ModuleId): string {
  return `m-${id}`;
}

export interface GridCssInput {
  layout: PageLayout;
  /** Each breakpoint's layout; a breakpoint without one is not written (the next narrower one's rules hold). */
  layouts: Readonly<Partial<Record<Breakpoint, GridLayout>>>;
  /** Modules not shown: they take no room (the grid's height leaves them out). */
  hidden?: readonly ModuleId[];
  rtl: boolean;
}

/** The rules for one breakpoint's layout: the grid's height and each module's place, as custom properties. */
function breakpointRules(layout: GridLayout, cols: number, input: GridCssInput, absentBefore: ReadonlySet<ModuleId>): string {
  const shown = layout.filter((item) => !(input.hidden ?? []).includes(item.i));
  const placed = input.rtl ? mirrorLayout(shown, cols) : shown;
  const absent = modulesOf(input.layout).filter((id) => !layout.some((m) => m.i === id));
  return [
    `.grid-static{--rows:${layoutRows(shown)}}`,
    // a module this breakpoint's layout leaves out (the order form in mobile mode) is not shown;
    // one a narrower breakpoint left out shows again
    ...absent.map((id) => `.grid-static>.${placeClass(id)}{display:none}`),
    ...placed.map((m) => `.grid-static>.${placeClass(m.i)}{--x:${tidy(m.x)};--y:${tidy(m.y)};--w:${tidy(m.w)};--h:${tidy(m.h)}${absentBefore.has(m.i) ? ';display:flex' : ''}}`),
  ].join('');
}

/**
 * The static grid's CSS for every breakpoint of `input.layout`: the narrowest breakpoint's rules
 * unconditioned (a viewport narrower than every breakpoint gets them), each wider one's in a
 * min-width media query, by viewport width as grid-spec.ts breakpointFor chooses; the basic
 * layout's one column (default-layouts.ts mobileLayoutOf) in a max-width query below 960 px.
 */
export function gridCss(input: GridCssInput): string {
  const cols = colsOf(input.layout);
  const px = `${ROW_HEIGHT}px`;
  const left = `round(calc(100% * var(--x) / ${cols}), 1px)`;
  const right = `round(calc(100% * (var(--x) + var(--w)) / ${cols}), 1px)`;
  const top = `round(calc(var(--y) * ${px}), 1px)`;
  const bottom = `round(calc((var(--y) + var(--h)) * ${px}), 1px)`;
  const out = [
    `.grid-static{position:relative;height:calc(var(--rows) * ${px})}`,
    `.grid-static>.module{position:absolute;left:${left};width:calc(${right} - ${left});top:${top};height:calc(${bottom} - ${top})}`,
  ];
  const ascending = breakpointsOf(input.layout).reverse();
  let absent = new Set<ModuleId>();
  let narrowestAbsent = absent;
  ascending.forEach(([bp, min], index) => {
    const layout = input.layouts[bp];
    if (layout === undefined) return;
    const rules = breakpointRules(layout, cols, input, absent);
    absent = new Set(modulesOf(input.layout).filter((id) => !layout.some((m) => m.i === id)));
    out.push(index === 0 ? rules : `@media (min-width:${min}px){${rules}}`);
    if (index === 0) narrowestAbsent = absent;
  });
  // mobile mode for a layout whose narrowest breakpoint is wider than it (basic): after the
  // unconditioned rules, which it overrides below 960 px
  const mobile = mobileLayoutOf(input.layout);
  if (mobile !== undefined) out.push(`@media (max-width:${MOBILE_BELOW - 0.02}px){${breakpointRules(mobile, cols, input, narrowestAbsent)}}`);
  return out.join('\n');
}
