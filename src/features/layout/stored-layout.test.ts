import { describe, expect, it } from 'vitest';
import { PRO_DEFAULTS } from './default-layouts';
import { hideModule, EMPTY_LAYOUT_STATE } from './layout-state';
import { saveLayout } from './save-layout';
import { LAYOUT_KEY, loadLayout, MODULES_KEY, VERSION_KEY, type KeyValueStore } from './stored-layout';

function memory(init: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(init));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const moved = PRO_DEFAULTS['5xl'].map((m) => (m.i === 'chart' ? { ...m, w: 20 } : m));

describe('stored layout', () => {
  it('should read nothing stored as the default layout and change nothing', () => {
    const store = memory({ other: '1' });
    expect(loadLayout(store, 'spot')).toEqual({ state: EMPTY_LAYOUT_STATE, dropped: null });
    expect([...store.data.keys()]).toEqual(['other']);
  });

  it('should keep each page type\'s layout apart, under version 2.1.2', () => {
    const store = memory();
    const spot = { layouts: { '5xl': moved }, hidden: ['tradeInfo' as const] };
    saveLayout(store, 'spot', spot);
    saveLayout(store, 'margin', hideModule('pro', EMPTY_LAYOUT_STATE, 'market'));
    expect(store.data.get(VERSION_KEY)).toBe('2.1.2');
    expect(loadLayout(store, 'spot')).toEqual({ state: spot, dropped: null });
    expect(loadLayout(store, 'margin').state).toEqual({ layouts: {}, hidden: ['market'] });
    // a reset page type leaves the other's alone
    saveLayout(store, 'margin', EMPTY_LAYOUT_STATE);
    expect(JSON.parse(store.data.get(MODULES_KEY)!)).toEqual({ spot: { hidden: ['tradeInfo'] } });
    expect(loadLayout(store, 'spot').state).toEqual(spot);
  });

  it('should drop a stored layout of another version and nothing else', () => {
    const store = memory({ [VERSION_KEY]: '2.1.1', [LAYOUT_KEY]: JSON.stringify({ spot: { '5xl': moved } }), [MODULES_KEY]: '{"spot":{"hidden":["chart"]}}', chartConfig: 'x' });
    expect(loadLayout(store, 'spot')).toEqual({ state: EMPTY_LAYOUT_STATE, dropped: 'version' });
    expect(Object.fromEntries(store.data)).toEqual({ [VERSION_KEY]: '2.1.2', chartConfig: 'x' });
  });

  it('should drop a layout stored without a version', () => {
    const store = memory({ [LAYOUT_KEY]: JSON.stringify({ spot: { '5xl': moved } }) });
    expect(loadLayout(store, 'spot').dropped).toBe('version');
    expect(store.data.has(LAYOUT_KEY)).toBe(false);
  });

  it('should keep a layout stored before the coin info module joined the grid, adding that module under everything', () => {
    const before = moved.filter((m) => m.i !== 'coinInfo');
    const store = memory({ [VERSION_KEY]: '2.1.2', [LAYOUT_KEY]: JSON.stringify({ spot: { '5xl': before } }) });
    const loaded = loadLayout(store, 'spot');
    expect(loaded.dropped).toBeNull();
    const items = loaded.state.layouts['5xl']!;
    expect(items.slice(0, before.length)).toEqual(before);
    const bottom = Math.max(...before.map((m) => m.y + m.h));
    const place = PRO_DEFAULTS['5xl'].find((m) => m.i === 'coinInfo')!;
    expect(items[before.length]).toEqual({ ...place, y: bottom });
  });

  it('should keep a mobile layout stored while the book was a panel of the one column, without its place', () => {
    const before = [...PRO_DEFAULTS.md, { i: 'orderBook', x: 0, y: 300, w: 48, h: 40 }, { i: 'tradeMaker', x: 0, y: 340, w: 48, h: 40 }];
    const store = memory({ [VERSION_KEY]: '2.1.2', [LAYOUT_KEY]: JSON.stringify({ spot: { md: before } }) });
    expect(loadLayout(store, 'spot')).toEqual({ state: { layouts: { md: PRO_DEFAULTS.md }, hidden: [] }, dropped: null });
  });

  it.each([
    ['not JSON', '{oops'],
    ['an unknown breakpoint', JSON.stringify({ spot: { huge: moved } })],
    ['a module missing', JSON.stringify({ spot: { '5xl': moved.slice(1) } })],
    ['a module twice', JSON.stringify({ spot: { '5xl': [...moved.slice(1), moved[1]] } })],
    ['an unknown module', JSON.stringify({ spot: { '5xl': moved.map((m, n) => (n === 0 ? { ...m, i: 'ads' } : m)) } })],
    ['a place past the columns', JSON.stringify({ spot: { '5xl': moved.map((m) => (m.i === 'chart' ? { ...m, x: 40 } : m)) } })],
    ['a size in text', JSON.stringify({ spot: { '5xl': moved.map((m) => (m.i === 'chart' ? { ...m, w: '20' } : m)) } })],
  ])('should drop a malformed layout (%s), keeping the other page type\'s', (_what, spot) => {
    const text = spot.startsWith('{"spot"') ? JSON.stringify({ ...JSON.parse(spot), margin: { '5xl': moved } }) : spot;
    const store = memory({ [VERSION_KEY]: '2.1.2', [LAYOUT_KEY]: text, keep: 'me' });
    expect(loadLayout(store, 'spot')).toEqual({ state: EMPTY_LAYOUT_STATE, dropped: 'malformed' });
    expect(store.data.get('keep')).toBe('me');
    if (text !== spot) expect(loadLayout(store, 'margin').state.layouts['5xl']).toEqual(moved);
    else expect(store.data.has(LAYOUT_KEY)).toBe(false);
  });

  it('should drop malformed hidden modules', () => {
    const store = memory({ [VERSION_KEY]: '2.1.2', [MODULES_KEY]: '{"spot":{"hidden":["chart","nope"]}}' });
    expect(loadLayout(store, 'spot').dropped).toBe('malformed');
    expect(store.data.has(MODULES_KEY)).toBe(false);
  });
});
