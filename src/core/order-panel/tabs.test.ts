import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../i18n/locales';
import {
  charWidthPx,
  collapseTabs,
  estimateTabWidth,
  headerExtras,
  kindCount,
  kindTabsFor,
  panelLinks,
  tabAfterModeChange,
  tabsFor,
  tabText,
  type PanelTab,
} from './tabs';
import type { PanelMode } from './types';

const counts = { totalCount: 6, limitMarketCount: 3, triggerOrderCount: 2, stopLimitCount: 1 };

describe('tabsFor', () => {
  it.each([
    ['spot', { openTotal: 3, positions: 2 }, [['open', 'tab.openOrders', 3], ['history', 'tab.orderHistory', null], ['trades', 'tab.tradeHistory', null], ['funds', 'tab.funds', null]]],
    ['spot', { openTotal: 0, positions: 0 }, [['open', 'tab.openOrders', 0], ['history', 'tab.orderHistory', null], ['trades', 'tab.tradeHistory', null], ['funds', 'tab.funds', null]]],
    ['margin', { openTotal: 3, positions: 2 }, [['open', 'tab.openOrders', null], ['history', 'tab.orderHistory', null], ['funds', 'tab.funds', null], ['positions', 'tab.positions', 2]]],
    ['margin', { openTotal: 3, positions: 0 }, [['open', 'tab.openOrders', null], ['history', 'tab.orderHistory', null], ['funds', 'tab.funds', null], ['positions', 'tab.positions', null]]],
  ] as [PanelMode, { openTotal: number; positions: number }, [PanelTab, string, number | null][]][])('should list the %s tabs for %j', (mode, c, want) => {
    expect(tabsFor(mode, c).map((t) => [t.id, t.labelKey, t.count])).toEqual(want);
  });

  it.each([['Open Orders', 3, 'Open Orders(3)'], ['Funds', null, 'Funds'], ['Positions', 0, 'Positions(0)']])(
    'should write %j with count %s as %j',
    (label, count, want) => expect(tabText(label, count)).toBe(want),
  );
});

describe('tabAfterModeChange', () => {
  it.each([
    ['positions', 'spot', 'open'],
    ['positions', 'margin', 'positions'],
    ['trades', 'margin', 'open'],
    ['history', 'spot', 'history'],
    ['funds', 'margin', 'funds'],
    ['funds', 'spot', 'funds'],
  ] as [PanelTab, PanelMode, PanelTab][])('should move %s to %s in %s mode', (active, mode, want) => {
    expect(tabAfterModeChange(active, mode)).toBe(want);
  });
});

describe('tab width estimate', () => {
  const WIDTH: Record<Locale, number> = {
    ar: 12, br: 8, cn: 18, 'de-DE': 12, en: 8, es: 8, 'fr-FR': 12, jp: 18, kr: 18, 'nl-NL': 12, ru: 8, tr: 8, 'uk-UA': 12, vn: 8, 'zh-TW': 18,
  };
  it.each(LOCALES.map((l) => [l, WIDTH[l]] as const))('should use %i px per character for %s', (locale, px) => {
    expect(charWidthPx(locale)).toBe(px);
  });

  it.each([
    ['Open Orders(3)', 'en', 14 * 8 + 24],
    ['Funds', 'en', 64],
    ['当前委托(3)', 'cn', 7 * 18 + 24],
    ['Offene Aufträge(3)', 'de-DE', 18 * 12 + 24],
    ['', 'jp', 24],
  ] as [string, Locale, number][])('should estimate %j in %s as %i px', (text, locale, want) => {
    expect(estimateTabWidth(text, locale)).toBe(want);
  });
});

describe('collapseTabs', () => {
  // en widths: 'Open Orders(3)' 136, 'Order History' 128, 'Trade History' 128, 'Funds' 64 → 456 in all
  const en = [
    { id: 'open', text: 'Open Orders(3)' },
    { id: 'history', text: 'Order History' },
    { id: 'trades', text: 'Trade History' },
    { id: 'funds', text: 'Funds' },
  ];
  it.each([
    ['everything fits exactly', 456, ['open', 'history', 'trades', 'funds'], []],
    ['one px short: funds goes, trigger room kept', 455, ['open', 'history', 'trades'], ['funds']],
    ['trigger room pushes trade history out too', 423, ['open', 'history'], ['trades', 'funds']],
    ['open orders and history just fit with the trigger', 296, ['open', 'history'], ['trades', 'funds']],
    ['only open orders fits', 295, ['open'], ['history', 'trades', 'funds']],
    ['nothing fits', 100, [], ['open', 'history', 'trades', 'funds']],
  ])('should collapse en tabs when %s', (_n, width, visible, overflow) => {
    expect(collapseTabs(en, 'en', width)).toEqual({ visible, overflow });
  });

  it('should collapse earlier in a wide-character locale', () => {
    // cn: '当前委托(3)' 150, '历史委托' 96, '成交记录' 96, '资产' 60 → 402
    const cn = [
      { id: 'open', text: '当前委托(3)' },
      { id: 'history', text: '历史委托' },
      { id: 'trades', text: '成交记录' },
      { id: 'funds', text: '资产' },
    ];
    expect(collapseTabs(cn, 'cn', 402).overflow).toEqual([]);
    expect(collapseTabs(cn, 'cn', 401)).toEqual({ visible: ['open', 'history', 'trades'], overflow: ['funds'] });
    expect(collapseTabs(cn, 'en', 401).overflow).toEqual([]);
  });
});

