import { describe, expect, it } from 'vitest';
import { centerHref, centerTabs, parseCenterRoute, tradeHref } from './center-route';

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

describe('the pair the trader came from', () => {
  it('should read ?symbol= beside ?type= and keep it in every tab\'s address', () => {
    const route = parseCenterRoute('/orders-margin/en', '?type=OPEN_ORDERS&symbol=ETH_USDT');
    expect(route).toEqual({ locale: 'en', mode: 'margin', tab: 'open', symbol: 'ETH_USDT' });
    expect(centerHref({ ...route!, tab: 'history' })).toBe('/orders-margin/en?symbol=ETH_USDT');
    expect(centerHref({ ...route!, tab: 'open' })).toBe('/orders-margin/en?type=OPEN_ORDERS&symbol=ETH_USDT');
  });

  it('should ignore a symbol that is no pair name', () => {
    expect(parseCenterRoute('/orders-spot/en', '?symbol=%3Cscript%3E')?.symbol).toBeUndefined();
  });

  it('should lead back to the trade page of that pair, in the center\'s mode', () => {
    expect(tradeHref({ locale: 'de-DE', mode: 'margin', tab: 'open', symbol: 'ETH_USDT' })).toBe('/trade/de-DE?symbol=ETH_USDT&type=margin');
    expect(tradeHref({ locale: 'en', mode: 'spot', tab: 'open', symbol: 'ETH_USDT' })).toBe('/trade/en?symbol=ETH_USDT');
    // a pair clicked in a list wins over the one the trader came from
    expect(tradeHref({ locale: 'en', mode: 'spot', tab: 'open', symbol: 'ETH_USDT' }, 'DOGE_USDT')).toBe('/trade/en?symbol=DOGE_USDT');
    // an address typed by hand names no pair: the trade page's own default
    expect(tradeHref({ locale: 'en', mode: 'margin', tab: 'history' })).toBe('/trade/en?type=margin');
  });
});
