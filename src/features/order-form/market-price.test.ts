import { describe, expect, it } from 'vitest';
import { draft, PAIR } from '../../core/order-form/order-form.fixture';
import { marketWorstPrice, walkAmount, type WorstPriceSource } from './market-price';

const source = (symbol: string, price: number, calls: unknown[] = []): WorstPriceSource => ({
  worstPrice: async (side, amount, byNotional) => {
    calls.push([side, amount, byNotional]);
    return { symbol, price };
  },
});

describe('market price figure', () => {
  it('should walk a buy by its total in ticks × lots and a sell by its lots', () => {
    expect(walkAmount(draft({ kind: 'market', total: '100.5' }), PAIR)).toEqual({ amount: 100_500_000_00, byNotional: true });
    expect(walkAmount(draft({ kind: 'market', side: 'sell', amount: '0.0015' }), PAIR)).toEqual({ amount: 1500, byNotional: false });
    expect(walkAmount(draft({ kind: 'market', side: 'sell', amount: '' }), PAIR)).toBeNull();
  });

  it('should answer the worker\'s price for this pair and ignore another pair\'s', async () => {
    const calls: unknown[] = [];
    const d = draft({ kind: 'market', side: 'sell', amount: '0.5' });
    expect(await marketWorstPrice(d, PAIR, source('BTC_USDT', 5_999_900, calls))).toBe(5_999_900);
    expect(calls).toEqual([['sell', 500000, false]]);
    expect(await marketWorstPrice(d, PAIR, source('ETH_USDT', 300_000))).toBeUndefined();
    expect(await marketWorstPrice(d, PAIR, null)).toBeUndefined();
    expect(await marketWorstPrice(draft({ kind: 'market', side: 'sell', amount: '0' }), PAIR, source('BTC_USDT', 1))).toBeUndefined();
  });
});