describe('kind sub-tabs', () => {
  it.each([['limit', 3], ['trigger', 2], ['stop', 1]] as const)('should count the %s tab as %i', (kind, want) => {
    expect(kindCount(counts, kind)).toBe(want);
  });

  it.each([
    ['open', 'spot', [['limit', 'kind.limitMarket', 3], ['trigger', 'kind.trigger', 2], ['stop', 'kind.stop', 1]]],
    ['history', 'spot', [['limit', 'kind.limitMarket', null], ['trigger', 'kind.trigger', null], ['stop', 'kind.stop', null]]],
    ['trades', 'spot', []],
    ['open', 'margin', []],
    ['history', 'margin', []],
  ] as [PanelTab, PanelMode, unknown[]][])('should give %s in %s its sub-tabs', (tab, mode, want) => {
    expect(kindTabsFor(tab, mode, counts).map((k) => [k.id, k.labelKey, k.count])).toEqual(want);
  });
});

describe('headerExtras', () => {
  it.each([
    ['open', 'spot', true, { symbolFilter: true, cancelAll: false, marginHistoryLink: false }],
    ['open', 'margin', true, { symbolFilter: true, cancelAll: true, marginHistoryLink: true }],
    ['history', 'margin', true, { symbolFilter: true, cancelAll: false, marginHistoryLink: true }],
    ['trades', 'spot', true, { symbolFilter: true, cancelAll: false, marginHistoryLink: false }],
    ['funds', 'spot', true, { symbolFilter: false, cancelAll: false, marginHistoryLink: false }],
    ['positions', 'margin', true, { symbolFilter: false, cancelAll: false, marginHistoryLink: true }],
    ['open', 'margin', false, { symbolFilter: false, cancelAll: false, marginHistoryLink: false }],
  ] as [PanelTab, PanelMode, boolean, object][])('should show on %s in %s (signed in: %s) %j', (tab, mode, loggedIn, want) => {
    expect(headerExtras(tab, mode, loggedIn)).toEqual(want);
  });
});

describe('panelLinks', () => {
  it('should build the order-center links of a locale', () => {
    expect(panelLinks('de-DE')).toEqual({
      openOrders: '/orders-spot/de-DE',
      orderHistory: '/orders-spot/de-DE?type=ORDER_HISTORY',
      tradeHistory: '/orders-spot/de-DE?type=TRADE_HISTORY',
      marginHistory: '/orders-margin/de-DE',
    });
  });

  it('should lead margin\'s "view all" to the margin order center\'s open orders', () => {
    expect(panelLinks('en', 'margin').openOrders).toBe('/orders-margin/en?type=OPEN_ORDERS');
    expect(panelLinks('en', 'spot').openOrders).toBe('/orders-spot/en');
  });

  it('should carry the pair the trader is on, for the order center\'s way back', () => {
    expect(panelLinks('en', 'margin', 'ETH_USDT')).toEqual({
      openOrders: '/orders-margin/en?type=OPEN_ORDERS&symbol=ETH_USDT',
      orderHistory: '/orders-spot/en?type=ORDER_HISTORY&symbol=ETH_USDT',
      tradeHistory: '/orders-spot/en?type=TRADE_HISTORY&symbol=ETH_USDT',
      marginHistory: '/orders-margin/en?symbol=ETH_USDT',
    });
    expect(panelLinks('en', 'spot', 'ETH_USDT').openOrders).toBe('/orders-spot/en?symbol=ETH_USDT');
  });
});

describe('collapseTabs in every locale', () => {
  const readLabels = async (locale: Locale) => (await import(`../../../locales/${locale}/panel.json`)).default.tab as Record<string, string>;
  it.each(LOCALES.map((l) => [l]))('should keep %s tabs whole at their estimated width and collapse them 1 px below', async (locale) => {
    const labels = await readLabels(locale);
    const texts = tabsFor('spot', { openTotal: 12, positions: 0 }).map((t) => ({ id: t.id, text: tabText(labels[t.labelKey.slice(4)], t.count) }));
    const total = texts.reduce((sum, t) => sum + estimateTabWidth(t.text, locale), 0);
    expect(collapseTabs(texts, locale, total).overflow).toEqual([]);
    expect(collapseTabs(texts, locale, total - 1).overflow.length).toBeGreaterThan(0);
    // a 480 px screen leaves the bar about 270 px beside the header's extras: every locale collapses
    expect(collapseTabs(texts, locale, 270).overflow.length).toBeGreaterThan(0);
  });
});
