import { describe, expect, it } from 'vitest';
import { authHref } from './login-href';
import { modeHref } from '../../state/trade-mode';

const here = { pathname: '/trade/en', search: '?symbol=BTC_USDT&layout=basic' };

describe('order form links', () => {
  it('should send login and register back to this page with its locale', () => {
    expect(authHref('login', 'de-DE', here)).toBe('/login?goto=%2Ftrade%2Fen%3Fsymbol%3DBTC_USDT%26layout%3Dbasic&lang=de-DE');
    expect(authHref('register', 'en', { pathname: '/trade', search: '' })).toBe('/register?goto=%2Ftrade&lang=en');
  });

  it('should switch the mode by the type query only, keeping the rest', () => {
    expect(modeHref('margin', here)).toBe('/trade/en?symbol=BTC_USDT&layout=basic&type=margin');
    expect(modeHref('spot', { pathname: '/trade/en', search: '?type=margin&symbol=ETH_USDT' })).toBe('/trade/en?symbol=ETH_USDT');
    expect(modeHref('spot', { pathname: '/trade', search: '?type=margin' })).toBe('/trade');
  });
});
