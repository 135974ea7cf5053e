/**
 * The global notice's rules (spec 001 section 2: "A global notice shows with show-page 5 for
 * margin and 4 for spot"): which page number the trade page asks for, which notice shows (the
 * first not closed, one at a time, as the symbol notice banner does). The closed ids are
 * src/state/closed-notices.ts's. Pure.
 */
import type { TradeMode } from '../../core/order-form/types';

/** The show-page numbers of the trade page. */
export const SHOW_PAGE = { spot: 4, margin: 5 } as const;

/** The show page the trade page asks for in `mode`. */
export function showPageOf(mode: TradeMode): number {
  return mode === 'margin' ? SHOW_PAGE.margin : SHOW_PAGE.spot;
}

export interface GlobalNoticeItem {
  noticeId: number;
  content: string;
  /** A link for more, '' when there is none. */
  targetUrl: string;
}

/**
 * data.noticeList of GET /gw-api/content/front/notice/global, read strictly: entries without a
 * safe integer id or a non-empty text are dropped, and a link is kept only when it is a path of
 * this site or an https address (a notice never carries a script link). Not a list: [].
 */
export function readNoticeList(data: unknown): GlobalNoticeItem[] {
  const list = (data as { noticeList?: unknown } | null)?.noticeList;
  if (!Array.isArray(list)) return [];
  const out: GlobalNoticeItem[] = [];
  for (const raw of list as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const { noticeId, content, targetUrl } = raw as Record<string, unknown>;
    if (!Number.isSafeInteger(noticeId) || typeof content !== 'string' || content.trim() === '') continue;
    const link = noticeLink(targetUrl);
    out.push({ noticeId: noticeId as number, content, targetUrl: link });
  }
  return out;
}

/**
 * A notice's link as the page may use it: a path of this site or an https address, '' for
 * anything else (a notice never carries a script link). The symbol notices read theirs so too.
 */
export function noticeLink(url: unknown): string {
  return typeof url === 'string' && /^(\/(?!\/)|https:\/\/)/.test(url) ? url : '';
}

/** The notice to show: the first whose id is not closed; null when none is left. */
export function nextGlobalNotice(list: readonly GlobalNoticeItem[], closed: ReadonlySet<number>): GlobalNoticeItem | null {
  return list.find((n) => !closed.has(n.noticeId)) ?? null;
}
