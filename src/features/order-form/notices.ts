/**
 * The symbol notice banner's rule (spec order-placement section 2): the notices of the pair and
 * those under "All" show one at a time; closing one records its id locally and the next
 * unclosed one shows.
 */
import type { NoticeGroup } from './form-api';

export const CLOSED_NOTICES_KEY = 'closedNotices';

export interface Notice {
  noticeId: number;
  content: string;
  targetUrl?: string;
}

/** The first notice of the pair (then of All) whose id is not in `closed`; null when none is left. */
export function nextNotice(groups: readonly NoticeGroup[], symbolId: number, closed: ReadonlySet<number>): Notice | null {
  const mine = groups.filter((g) => g.symbolId === symbolId).flatMap((g) => g.symbolNoticeList);
  const all = groups.filter((g) => g.symbolId === 'All').flatMap((g) => g.symbolNoticeList);
  return [...mine, ...all].find((n) => !closed.has(n.noticeId)) ?? null;
}

/** The closed ids kept in local storage; a damaged entry counts as none closed. */
export function readClosed(storage: Pick<Storage, 'getItem'>): Set<number> {
  try {
    const v: unknown = JSON.parse(storage.getItem(CLOSED_NOTICES_KEY) ?? '[]');
    return new Set(Array.isArray(v) ? v.filter((x): x is number => Number.isSafeInteger(x)) : []);
  } catch {
    return new Set();
  }
}

/** Records `id` as closed; returns the new set. */
export function closeNotice(storage: Pick<Storage, 'getItem' | 'setItem'>, id: number): Set<number> {
  const closed = readClosed(storage);
  closed.add(id);
  storage.setItem(CLOSED_NOTICES_KEY, JSON.stringify([...closed]));
  return closed;
}
