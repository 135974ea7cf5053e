/**
 * Recorded feed lines, validated (zod): the terminal's native feed format and BitMart's public
 * `spot/depth/increase100` messages as they read after inflation. Pure: the replay CLI
 * (scripts/book.ts) reads files; tests and the CLI share this parsing.
 *
 * native:  {"type":"meta","symbol","pricePrecision","countPrecision"} (optional, first);
 *          {"type":"snapshot"|"update","seq","bids":[["price","size"]…],"asks":[…]};
 *          other types (e.g. "trade") are skipped.
 * bitmart: {"table","data":[{"type":"snapshot"|"update","version","bids","asks",…}]}: each
 *          entry of data is one book message, version is its sequence number.
 * Prices and sizes stay decimal strings here; replay.ts turns them into ticks and lots.
 */
import { z } from 'zod';

export type FeedFormat = 'native' | 'bitmart';

/** A price level as the feed writes it: decimal strings. */
export type TextLevel = [string, string];

export type FeedEvent =
  | { kind: 'meta'; symbol: string; pricePrecision: number; countPrecision: number }
  | { kind: 'book'; snapshot: boolean; seq: number; bids: TextLevel[]; asks: TextLevel[] };

/** A line that cannot be read; `line` is 1-based. */
export class FeedError extends Error {
  constructor(readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
  }
}

const Decimal = z.string().regex(/^\d+(\.\d+)?$/, 'a plain decimal string');
const Levels = z.array(z.tuple([Decimal, Decimal]));
const Seq = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const Precision = z.number().int().min(0).max(15);

const NativeMeta = z.object({ type: z.literal('meta'), symbol: z.string(), pricePrecision: Precision, countPrecision: Precision });
const NativeBook = z.object({ type: z.enum(['snapshot', 'update']), seq: Seq, bids: Levels, asks: Levels });
const NativeAny = z.object({ type: z.string() });

const BitmartEntry = z.object({ type: z.enum(['snapshot', 'update']), version: Seq, bids: Levels.default([]), asks: Levels.default([]) });
const BitmartMessage = z.object({ table: z.string(), data: z.array(BitmartEntry).min(1) });

function issue(err: z.ZodError): string {
  const first = err.issues[0];
  return `${first.path.length > 0 ? `${first.path.join('.')}: ` : ''}${first.message}`;
}

/**
 * The events of one line (none for blank and skipped lines). Throws FeedError with the line
 * number for anything that is not valid JSON of the expected shape.
 */
export function parseFeedLine(text: string, format: FeedFormat, line: number): FeedEvent[] {
  if (text.trim() === '') return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new FeedError(line, 'not valid JSON');
  }
  if (format === 'bitmart') {
    const m = BitmartMessage.safeParse(raw);
    if (!m.success) throw new FeedError(line, `not a BitMart depth message (${issue(m.error)})`);
    return m.data.data.map((d) => ({ kind: 'book', snapshot: d.type === 'snapshot', seq: d.version, bids: d.bids, asks: d.asks }));
  }
  const any = NativeAny.safeParse(raw);
  if (!any.success) throw new FeedError(line, 'not a feed message (an object with a "type")');
  if (any.data.type === 'meta') {
    const m = NativeMeta.safeParse(raw);
    if (!m.success) throw new FeedError(line, `bad meta line (${issue(m.error)})`);
    return [{ kind: 'meta', symbol: m.data.symbol, pricePrecision: m.data.pricePrecision, countPrecision: m.data.countPrecision }];
  }
  if (any.data.type !== 'snapshot' && any.data.type !== 'update') return [];
  const m = NativeBook.safeParse(raw);
  if (!m.success) throw new FeedError(line, `bad ${any.data.type} (${issue(m.error)})`);
  return [{ kind: 'book', snapshot: m.data.type === 'snapshot', seq: m.data.seq, bids: m.data.bids, asks: m.data.asks }];
}

/** Guesses the format from the first non-blank line: BitMart messages carry a "table". */
export function sniffFormat(lines: readonly string[]): FeedFormat {
  const first = lines.find((l) => l.trim() !== '') ?? '';
  return /^\s*\{\s*"table"/.test(first) || first.includes('"table":') ? 'bitmart' : 'native';
}

/** Decimals written after the point ('61837.60' → 2). */
export function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}
