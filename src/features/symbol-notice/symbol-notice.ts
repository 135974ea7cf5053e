/**
 * The symbol notice banner's rules (spec order-placement section 2, order-panel sections 2 and
 * 7): the notices of the current pair, then those under "All", show one at a time; closing one
 * records its id (src/state/closed-notices.ts) and the next unclosed one shows. An answer with
 * no notice at all clears the stored keys (symbolNotices, closeNoticeList). Pure: storage is
 * handed in.
 */
import { noticeLink } from '../global-notice/global-notice-rule';

/** Local-storage key of the last answer, as the spec names it (the closed ids' is closed-notices.ts's). */
export const NOTICES_KEY = 'symbolNotices';

export interface Notice {
  noticeId: number;
  content: string;
  targetUrl?: string;
}

/** An entry of GET /content/front/notice/query `symbolNoticeList`: one pair's notices, or every pair's ('All'). */
export interface NoticeGroup {
  symbolId: number | 'All';
  symbolNoticeList: Notice[];
}

export type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function toNotice(raw: unknown): Notice | null {
  if (!isRecord(raw) || !Number.isSafeInteger(raw.noticeId) || typeof raw.content !== 'string' || raw.content === '') return null;
  const notice: Notice = { noticeId: raw.noticeId as number, content: raw.content };
  const link = noticeLink(raw.targetUrl);
  if (link !== '') notice.targetUrl = link;
  return notice;
}

/**
 * The answer's groups, each checked: a group without a pair id (or 'All') or a notice list is
 * left out, and so is a notice without an integer id and a text. Anything but a list gives none.
 */
export function parseNoticeGroups(raw: unknown): NoticeGroup[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((g): NoticeGroup[] => {
    if (!isRecord(g) || !(g.symbolId === 'All' || Number.isSafeInteger(g.symbolId)) || !Array.isArray(g.symbolNoticeList)) return [];
    const list = g.symbolNoticeList.map(toNotice).filter((n): n is Notice => n !== null);
    return [{ symbolId: g.symbolId as number | 'All', symbolNoticeList: list }];
  });
}

/** The first notice of the pair (then of All) whose id is not closed; null when none is left. */
export function nextNotice(groups: readonly NoticeGroup[], symbolId: number | undefined, closed: ReadonlySet<number>): Notice | null {
  const mine = symbolId === undefined ? [] : groups.filter((g) => g.symbolId === symbolId).flatMap((g) => g.symbolNoticeList);
  const all = groups.filter((g) => g.symbolId === 'All').flatMap((g) => g.symbolNoticeList);
  return [...mine, ...all].find((n) => !closed.has(n.noticeId)) ?? null;
}

/** Whether the answer holds no notice at all: the spec then clears symbolNotices and closeNoticeList. */
export function holdsNoNotice(groups: readonly NoticeGroup[]): boolean {
  return groups.every((g) => g.symbolNoticeList.length === 0);
}

/**
 * Keeps the answer's groups under symbolNotices, or removes the key when they hold no notice
 * (the closed ids go with it: src/state/closed-notices.ts `closedSymbolNotices.clear`). Refused
 * or full storage keeps nothing: the banner shows what it was given all the same.
 */
export function storeAnswer(storage: NoticeStorage | null, groups: readonly NoticeGroup[]): void {
  try {
    if (holdsNoNotice(groups)) storage?.removeItem(NOTICES_KEY);
    else storage?.setItem(NOTICES_KEY, JSON.stringify(groups));
  } catch {
    // storage full: nothing reads the kept answer back on this page
  }
}
