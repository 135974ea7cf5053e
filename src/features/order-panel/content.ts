/**
 * The news bar's rules (spec order-panel sections 2 and 9): announcements shown 3 at a time,
 * rotating every 5 s after a first 1 s, the list trimmed to a multiple of 3. Pure: the
 * component owns the timers and the calls. (The symbol notice banner is the shell's:
 * src/features/symbol-notice.)
 */

export interface Announcement {
  code: string;
  title: string;
  webUrl: string;
}

export const NEWS_GROUP = 3;
export const NEWS_FIRST_MS = 1_000;
export const NEWS_ROTATE_MS = 5_000;

/** One page of GET /activity/activityZone/front/queryAnnouncements (`page` from 1). */
export interface AnnouncementPage {
  recordList: Announcement[];
  total: number;
  pageSize: number;
}

/** At most this many pages are asked for (60 titles at the gateway's 6 a page: 20 groups). */
export const NEWS_MAX_PAGES = 10;

/**
 * Every announcement, page after page: the gateway answers 6 a page, and the bar rotates
 * through all of them, not through the first page only. A page that fails (null) or comes back
 * empty ends the list with what was gathered.
 */
export async function allAnnouncements(fetchPage: (page: number) => Promise<AnnouncementPage | null>): Promise<Announcement[]> {
  const out: Announcement[] = [];
  for (let page = 1; page <= NEWS_MAX_PAGES; page++) {
    const answer = await fetchPage(page);
    if (answer === null || answer.recordList.length === 0) break;
    out.push(...answer.recordList);
    if (out.length >= answer.total || answer.recordList.length < answer.pageSize) break;
  }
  return out;
}

/** The announcements in groups of 3; a last group of fewer is dropped (the list is trimmed). */
export function newsGroups(list: readonly Announcement[]): Announcement[][] {
  const out: Announcement[][] = [];
  for (let i = 0; i + NEWS_GROUP <= list.length; i += NEWS_GROUP) out.push(list.slice(i, i + NEWS_GROUP));
  return out;
}

/** The group shown after `rotations` rotations (wrapping). */
export function newsGroupAt(groups: readonly Announcement[][], rotations: number): Announcement[] {
  if (groups.length === 0) return [];
  return groups[((rotations % groups.length) + groups.length) % groups.length];
}
