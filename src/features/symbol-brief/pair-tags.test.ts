import { describe, expect, it } from 'vitest';
import { tagsOfPair } from './pair-tags';

describe('tagsOfPair', () => {
  it('should read the pair tags in order, without the All tag, duplicates or malformed ones', () => {
    const pair = { symbol: 'ETH_USDT', ts: [{ tagId: 1, name: 'Layer 1', type: 1 }, { tagId: -1, name: 'All', type: 1 }, { tagId: 2, name: 'DeFi', type: 1 }, { tagId: 1, name: 'Layer 1', type: 1 }, { tagId: 3 }, null, { tagId: 1.5, name: 'x' }, { tagId: 7, name: 'Platform Token', type: 2 }] };
    expect(tagsOfPair(pair)).toEqual([{ tagId: 1, name: 'Layer 1' }, { tagId: 2, name: 'DeFi' }, { tagId: 7, name: 'Platform Token' }]);
  });

  it('should answer no tags for a pair without a list', () => {
    expect(tagsOfPair({ symbol: 'X_Y' })).toEqual([]);
    expect(tagsOfPair({ ts: 'Layer 1' })).toEqual([]);
    expect(tagsOfPair(undefined)).toEqual([]);
  });
});
