import { describe, expect, it } from 'vitest';
import { parseTradeRoute, settingCookie, settingCookies } from './route';

describe('parseTradeRoute', () => {
  it('should read locale, symbol, type and from', () => {
    expect(parseTradeRoute('/trade/de-DE', '?symbol=eth_usdt&type=margin&from=mail')).toEqual({
      locale: 'de-DE', symbol: 'ETH_USDT', type: 'margin', theme: 'dark', layout: 'pro', fromMail: true,
    });
  });

  it('should fall back to English, BTC_USDT, spot, dark and pro', () => {
    expect(parseTradeRoute('/trade', '?symbol=<script>&type=futures&from=web')).toEqual({
      locale: 'en', symbol: 'BTC_USDT', type: 'spot', theme: 'dark', layout: 'pro', fromMail: false,
    });
    expect(parseTradeRoute('/trade/xx', '').locale).toBe('en');
  });

  it('should remember theme and layout from cookies unless the query says otherwise', () => {
    expect(parseTradeRoute('/trade/en', '', 'a=1; theme=light; layout=basic')).toMatchObject({ theme: 'light', layout: 'basic' });
    expect(parseTradeRoute('/trade/en', '?theme=dark', 'theme=light')).toMatchObject({ theme: 'dark' });
    expect(parseTradeRoute('/trade/en', '?layout=pro', 'layout=basic')).toMatchObject({ layout: 'pro' });
  });

  it('should skip a value it does not know, in the query (for the cookie) and in the cookie (for the default)', () => {
    expect(parseTradeRoute('/trade/en', '?theme=pink&layout=grid', 'theme=light; layout=basic')).toMatchObject({ theme: 'light', layout: 'basic' });
    expect(parseTradeRoute('/trade/en', '', 'theme=pink; layout=grid')).toMatchObject({ theme: 'dark', layout: 'pro' });
    // a cookie whose name only ends like ours is not ours
    expect(parseTradeRoute('/trade/en', '', 'xtheme=light; mylayout=basic')).toMatchObject({ theme: 'dark', layout: 'pro' });
  });
});

describe('settingCookies', () => {
  it('should write the cookie of each setting the route names, site-wide, for a year, SameSite=Lax', () => {
    expect(settingCookies('?symbol=ETH_USDT&layout=basic&theme=light')).toEqual([
      'layout=basic; path=/; max-age=31536000; samesite=lax',
      'theme=light; path=/; max-age=31536000; samesite=lax',
    ]);
    expect(settingCookies('?theme=dark')).toEqual([settingCookie('theme', 'dark')]);
  });

  it('should write nothing for a setting the route leaves out or gives a value it does not know', () => {
    expect(settingCookies('?symbol=ETH_USDT')).toEqual([]);
    expect(settingCookies('?layout=grid&theme=')).toEqual([]);
    expect(settingCookies('?layout=basic;%20path=/evil')).toEqual([]);
  });
});
