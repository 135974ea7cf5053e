/**
 * The chart's history from the gateway: GET /gw-api/quotation/kline (docs/protocol.md section
 * 6), one page of up to KLINE_PAGE_MAX candles, oldest first, older pages through `before` (the
 * first candle's start of the page before: pages meet with no gap and no duplicate).
 *
 * The REST answer carries decimal strings; the chart keeps numbers in display units (the
 * socket's ticks and lots are scaled to the same numbers: kline-socket.ts). A page that is not
 * what the protocol says (another pair or interval, a malformed candle) is refused whole.
 */
import type { KlineInterval } from '../../protocol/intervals';
import { batchProblem, type Candle } from './series';

export interface KlinePage {
  symbol: string;
  interval: KlineInterval;
  pricePrecision: number;
  countPrecision: number;
  candles: Candle[];
}

export type PageResult = { ok: true; page: KlinePage } | { ok: false; reason: string };

/** Reads the call's answer body (the /gw-api envelope) into a page, or says why it cannot. */
export function readKlineAnswer(body: unknown, symbol: string, interval: KlineInterval): PageResult {
  const b = body as { success?: unknown; msg?: unknown; data?: Record<string, unknown> | null } | null;
  if (b === null || typeof b !== 'object') return { ok: false, reason: 'the kline answer is not an object' };
  if (b.success !== true || b.data === null || typeof b.data !== 'object') return { ok: false, reason: `kline call refused: ${String(b.msg ?? 'no reason')}` };
  const d = b.data;
  if (d.symbol !== symbol || d.interval !== interval) return { ok: false, reason: `kline answer for ${String(d.symbol)} ${String(d.interval)}, asked ${symbol} ${interval}` };
  if (!Number.isInteger(d.pricePrecision) || !Number.isInteger(d.countPrecision)) return { ok: false, reason: 'kline answer without precisions' };
  if (!Array.isArray(d.candles)) return { ok: false, reason: 'kline answer without candles' };
  const candles: Candle[] = [];
  for (const row of d.candles as unknown[]) {
    if (!Array.isArray(row) || row.length !== 6) return { ok: false, reason: 'a candle is [start, open, high, low, close, volume]' };
    const [t, ...rest] = row as unknown[];
    // only plain decimals: Number('') is 0 and Number(' 1') is 1, which a price must not be
    if (rest.some((x) => typeof x !== 'string' || !/^-?\d+(\.\d+)?$/.test(x))) return { ok: false, reason: `candle at ${String(t)}: prices and volume are decimal strings` };
    candles.push([t as number, ...rest.map(Number)] as Candle);
  }
  const bad = batchProblem(candles);
  if (bad !== undefined) return { ok: false, reason: bad };
  return { ok: true, page: { symbol, interval, pricePrecision: d.pricePrecision as number, countPrecision: d.countPrecision as number, candles } };
}

/** The call's address: the newest `limit` candles starting before `before` (now when absent). */
export function klineUrl(symbol: string, interval: KlineInterval, limit: number, before?: number): string {
  const q = new URLSearchParams({ symbol, interval, limit: String(limit) });
  if (before !== undefined) q.set('before', String(before));
  return `/gw-api/quotation/kline?${q.toString()}`;
}

export type Fetcher = (url: string) => Promise<unknown>;

/** The page-reading fetch of the browser: the body as JSON; a network failure is a refusal. */
export const browserFetcher: Fetcher = async (url) => (await fetch(url, { credentials: 'same-origin' })).json();

/** One page of history; never throws. */
export async function loadKlinePage(fetcher: Fetcher, symbol: string, interval: KlineInterval, limit: number, before?: number): Promise<PageResult> {
  try {
    return readKlineAnswer(await fetcher(klineUrl(symbol, interval, limit, before)), symbol, interval);
  } catch (err) {
    return { ok: false, reason: `kline call failed: ${String(err)}` };
  }
}
