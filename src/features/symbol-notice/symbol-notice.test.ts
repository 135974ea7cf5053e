import { describe, expect, it } from 'vitest';
import { CLOSED_NOTICES_KEY, closeNotice, nextNotice, NOTICES_KEY, parseNoticeGroups, readClosed, storeAnswer, type NoticeGroup } from './symbol-notice';

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

  it('should record a closed notice under the spec\'s key and read back only ids', () => {
    const s = memory();
    closeNotice(s, 9101);
    expect([...closeNotice(s, 9001)]).toEqual([9101, 9001]);
    expect(s.m.get(CLOSED_NOTICES_KEY)).toBe('[9101,9001]');
    expect([...readClosed(memory({ [CLOSED_NOTICES_KEY]: '[1,"x",2.5,3]' }))]).toEqual([1, 3]);
    expect(readClosed(memory({ [CLOSED_NOTICES_KEY]: '{broken' })).size).toBe(0);
  });

  it('should keep an answer with notices and clear both keys for one without', () => {
    const s = memory({ [CLOSED_NOTICES_KEY]: '[9001]' });
    expect([...storeAnswer(s, groups)]).toEqual([9001]);
    expect(JSON.parse(s.m.get(NOTICES_KEY)!)).toEqual(groups);
    expect([...storeAnswer(s, [{ symbolId: 'All', symbolNoticeList: [] }])]).toEqual([]);
    expect(s.m.has(NOTICES_KEY)).toBe(false);
    expect(s.m.has(CLOSED_NOTICES_KEY)).toBe(false);
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
