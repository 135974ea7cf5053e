import { describe, expect, it } from 'vitest';
import { centerHref, centerTabs, parseCenterRoute } from './center-route';

describe('parseCenterRoute', () => {
  it.each([
    ['/orders-spot/en', '', { locale: 'en', mode: 'spot', tab: 'open' }],
    ['/orders-spot/de-DE', '?type=ORDER_HISTORY', { locale: 'de-DE', mode: 'spot', tab: 'history' }],
    ['/orders-spot/fr-FR', '?type=TRADE_HISTORY', { locale: 'fr-FR', mode: 'spot', tab: 'trades' }],
    ['/orders-spot', '?type=nonsense', { locale: 'en', mode: 'spot', tab: 'open' }],
    ['/orders-margin/ar', '', { locale: 'ar', mode: 'margin', tab: 'history' }],
    ['/orders-margin/kr/', '?type=TRADE_HISTORY', { locale: 'kr', mode: 'margin', tab: 'history' }],
    ['/orders-margin/en', '?type=OPEN_ORDERS', { locale: 'en', mode: 'margin', tab: 'open' }],
    ['/orders-spot/zz', '', { locale: 'en', mode: 'spot', tab: 'open' }],
  ])('should read %s%s', (path, search, want) => {
    expect(parseCenterRoute(path, search)).toEqual(want);
  });

  it.each(['/trade/en', '/orders-futures/en', '/orders-spot/en/extra', '/login'])('should not take %s', (path) => {
    expect(parseCenterRoute(path, '')).toBeNull();
  });
});

describe('centerHref', () => {
  it('should give each tab back the address it is read from', () => {
    for (const mode of ['spot', 'margin'] as const) {
      for (const tab of centerTabs(mode)) {
        const href = centerHref({ locale: 'jp', mode, tab });
        const url = new URL(href, 'http://x');
        expect(parseCenterRoute(url.pathname, url.search)).toEqual({ locale: 'jp', mode, tab });
      }
    }
    expect(centerHref({ locale: 'en', mode: 'spot', tab: 'trades' })).toBe('/orders-spot/en?type=TRADE_HISTORY');
  });
});
