import { describe, expect, it } from 'vitest';
import { CLOSED_GLOBAL_NOTICES_KEY, closeGlobalNotice, nextGlobalNotice, readClosedGlobal, readNoticeList, showPageOf } from './global-notice-rule';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const A = { noticeId: 9502, content: 'spot only', targetUrl: '/announcements/usdc-pairs' };
const B = { noticeId: 9501, content: 'both pages', targetUrl: '' };

describe('global notice', () => {
  it('should ask show page 4 in spot and 5 in margin', () => {
    expect(showPageOf('spot')).toBe(4);
    expect(showPageOf('margin')).toBe(5);
  });

  it('should show the first notice not closed, then the next, then none', () => {
    expect(nextGlobalNotice([A, B], new Set())).toEqual(A);
    expect(nextGlobalNotice([A, B], new Set([9502]))).toEqual(B);
    expect(nextGlobalNotice([A, B], new Set([9502, 9501]))).toBe(null);
    expect(nextGlobalNotice([], new Set())).toBe(null);
  });

  it('should remember closed notices in local storage, read strictly', () => {
    const s = memory();
    expect([...closeGlobalNotice(s, 9502)]).toEqual([9502]);
    expect([...closeGlobalNotice(s, 9501)]).toEqual([9502, 9501]);
    expect(s.data.get(CLOSED_GLOBAL_NOTICES_KEY)).toBe('[9502,9501]');
    expect(readClosedGlobal(memory({ [CLOSED_GLOBAL_NOTICES_KEY]: 'not json' })).size).toBe(0);
    expect([...readClosedGlobal(memory({ [CLOSED_GLOBAL_NOTICES_KEY]: '[9502,"9501",-0.5]' }))]).toEqual([9502]);
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect([...closeGlobalNotice(full, 9501)]).toEqual([9501]);
  });

  it('should read the answer strictly: dropping entries without an id or a text, and links that are not ours or https', () => {
    expect(readNoticeList({ noticeList: [A, B] })).toEqual([A, B]);
    expect(readNoticeList({
      noticeList: [
        { noticeId: '9502', content: 'text id' },
        { noticeId: 1, content: '   ' },
        null,
        { noticeId: 2, content: 'script link', targetUrl: 'javascript:alert(1)' },
        { noticeId: 3, content: 'other site, protocol-relative', targetUrl: '//evil.example/x' },
        { noticeId: 4, content: 'https link', targetUrl: 'https://status.example.com' },
        { noticeId: 5, content: 'no link' },
      ],
    })).toEqual([
      { noticeId: 2, content: 'script link', targetUrl: '' },
      { noticeId: 3, content: 'other site, protocol-relative', targetUrl: '' },
      { noticeId: 4, content: 'https link', targetUrl: 'https://status.example.com' },
      { noticeId: 5, content: 'no link', targetUrl: '' },
    ]);
    expect(readNoticeList(null)).toEqual([]);
    expect(readNoticeList({ noticeList: 'x' })).toEqual([]);
  });
});
