import { describe, expect, it } from 'vitest';
import { nextGlobalNotice, readNoticeList, showPageOf } from './global-notice-rule';

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
