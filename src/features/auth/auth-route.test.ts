import { describe, expect, it } from 'vitest';
import { authHref, parseAuthRoute } from './auth-route';

describe('parseAuthRoute', () => {
  it('should read the page, locale, goto and theme', () => {
    expect(parseAuthRoute('/login', '?lang=de-DE&goto=%2Ftrade%2Fen', 'theme=light')).toEqual({ page: 'login', locale: 'de-DE', goto: '/trade/en', theme: 'light' });
    expect(parseAuthRoute('/register', '', 'locale=jp')).toEqual({ page: 'register', locale: 'jp', goto: null, theme: 'dark' });
    expect(parseAuthRoute('/register', '?lang=zz', 'locale=jp')?.locale).toBe('en');
    expect(parseAuthRoute('/trade/en', '', '')).toBeNull();
  });

  it('should keep goto and lang on the link to the other page', () => {
    const route = parseAuthRoute('/login', '?lang=kr&goto=%2Ftrade%2Fen%3Fsymbol%3DETH_USDT')!;
    expect(authHref('register', route)).toBe('/register?goto=%2Ftrade%2Fen%3Fsymbol%3DETH_USDT&lang=kr');
    expect(authHref('login', parseAuthRoute('/register', '')!)).toBe('/login');
  });
});
