import { describe, expect, it } from 'vitest';
import { noticePanelEntries, openCount } from './notice-panel';

const page = [
  { noticeId: 1, content: 'Zero maker fees on USDC pairs', targetUrl: '/fee/en' },
  { noticeId: 2, content: 'Wallet maintenance tonight', targetUrl: '' },
];
const groups = [
  { symbolId: 'All' as const, symbolNoticeList: [{ noticeId: 9001, content: 'Beware of phishing', targetUrl: '/support/security' }] },
  { symbolId: 7, symbolNoticeList: [{ noticeId: 9102, content: 'PEPE is volatile' }, { noticeId: 9102, content: 'PEPE is volatile' }] },
  { symbolId: 8, symbolNoticeList: [{ noticeId: 9200, content: 'Another pair' }] },
];

describe('noticePanelEntries', () => {
  it('should list the page notices, then the pair\'s own, then every pair\'s, with the closed ones marked', () => {
    const list = noticePanelEntries({ page, closedPage: new Set([2]), groups, symbolId: 7, closedPair: new Set([9001]) });
    expect(list.map((n) => [n.key, n.closed])).toEqual([['page-1', false], ['page-2', true], ['pair-9102', false], ['pair-9001', true]]);
    expect(list[2]).toEqual({ key: 'pair-9102', source: 'pair', content: 'PEPE is volatile', targetUrl: '', closed: false });
    expect(openCount(list)).toBe(2);
  });

  it('should keep a page id and a pair id that are equal apart, and list only every pair\'s notices without a pair', () => {
    const list = noticePanelEntries({ page: [{ noticeId: 9001, content: 'Page', targetUrl: '' }], closedPage: new Set(), groups, symbolId: undefined, closedPair: new Set() });
    expect(list.map((n) => n.key)).toEqual(['page-9001', 'pair-9001']);
  });

  it('should be empty with no notices', () => {
    expect(noticePanelEntries({ page: [], closedPage: new Set(), groups: [], symbolId: 7, closedPair: new Set() })).toEqual([]);
    expect(openCount([])).toBe(0);
  });
});
