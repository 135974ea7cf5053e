import { describe, expect, it } from 'vitest';
import { BASIC_DEFAULTS, PRO_DEFAULTS } from './default-layouts';
import { gridCss, layoutRows, mirrorItem, tidy } from './placement';

describe('mirrorItem', () => {
  it('should put a module as far from the right edge as it was from the left, and back', () => {
    const item = { i: 'orderBook' as const, x: 0, y: 8.8, w: 9, h: 56 };
    expect(mirrorItem(item, 48)).toEqual({ ...item, x: 39 });
    expect(mirrorItem(mirrorItem(item, 48), 48)).toEqual(item);
  });
});

describe('layoutRows', () => {
  it('should reach the lowest bottom without float noise', () => {
    expect(layoutRows([{ i: 'favorite', x: 0, y: 0, w: 48, h: 3.2 }, { i: 'ticket', x: 0, y: 3.2, w: 48, h: 5.6 }])).toBe(8.8);
    expect(layoutRows(PRO_DEFAULTS['5xl'])).toBe(134.8);
    expect(tidy(0.1 + 0.2)).toBe(0.3);
  });
});

describe('gridCss', () => {
  const layouts = { sm: PRO_DEFAULTS.sm, '5xl': PRO_DEFAULTS['5xl'] };
  it('should place modules by rounded px the way the grid library does, narrowest unconditioned', () => {
    const css = gridCss({ layout: 'pro', layouts, rtl: false });
    expect(css).toContain('left:round(calc(100% * var(--x) / 48), 1px)');
    expect(css).toContain('top:round(calc(var(--y) * 10px), 1px)');
    // sm first with no media query, 5xl in its own
    expect(css.indexOf('.grid-static>.m-chart{--x:0;--y:8.8;--w:48;--h:48}')).toBeGreaterThan(0);
    expect(css).toContain('@media (min-width:1920px){.grid-static{--rows:134.8}');
    expect(css).toContain('.grid-static>.m-chart{--x:9;--y:8.8;--w:22;--h:56}');
    expect(css).not.toContain('min-width:480px');
  });
  it('should mirror x for right-to-left pages', () => {
    const css = gridCss({ layout: 'pro', layouts, rtl: true });
    // (the book is no module of the one-column sm layout: a chart-area tab there, shown again from 5xl)
    expect(css).toContain('.grid-static>.m-orderBook{--x:39;--y:8.8;--w:9;--h:56;display:flex}');
    expect(css).toContain('.grid-static>.m-tradeMaker{--x:0;');
  });
  it('should leave hidden modules out of the grid\'s height', () => {
    const css = gridCss({ layout: 'pro', layouts: { sm: PRO_DEFAULTS.sm }, hidden: ['market'], rtl: false });
    expect(css).toContain('--rows:104.8');
    expect(css).not.toContain('m-market{--x');
  });
  it('should not show the order form in mobile mode, and show it again from lg', () => {
    const css = gridCss({ layout: 'pro', layouts: { sm: PRO_DEFAULTS.sm, md: PRO_DEFAULTS.md, lg: PRO_DEFAULTS.lg }, rtl: false });
    expect(css.split('\n')[2]).toContain('.grid-static>.m-tradeMaker{display:none}');
    expect(css).toContain('@media (min-width:960px){');
    expect(css).toMatch(/@media \(min-width:960px\)\{.*\.grid-static>\.m-tradeMaker\{--x:32;--y:8\.8;--w:16;--h:56;display:flex\}/);
    expect(css).not.toMatch(/@media \(min-width:640px\)\{.*m-tradeMaker\{--x/);
  });
  it('should put the basic layout in one column below 960 px, its forms, book, trades and coin block out of the grid', () => {
    const css = gridCss({ layout: 'basic', layouts: BASIC_DEFAULTS, rtl: false });
    const mobile = css.split('\n').at(-1)!;
    expect(mobile.startsWith('@media (max-width:959.98px){')).toBe(true);
    for (const id of ['tradeMaker', 'orderBook', 'marketTrades', 'blockBasic']) expect(mobile).toContain(`.grid-static>.m-${id}{display:none}`);
    expect(mobile).toContain('.grid-static>.m-chart{--x:0;--y:5.6;--w:32;--h:48}');
    expect(mobile).toContain('.grid-static>.m-orderPanel{--x:0;--y:53.6;--w:32;--h:48}');
    // the pro layout's md and sm are its one column: no query of that kind
    expect(gridCss({ layout: 'pro', layouts: PRO_DEFAULTS, rtl: false })).not.toContain('max-width');
  });
});
