/**
 * Top movers of the trade-info module (spec trade page section 2 "Trade info", section 9: 20
 * items by seq descending): the tabs, reading records from the call and the market_change
 * channel, merging live records into the list shown. Pure.
 */
import { MARKET_CHANGE_KEPT } from '../../protocol/channels';
import type { MarketChangeRecord } from '../../protocol/messages';

export type MoverType = MarketChangeRecord['type'];
export type MoverTab = 'all' | MoverType;
/** The tabs in their order; BREAK is the 1-minute breakout. */
export const MOVER_TABS: readonly MoverTab[] = ['all', 'RISE_5m', 'FALL_5m', 'NH_24h', 'NL_24h', 'BREAK'];
export const MOVERS_SHOWN = MARKET_CHANGE_KEPT;

/** What the list shows: a tab, and with 'Only display the current market' the current pair. */
export interface MoverFilter {
  tab: MoverTab;
  symbol?: string;
}

const TYPES = new Set<string>(MOVER_TABS.filter((t) => t !== 'all'));

function isRecord(r: unknown): r is MarketChangeRecord {
  if (r === null || typeof r !== 'object') return false;
  const m = r as Record<string, unknown>;
  return Number.isSafeInteger(m.seq) && typeof m.type === 'string' && TYPES.has(m.type) && Number.isSafeInteger(m.symbolId) && typeof m.symbolName === 'string' && typeof m.time === 'number' && typeof m.price === 'string' && typeof m.percent === 'string' && Number.isFinite(Number(m.percent));
}

/** The valid records of a list (a bad one is dropped, not the list). */
export function readMoverRecords(data: unknown): MarketChangeRecord[] {
  return Array.isArray(data) ? data.filter(isRecord) : [];
}

export function matchesFilter(r: MarketChangeRecord, f: MoverFilter): boolean {
  return (f.tab === 'all' || r.type === f.tab) && (f.symbol === undefined || r.symbolName === f.symbol);
}

/**
 * `list` with the `incoming` records that match `filter`, each seq once, seq descending, at
 * most MOVERS_SHOWN. Returns `list` itself when nothing new matched (no re-render).
 */
export function mergeMovers(list: readonly MarketChangeRecord[], incoming: readonly MarketChangeRecord[], filter: MoverFilter): readonly MarketChangeRecord[] {
  const fresh = incoming.filter((r) => matchesFilter(r, filter) && !list.some((s) => s.seq === r.seq));
  if (fresh.length === 0) return list;
  return [...list, ...fresh].sort((a, b) => b.seq - a.seq).slice(0, MOVERS_SHOWN);
}

/** A signed percent text ('5.12', '-0.61') with 2 decimals and + when positive. */
export function moverPercent(percent: string): string {
  const n = Number(percent);
  if (!Number.isFinite(n)) return '--';
  return `${n > 0 ? '+' : ''}${n.toFixed(2)}%`;
}

/** Up or down colour of a record: breakouts by their side, others by their percent. */
export function moverDirection(r: MarketChangeRecord): 'up' | 'down' {
  if (r.type === 'BREAK' && r.breakSide !== null) return r.breakSide;
  return Number(r.percent) < 0 ? 'down' : 'up';
}

/** Unix seconds as the local HH:MM:SS. */
export function moverTime(unixSeconds: number, date = new Date(unixSeconds * 1000)): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** 'BTC_USDT' -> 'BTC/USDT'. */
export function pairLabel(symbol: string): string {
  return symbol.replace('_', '/');
}
