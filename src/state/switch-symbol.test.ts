import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookPrecision } from './book';
import { currentSymbol, pairs, pairsLoaded, type PairTicker } from './market';
import { settleSymbol, switchSymbol } from './switch-symbol';

const row = (symbol: string, isShow?: boolean): PairTicker => ({
  symbol, name: symbol.replace('_', '/'), pricePrecision: 2, countPrecision: 4, c: '1', h: '1', l: '1', v: '1', fluctuation: '0',
  coinName: symbol.split('_')[0], marketCoinName: symbol.split('_')[1], precisionList: [{ desc: '0.01', val: '2' }], ...(isShow === undefined ? {} : { isShow }),
});

/** A page at `href` whose history records what it is asked to do. */
function fakePage(href: string) {
  const calls: string[] = [];
  const location = { href };
  const move = (how: string) => (_state: unknown, _title: string, url: string | URL) => {
    location.href = String(url);
    calls.push(`${how} ${location.href}`);
  };
  vi.stubGlobal('location', location);
  vi.stubGlobal('history', { state: null, pushState: move('push'), replaceState: move('replace') });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  pairsLoaded.value = false;
});

describe('settleSymbol', () => {
  it('should show the default pair for one the list does not offer and drop it from the address by replacement', () => {
    const calls = fakePage('https://x.test/trade/en?symbol=FOO_BAR&type=margin');
    pairs.value = [row('BTC_USDT'), row('ETH_USDT')];
    currentSymbol.value = 'FOO_BAR';
    bookPrecision.value = 3;
    settleSymbol(); // before the list is in: nothing to judge by
    expect(currentSymbol.value).toBe('FOO_BAR');
    expect(calls).toEqual([]);
    pairsLoaded.value = true;
    settleSymbol();
    expect(currentSymbol.value).toBe('BTC_USDT');
    expect(bookPrecision.value).toBeNull();
    expect(calls).toEqual(['replace https://x.test/trade/en?type=margin']);
  });

  it('should treat a hidden pair as forbidden, and leave an offered one and its address alone', () => {
    const calls = fakePage('https://x.test/trade/en?symbol=HID_USDT');
    pairs.value = [row('BTC_USDT'), row('HID_USDT', false), row('ETH_USDT')];
    pairsLoaded.value = true;
    currentSymbol.value = 'HID_USDT';
    settleSymbol();
    expect(currentSymbol.value).toBe('BTC_USDT');
    currentSymbol.value = 'ETH_USDT';
    location.href = 'https://x.test/trade/en?symbol=eth_usdt';
    settleSymbol();
    expect(currentSymbol.value).toBe('ETH_USDT');
    expect(calls).toEqual(['replace https://x.test/trade/en']);
  });

  it('should judge nothing by a list that offers no pair (a failed load)', () => {
    const calls = fakePage('https://x.test/trade/en?symbol=ETH_USDT');
    pairs.value = [];
    pairsLoaded.value = true;
    currentSymbol.value = 'ETH_USDT';
    settleSymbol();
    expect(currentSymbol.value).toBe('ETH_USDT');
    expect(calls).toEqual([]);
  });
});

describe('switchSymbol', () => {
  it('should make the pair current and push its address', () => {
    const calls = fakePage('https://x.test/trade/en?type=margin');
    currentSymbol.value = 'BTC_USDT';
    bookPrecision.value = 1;
    switchSymbol('ETH_USDT');
    expect(currentSymbol.value).toBe('ETH_USDT');
    expect(bookPrecision.value).toBeNull();
    expect(calls).toEqual(['push https://x.test/trade/en?type=margin&symbol=ETH_USDT']);
  });
});
