import { describe, expect, it } from 'vitest';
import { holdsNoNotice, nextNotice, NOTICES_KEY, parseNoticeGroups, storeAnswer, type NoticeGroup } from './symbol-notice';

const groups: NoticeGroup[] = [
  { symbolId: 'All', symbolNoticeList: [{ noticeId: 9001, content: 'phishing' }] },
  { symbolId: 1003, symbolNoticeList: [{ noticeId: 9101, content: 'BMX fees' }, { noticeId: 9102, content: 'BMX launch' }] },
];

function memory(entries: Record<string, string> = {}) {
  const m = new Map<string, string>(Object.entries(entries));
  return { m, getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

describe('symbol notices', () => {
  it('should show the pair\'s notices first, then those for all pairs, skipping closed ones', () => {
    expect(nextNotice(groups, 1003, new Set())?.noticeId).toBe(9101);
    expect(nextNotice(groups, 1003, new Set([9101]))?.noticeId).toBe(9102);
    expect(nextNotice(groups, 1003, new Set([9101, 9102]))?.noticeId).toBe(9001);
    expect(nextNotice(groups, 1001, new Set())?.noticeId).toBe(9001);
    expect(nextNotice(groups, undefined, new Set())?.noticeId).toBe(9001);
    expect(nextNotice(groups, 1001, new Set([9001]))).toBeNull();
  });

  it('should keep an answer with notices and remove it for one without', () => {
    const s = memory();
    storeAnswer(s, groups);
    expect(JSON.parse(s.m.get(NOTICES_KEY)!)).toEqual(groups);
    const none = [{ symbolId: 'All' as const, symbolNoticeList: [] }];
    expect(holdsNoNotice(groups)).toBe(false);
    expect(holdsNoNotice(none)).toBe(true);
    expect(holdsNoNotice([])).toBe(true);
    storeAnswer(s, none);
    expect(s.m.has(NOTICES_KEY)).toBe(false);
  });

  it('should keep nothing, and not throw, with storage refused or full', () => {
    expect(() => storeAnswer(null, groups)).not.toThrow();
    const full = { ...memory(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(() => storeAnswer(full, groups)).not.toThrow();
  });

  it('should leave out malformed groups and notices of the answer', () => {
    const raw = [
      { symbolId: 'All', symbolNoticeList: [{ noticeId: 1, content: 'a', targetUrl: '/x' }, { noticeId: 'two', content: 'b' }, { noticeId: 3, content: '' }] },
      { symbolId: 'Some', symbolNoticeList: [{ noticeId: 4, content: 'c' }] },
      { symbolId: 7, symbolNoticeList: 'none' },
      { symbolId: 8, symbolNoticeList: [{ noticeId: 5, content: 'd', targetUrl: '' }] },
      null,
    ];
    expect(parseNoticeGroups(raw)).toEqual([
      { symbolId: 'All', symbolNoticeList: [{ noticeId: 1, content: 'a', targetUrl: '/x' }] },
      { symbolId: 8, symbolNoticeList: [{ noticeId: 5, content: 'd' }] },
    ]);
    expect(parseNoticeGroups({ symbolId: 'All' })).toEqual([]);
  });

  it('should keep a notice\'s link only to this site or an https address', () => {
    const links = ['/support/security', 'https://example.com/a', 'javascript:alert(1)', '//evil.example', 'http://plain.example'];
    const parsed = parseNoticeGroups([{ symbolId: 'All', symbolNoticeList: links.map((targetUrl, i) => ({ noticeId: i, content: 'n', targetUrl })) }]);
    expect(parsed[0].symbolNoticeList.map((n) => n.targetUrl)).toEqual(['/support/security', 'https://example.com/a', undefined, undefined, undefined]);
  });
});
