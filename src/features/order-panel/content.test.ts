import { describe, expect, it } from 'vitest';
import { allAnnouncements, newsGroupAt, newsGroups, type Announcement, type AnnouncementPage } from './content';

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

describe('allAnnouncements', () => {
  /** A gateway of `total` announcements answering `pageSize` a page (as queryAnnouncements). */
  const gateway = (total: number, pageSize = 6) => {
    const asked: number[] = [];
    const fetchPage = async (page: number): Promise<AnnouncementPage | null> => {
      asked.push(page);
      const all = Array.from({ length: total }, (_, i) => ann(i + 1));
      return { recordList: all.slice((page - 1) * pageSize, page * pageSize), total, pageSize };
    };
    return { asked, fetchPage };
  };

  it('should gather every page, so 12 announcements make 4 groups that all rotate', async () => {
    const gw = gateway(12);
    const list = await allAnnouncements(gw.fetchPage);
    expect(list.map((a) => a.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => `A${n}`));
    expect(gw.asked).toEqual([1, 2]);
    const groups = newsGroups(list);
    expect(groups).toHaveLength(4);
    expect([0, 1, 2, 3, 4].map((r) => newsGroupAt(groups, r)[0].code)).toEqual(['A1', 'A4', 'A7', 'A10', 'A1']);
  });

  it('should ask once for a single page, stop at a failed page and at the page cap', async () => {
    const one = gateway(5);
    expect(await allAnnouncements(one.fetchPage)).toHaveLength(5);
    expect(one.asked).toEqual([1]);
    expect(await allAnnouncements(async () => null)).toEqual([]);
    const failing = async (page: number) => (page === 1 ? { recordList: [1, 2, 3].map(ann), total: 9, pageSize: 3 } : null);
    expect((await allAnnouncements(failing)).map((a) => a.code)).toEqual(['A1', 'A2', 'A3']);
    const huge = gateway(10_000, 6);
    expect(await allAnnouncements(huge.fetchPage)).toHaveLength(60);
    expect(huge.asked).toHaveLength(10);
  });
});
