import { describe, expect, it } from 'vitest';
import { newsGroupAt, newsGroups, noNotices, noticesFor, readClosed, type Announcement, type NoticeGroup } from './content';

const ann = (n: number): Announcement => ({ code: `A${n}`, title: `T${n}`, webUrl: `/a/${n}` });

describe('newsGroups', () => {
  it('should cut the list into groups of 3 and drop a short last group', () => {
    const g = newsGroups([1, 2, 3, 4, 5, 6, 7].map(ann));
    expect(g.map((x) => x.map((a) => a.code))).toEqual([['A1', 'A2', 'A3'], ['A4', 'A5', 'A6']]);
    expect(newsGroups([1, 2].map(ann))).toEqual([]);
  });

  it('should wrap around when rotating', () => {
    const g = newsGroups([1, 2, 3, 4, 5, 6].map(ann));
    expect(newsGroupAt(g, 0)[0].code).toBe('A1');
    expect(newsGroupAt(g, 1)[0].code).toBe('A4');
    expect(newsGroupAt(g, 2)[0].code).toBe('A1');
    expect(newsGroupAt([], 3)).toEqual([]);
  });
});

describe('noticesFor', () => {
  const groups: NoticeGroup[] = [
    { symbolId: 'All', symbolNoticeList: [{ noticeId: 1, content: 'all', targetUrl: '/x' }] },
    { symbolId: 1003, symbolNoticeList: [{ noticeId: 2, content: 'bmx', targetUrl: '/y' }] },
  ];

  it('should give the All notices and the pair\'s own, without closed ones', () => {
    expect(noticesFor(groups, 1003, []).map((n) => n.noticeId)).toEqual([1, 2]);
    expect(noticesFor(groups, 1001, []).map((n) => n.noticeId)).toEqual([1]);
    expect(noticesFor(groups, 1003, [1]).map((n) => n.noticeId)).toEqual([2]);
    expect(noticesFor(groups, undefined, []).map((n) => n.noticeId)).toEqual([1]);
  });

  it('should tell an answer without notices', () => {
    expect(noNotices(groups)).toBe(false);
    expect(noNotices([])).toBe(true);
    expect(noNotices([{ symbolId: 'All', symbolNoticeList: [] }])).toBe(true);
  });

  it('should read stored closed ids and ignore garbage', () => {
    expect(readClosed('[1,2,"x"]')).toEqual([1, 2]);
    expect(readClosed('{')).toEqual([]);
    expect(readClosed(null)).toEqual([]);
    expect(readClosed('7')).toEqual([]);
  });
});
