import { verticalCompactor } from 'react-grid-layout/core';
import { describe, expect, it } from 'vitest';
import { BASIC_DEFAULTS, PRO_DEFAULTS, type GridLayout } from './default-layouts';
import { mobileGridModules } from './mobile-modules';
import { BASIC_MODULES, PRO_MODULES, type ModuleId } from './modules';
import { tidy } from './placement';

const overlap = (a: GridLayout[number], b: GridLayout[number]) =>
  a.x < b.x + b.w && b.x < a.x + a.w && tidy(a.y) < tidy(b.y + b.h) && tidy(b.y) < tidy(a.y + a.h);

const cases: Array<[string, Record<string, GridLayout>, readonly string[], number]> = [
  ['pro', PRO_DEFAULTS, PRO_MODULES, 48],
  ['basic', BASIC_DEFAULTS, BASIC_MODULES, 32],
];

describe.each(cases)('%s default layouts', (_name, defaults, modules, cols) => {
  it.each(Object.keys(defaults))('should place every module once inside the columns, none over another, at %s', (bp) => {
    const layout = defaults[bp];
    // mobile mode (md, sm) has the order form in its bottom drawer and the book, trades and trade info in the chart area's tabs
    const wanted = bp === 'md' || bp === 'sm' ? mobileGridModules(modules as readonly ModuleId[]) : modules;
    expect(layout.map((m) => m.i).sort()).toEqual([...wanted].sort());
    for (const m of layout) {
      expect(m.x + m.w, m.i).toBeLessThanOrEqual(cols);
      expect(Math.min(m.x, m.y, m.w, m.h), m.i).toBeGreaterThanOrEqual(0);
      for (const o of layout) if (o !== m) expect(overlap(m, o), `${m.i} over ${o.i}`).toBe(false);
    }
  });
  it.each(Object.keys(defaults))('should be packed already: the grid library moves nothing at %s', (bp) => {
    const layout = defaults[bp];
    const packed = verticalCompactor.compact(layout.map((m) => ({ ...m })), cols);
    const byId = new Map(packed.map((m) => [m.i, m]));
    for (const m of layout) {
      const p = byId.get(m.i)!;
      expect({ x: tidy(p.x), y: tidy(p.y), w: p.w, h: p.h }, m.i).toEqual({ x: m.x, y: tidy(m.y), w: m.w, h: m.h });
    }
  });
});

describe('pro default layout', () => {
  it('should have the favourites row 3.2 rows high and the ticket 5.6 under it, across the grid', () => {
    for (const layout of Object.values(PRO_DEFAULTS)) {
      expect(layout.find((m) => m.i === 'favorite')).toEqual({ i: 'favorite', x: 0, y: 0, w: 48, h: 3.2 });
      expect(layout.find((m) => m.i === 'ticket')).toEqual({ i: 'ticket', x: 0, y: 3.2, w: 48, h: 5.6 });
    }
  });
  it('should put the book at the chart\'s start and the order form at the end on wide screens', () => {
    const at = (i: string) => PRO_DEFAULTS['5xl'].find((m) => m.i === i)!;
    expect(at('orderBook').x).toBe(0);
    expect(at('chart').x).toBe(at('orderBook').w);
    expect(at('tradeMaker').x + at('tradeMaker').w).toBe(48);
    expect(at('orderPanel').y).toBe(at('chart').y + at('chart').h);
  });
});
