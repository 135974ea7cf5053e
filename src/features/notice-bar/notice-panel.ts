/**
 * The basic layout's notice panel (spec 001 "Basic layout ... adds a notice bar with notice
 * panel and news bar"; its contents are not shown, docs/decisions.md "Session 25"): every notice
 * the page has, in one list, closed ones included. The banners show one notice at a time and a
 * closed one never again; the panel is where a trader reads them all, and reads a closed one
 * again. Page notices (the global notice's show page) first, then the pair's own, then those
 * for every pair, in the order the banners show them. Pure.
 */
import type { GlobalNoticeItem } from '../global-notice/global-notice-rule';
import type { NoticeGroup } from '../symbol-notice/symbol-notice';

export interface PanelNotice {
  /** Unique in the list: the source and the notice's id. */
  key: string;
  source: 'page' | 'pair';
  content: string;
  /** A link for more, '' when there is none. */
  targetUrl: string;
  /** Closed in its banner (src/state/closed-notices.ts). */
  closed: boolean;
}

export interface NoticeSources {
  page: readonly GlobalNoticeItem[];
  closedPage: ReadonlySet<number>;
  groups: readonly NoticeGroup[];
  symbolId: number | undefined;
  closedPair: ReadonlySet<number>;
}

/** The panel's list: page notices, then the pair's, then every pair's; an id listed twice in a source shows once. */
export function noticePanelEntries(s: NoticeSources): PanelNotice[] {
  const out: PanelNotice[] = [];
  const seen = new Set<string>();
  const add = (source: PanelNotice['source'], id: number, content: string, targetUrl: string, closed: boolean) => {
    const key = `${source}-${id}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ key, source, content, targetUrl, closed });
  };
  for (const n of s.page) add('page', n.noticeId, n.content, n.targetUrl, s.closedPage.has(n.noticeId));
  const pairs = [...s.groups.filter((g) => s.symbolId !== undefined && g.symbolId === s.symbolId), ...s.groups.filter((g) => g.symbolId === 'All')];
  for (const g of pairs) for (const n of g.symbolNoticeList) add('pair', n.noticeId, n.content, n.targetUrl ?? '', s.closedPair.has(n.noticeId));
  return out;
}

/** How many of the list the trader has not closed: the bar's count. */
export function openCount(list: readonly PanelNotice[]): number {
  return list.filter((n) => !n.closed).length;
}
