/**
 * The notices the trader closed in their banners, one store per kind: the global notice's
 * (GlobalNotice) and the symbol notice's (SymbolNotice). The banners and the basic layout's
 * notice panel (src/features/notice-bar) all read the same signal, so a close in a banner shows
 * in the panel's count at once. The store also owns persistence. It keeps each banner's
 * local-storage key and format, a JSON list of ids, so closes stored by earlier versions still
 * count. The signal is the page's copy: when storage is refused or full, a close lasts for the
 * page only.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { localStore } from '../ui/page-storage';

/** Local-storage key of the closed global notice ids. */
export const CLOSED_GLOBAL_NOTICES_KEY = 'closedGlobalNotices';
/** Local-storage key of the closed symbol notice ids, as the spec names it (order-panel.md). */
export const CLOSED_SYMBOL_NOTICES_KEY = 'closeNoticeList';

type ClosedIdStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ClosedNotices {
  /** The closed ids. Read `.value` in a render to follow every close. */
  readonly ids: ReadonlySignal<ReadonlySet<number>>;
  /** Records `id` as closed. */
  close(id: number): void;
  /** Forgets every closed id, so the next notices start unclosed. */
  clear(): void;
}

/**
 * A stored list of closed ids, read strictly. Only safe integers count, and `problem` says what
 * was dropped (null when nothing was). A missing entry is an empty list.
 */
export function parseClosedIds(raw: string | null): { ids: Set<number>; problem: string | null } {
  if (raw === null) return { ids: new Set(), problem: null };
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return { ids: new Set(), problem: 'is not JSON' };
  }
  if (!Array.isArray(list)) return { ids: new Set(), problem: 'is not a list' };
  const ids = list.filter((x): x is number => Number.isSafeInteger(x));
  return { ids: new Set(ids), problem: ids.length === list.length ? null : 'holds entries that are not ids' };
}

/** What is stored under `key`; refused storage and a failed read are both none. */
function readStored(storage: ClosedIdStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The closed ids kept under `key`. `storage` is asked on each use (null where the browser refuses
 * it); tests pass their own.
 */
export function closedNoticeStore(key: string, storage: () => ClosedIdStorage | null = localStore): ClosedNotices {
  const stored = readStored(storage(), key);
  const { ids: first, problem } = parseClosedIds(stored);
  if (problem !== null) console.warn(`closed notices: the stored ${key} ${problem}, ignored: ${String(stored).slice(0, 200)}`);
  const ids = signal<ReadonlySet<number>>(first);

  function write(apply: (s: ClosedIdStorage) => void): void {
    const s = storage();
    if (s === null) return; // refused: the signal holds the closes for the page
    try {
      apply(s);
    } catch {
      // storage full: the closes hold for the page
    }
  }

  return {
    ids,
    close(id) {
      if (ids.value.has(id)) return;
      // ids closed in another tab since this page loaded are kept, as the banners always did
      const next = new Set([...parseClosedIds(readStored(storage(), key)).ids, ...ids.value, id]);
      ids.value = next;
      write((s) => s.setItem(key, JSON.stringify([...next])));
    },
    clear() {
      ids.value = new Set();
      write((s) => s.removeItem(key));
    },
  };
}

/** The global notices closed in the navigator bar's banner. */
export const closedGlobalNotices = closedNoticeStore(CLOSED_GLOBAL_NOTICES_KEY);
/** The symbol notices closed in the banner above the grid. */
export const closedSymbolNotices = closedNoticeStore(CLOSED_SYMBOL_NOTICES_KEY);
