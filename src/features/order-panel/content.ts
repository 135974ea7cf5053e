/**
 * The news bar's and the symbol notice banner's rules (spec order-panel sections 2 and 9):
 * announcements shown 3 at a time, rotating every 5 s after a first 1 s, the list trimmed to
 * a multiple of 3; notices of every pair ("All") and of the current pair, minus those the
 * user closed. Pure: the components own the timers, the calls and local storage.
 */

export interface Announcement {
  code: string;
  title: string;
  webUrl: string;
}

export interface SymbolNotice {
  noticeId: number;
  content: string;
  targetUrl: string;
}

/** An entry of GET /content/front/notice/query `symbolNoticeList`. */
export interface NoticeGroup {
  symbolId: number | 'All';
  symbolNoticeList: SymbolNotice[];
}

export const NEWS_GROUP = 3;
export const NEWS_FIRST_MS = 1_000;
export const NEWS_ROTATE_MS = 5_000;
/** Local storage keys the spec names: cleared when the gateway has no notices. */
export const NOTICES_KEY = 'symbolNotices';
export const CLOSED_NOTICES_KEY = 'closeNoticeList';

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

/** Notices for a pair: the "All" group's and the pair's own, without closed ones, in the gateway's order. */
export function noticesFor(groups: readonly NoticeGroup[], symbolId: number | undefined, closed: readonly number[]): SymbolNotice[] {
  const shut = new Set(closed);
  return groups
    .filter((g) => g.symbolId === 'All' || (symbolId !== undefined && g.symbolId === symbolId))
    .flatMap((g) => g.symbolNoticeList)
    .filter((n) => !shut.has(n.noticeId));
}

/** The closed-notice ids from local storage's text (anything unreadable counts as none). */
export function readClosed(text: string | null): number[] {
  if (text === null) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

/** True when the answer holds no notice at all (the stored keys are then cleared). */
export function noNotices(groups: readonly NoticeGroup[]): boolean {
  return groups.every((g) => g.symbolNoticeList.length === 0);
}
