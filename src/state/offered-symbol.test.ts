import { describe, expect, it } from 'vitest';
import { addressWithoutSymbol, isOffered, offeredSymbol } from './offered-symbol';

const LIST = [
  { symbol: 'BTC_USDT' },
  { symbol: 'ETH_USDT', isShow: true },
  { symbol: 'HID_USDT', isShow: false },
];

describe('offeredSymbol', () => {
  it('should keep a listed pair, hidden ones excepted', () => {
    expect(offeredSymbol('ETH_USDT', LIST)).toBe('ETH_USDT');
    expect(isOffered('HID_USDT', LIST)).toBe(false);
    expect(offeredSymbol('HID_USDT', LIST)).toBe('BTC_USDT');
  });

  it('should give the default pair for one the list does not know', () => {
    expect(offeredSymbol('FOO_BAR', LIST)).toBe('BTC_USDT');
  });

  it('should give the first offered pair when the default one is not offered, and null for a list that offers none', () => {
    expect(offeredSymbol('FOO_BAR', [{ symbol: 'BTC_USDT', isShow: false }, { symbol: 'HID_USDT', isShow: false }, { symbol: 'SOL_USDT' }])).toBe('SOL_USDT');
    expect(offeredSymbol('FOO_BAR', [])).toBeNull();
    expect(offeredSymbol('FOO_BAR', [{ symbol: 'HID_USDT', isShow: false }])).toBeNull();
  });
});

describe('addressWithoutSymbol', () => {
  const base = 'https://x.test/trade/en';

  it('should drop a symbol that names another pair than the one shown, keeping the rest', () => {
    expect(addressWithoutSymbol(`${base}?symbol=FOO_BAR&type=margin&layout=basic#top`, 'BTC_USDT')).toBe(`${base}?type=margin&layout=basic#top`);
    expect(addressWithoutSymbol(`${base}?type=margin&symbol=%3Cscript%3E`, 'BTC_USDT')).toBe(`${base}?type=margin`);
    expect(addressWithoutSymbol(`${base}?symbol=`, 'BTC_USDT')).toBe(base);
  });

  it('should leave an address that agrees or names no pair', () => {
    expect(addressWithoutSymbol(`${base}?symbol=eth_usdt`, 'ETH_USDT')).toBeNull();
    expect(addressWithoutSymbol(`${base}?type=margin`, 'BTC_USDT')).toBeNull();
  });
});
