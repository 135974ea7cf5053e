import { describe, expect, it } from 'vitest';
import { ALL_TAG_ID, marketsHref, parseMarketsRoute, tradePageHref } from './markets-route';

describe('markets route', () => {
  it('should read the locale, the type and the tag of /markets/{locale}', () => {
    expect(parseMarketsRoute('/markets/de-DE', '?type=SPOT&tag=3')).toEqual({ locale: 'de-DE', type: 'spot', tag: 3 });
    expect(parseMarketsRoute('/markets/en', '?type=MARGIN&tag=12')).toEqual({ locale: 'en', type: 'margin', tag: 12 });
    expect(parseMarketsRoute('/markets/en', '?type=margin')).toEqual({ locale: 'en', type: 'margin', tag: ALL_TAG_ID });
  });

  it('should fall back to English, spot and every tag for a bare or bad address', () => {
    expect(parseMarketsRoute('/markets', '')).toEqual({ locale: 'en', type: 'spot', tag: ALL_TAG_ID });
    expect(parseMarketsRoute('/markets/xx/', '?type=FUTURES&tag=-4')).toEqual({ locale: 'en', type: 'spot', tag: ALL_TAG_ID });
    expect(parseMarketsRoute('/markets/en', '?tag=2x')?.tag).toBe(ALL_TAG_ID);
  });

  it('should not read other pages', () => {
    expect(parseMarketsRoute('/trade/en', '?tag=1')).toBeNull();
    expect(parseMarketsRoute('/markets/en/more', '')).toBeNull();
    expect(parseMarketsRoute('/marketsx', '')).toBeNull();
  });

  it('should write the addresses to the markets page and back to trading', () => {
    expect(marketsHref('fr-FR', 8)).toBe('/markets/fr-FR?type=SPOT&tag=8');
    expect(marketsHref('en', ALL_TAG_ID, 'margin')).toBe('/markets/en?type=MARGIN');
    const [path, query] = marketsHref('fr-FR', 8).split('?');
    expect(parseMarketsRoute(path, `?${query}`)).toEqual({ locale: 'fr-FR', type: 'spot', tag: 8 });
    expect(tradePageHref('en', 'ETH_USDT', 'spot')).toBe('/trade/en?symbol=ETH_USDT');
    expect(tradePageHref('jp', 'ETH_BTC', 'margin')).toBe('/trade/jp?symbol=ETH_BTC&type=margin');
  });
});
