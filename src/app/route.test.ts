import { describe, expect, it } from 'vitest';
import { parseTradeRoute } from './route';

describe('parseTradeRoute', () => {
  it('should read locale, symbol and type', () => {
    expect(parseTradeRoute('/trade/de-DE', '?symbol=eth_usdt&type=margin')).toEqual({
      locale: 'de-DE', symbol: 'ETH_USDT', type: 'margin', theme: 'dark', layout: 'pro',
    });
  });

  it('should fall back to English, BTC_USDT, spot, dark and pro', () => {
    expect(parseTradeRoute('/trade', '?symbol=<script>&type=futures')).toEqual({
      locale: 'en', symbol: 'BTC_USDT', type: 'spot', theme: 'dark', layout: 'pro',
    });
    expect(parseTradeRoute('/trade/xx', '').locale).toBe('en');
  });

  it('should remember theme and layout from cookies unless the query says otherwise', () => {
    expect(parseTradeRoute('/trade/en', '', 'a=1; theme=light; layout=basic')).toMatchObject({ theme: 'light', layout: 'basic' });
    expect(parseTradeRoute('/trade/en', '?theme=dark', 'theme=light')).toMatchObject({ theme: 'dark' });
  });
});
