import { describe, expect, it } from 'vitest';
import { buildOrder, type ListOptions } from './list-model';
import { volumeInCurrency } from './rates';
import { NO_SORT } from './sort';
import { initialTab, inTab, modeForChoice, visibleTabs } from './tabs';
import { parseTags, quoteCoins, splitTags } from './filters';
import { fixture, QUOTE_SORT } from './market-list.fixture';

const { cat, cols } = fixture();
const vol = volumeInCurrency(cat, cols);
const base: ListOptions = { tab: 'spot', query: '', quote: null, tag: -1, sort: NO_SORT, favorites: new Set(), basicMargin: false };
const list = (o: Partial<ListOptions>) => buildOrder(cat, cols, vol, QUOTE_SORT, { ...base, ...o }).map((i) => cat.symbol[i]);

describe('market list shape', () => {
  it('should hide pairs without volume and hidden pairs, but keep pairs not yet up, without a search', () => {
    const shown = list({});
    expect(shown).not.toContain('DEAD_USDT');
    expect(shown).not.toContain('HIDE_USDT');
    expect(shown).toContain('NEW_USDT');
  });

  it('should let a search find every pair', () => {
    expect(list({ query: 'dead' })).toEqual(['DEAD_USDT']);
    expect(list({ query: 'hidden' })).toEqual(['HIDE_USDT']);
  });

  it('should filter by quote coin and by tag', () => {
    expect(list({ quote: 'USDC' })).toEqual(['BTC_USDC']);
    expect(list({ tag: 5 })).toEqual(['BTC_USDT', 'BTC_USDC']);
    expect(list({ tag: 5, quote: 'USDT' })).toEqual(['BTC_USDT']);
  });

  it('should list only margin pairs in the margin tab, and favourites in the favourites tab', () => {
    expect(list({ tab: 'margin' })).toEqual(['BTC_USDT', 'ETH_USDT']);
    expect(list({ tab: 'favorites', favorites: new Set(['DEAD_USDT', 'ETH_USDT']) })).toEqual(['ETH_USDT', 'DEAD_USDT']);
    expect(list({ tab: 'favorites', favorites: new Set(['BTC_USDC', 'ETH_USDT']), basicMargin: true })).toEqual(['ETH_USDT']);
  });

  it('should follow a sort even with a search', () => {
    expect(list({ query: 'btc', sort: { column: 'price', dir: 'up' } })).toEqual(['ETH_BTC', 'BTCX_USDT', 'WBTC_USDT', 'BTC_USDT', 'BTC_USDC']);
  });
});

describe('market list tabs (spec sections 2 and 5)', () => {
  it('should show three tabs in pro only for delegationType 0', () => {
    expect(visibleTabs('pro', 'spot', 0)).toEqual(['favorites', 'spot', 'margin']);
    expect(visibleTabs('pro', 'margin', 1)).toEqual(['favorites', 'spot']);
  });

  it('should show favourites plus the page type in basic', () => {
    expect(visibleTabs('basic', 'spot', 0)).toEqual(['favorites', 'spot']);
    expect(visibleTabs('basic', 'margin', 0)).toEqual(['favorites', 'margin']);
  });

  it('should open on the remembered tab when shown', () => {
    expect(initialTab(['favorites', 'spot'], 'favorites', 'spot')).toBe('favorites');
    expect(initialTab(['favorites', 'spot'], 'margin', 'margin')).toBe('spot');
    expect(initialTab(['favorites', 'spot', 'margin'], null, 'margin')).toBe('margin');
  });

  it('should choose margin only in margin mode (or from the margin tab) for a pair with a margin ratio', () => {
    expect(modeForChoice('margin', false, 'spot')).toBe('spot');
    expect(modeForChoice('margin', true, 'spot')).toBe('margin');
    expect(modeForChoice('spot', true, 'spot')).toBe('spot');
    expect(modeForChoice('spot', true, 'margin')).toBe('margin');
    expect(inTab(cat, cat.indexOf.get('ETH_BTC')!, 'margin', new Set(), false)).toBe(false);
  });
});

describe('quote and tag filters', () => {
  it('should order quote coins by their sort value', () => {
    expect(quoteCoins(cat, QUOTE_SORT)).toEqual(['USDT', 'USDC', 'BTC']);
  });

  it('should split type-1 tags into chips and the rest into the dropdown, ignoring -1', () => {
    const tags = parseTags([{ tagId: -1, name: 'All', type: 1 }, { tagId: 1, name: 'L1', type: 1 }, { tagId: 6, name: 'Stable', type: 2 }, { tagId: 'x' }, null]);
    expect(splitTags(tags)).toEqual({ chips: [{ tagId: 1, name: 'L1', type: 1 }], more: [{ tagId: 6, name: 'Stable', type: 2 }] });
    expect(parseTags({})).toEqual([]);
  });
});
