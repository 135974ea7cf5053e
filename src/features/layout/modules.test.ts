import { describe, expect, it } from 'vitest';
import { sameModuleList } from './modules';

describe('sameModuleList', () => {
  it('is true for a list rebuilt with the same modules in the same order', () => {
    expect(sameModuleList(['chart', 'orderBook'], ['chart', 'orderBook'])).toBe(true);
    expect(sameModuleList([], [])).toBe(true);
  });
  it('is false when a module came, went or moved in the order', () => {
    expect(sameModuleList(['chart', 'orderBook'], ['chart'])).toBe(false);
    expect(sameModuleList(['chart'], ['chart', 'orderBook'])).toBe(false);
    expect(sameModuleList(['chart', 'orderBook'], ['orderBook', 'chart'])).toBe(false);
    expect(sameModuleList(['chart', 'market'], ['chart', 'orderBook'])).toBe(false);
  });
});
