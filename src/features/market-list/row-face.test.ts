import { describe, expect, it } from 'vitest';
import { fixture } from './market-list.fixture';
import { rowFace, rowTransform, valueTemplate, type RowContext } from './row-face';

const { cat } = fixture();
const at = (symbol: string) => cat.symbol.indexOf(symbol);
const ctx = (o: Partial<RowContext> = {}): RowContext => ({
  favorites: new Set(['ETH_USDT']), current: 'BTC_USDT', nameMax: 22, starLabel: (fav, name) => `${fav ? 'remove' : 'add'} ${name}`, ...o,
});

describe('row face', () => {
  it('should show the pair, its favourite state and label, and whether it is the page\'s pair', () => {
    expect(rowFace(cat, at('BTC_USDT'), ctx())).toEqual({ symbol: 'BTC_USDT', name: 'BTC/USDT', base: 'BTC', quote: '/USDT', fav: false, starLabel: 'add BTC/USDT', on: true });
    expect(rowFace(cat, at('ETH_USDT'), ctx())).toMatchObject({ fav: true, starLabel: 'remove ETH/USDT', on: false });
  });

  it('should cut the base coin so that base/quote keeps within the list\'s length', () => {
    // 'WBTC/USDT' is 9 characters: at 8, the base keeps 8 - 4 - 1 = 3 characters, the last an ellipsis
    expect(rowFace(cat, at('WBTC_USDT'), ctx({ nameMax: 8 })).base).toBe('WB…');
    expect(rowFace(cat, at('WBTC_USDT'), ctx({ nameMax: 10 })).base).toBe('WBTC');
  });

  it('should place a row by its position in the list', () => {
    expect(rowTransform(0)).toBe('translateY(0px)');
    expect(rowTransform(3)).toBe('translateY(162px)');
  });

  it('should give what the translation gives for any value, translating once', () => {
    let calls = 0;
    const label = valueTemplate((pair) => (calls++, `Add ${pair} to favourites`));
    expect([label('BTC/USDT'), label('ETH/BTC')]).toEqual(['Add BTC/USDT to favourites', 'Add ETH/BTC to favourites']);
    expect(calls).toBe(1);
  });

  it('should translate each time a text that does not hold the value exactly once', () => {
    const twice = (pair: string) => `${pair}: add ${pair}`;
    expect(valueTemplate(twice)('BTC/USDT')).toBe('BTC/USDT: add BTC/USDT');
    expect(valueTemplate(() => 'Add to favourites')('BTC/USDT')).toBe('Add to favourites');
  });
});
