import { unpack } from 'msgpackr';
import { z } from 'zod';
import { klineInterval } from '../../src/protocol/intervals';
import { WsCode } from '../../src/protocol/messages';
import { describeIssue } from '../http/input';
import type { Topic } from '../market/publisher';
import { findPair } from './pairs';

/** One argument of SUBSCRIBE / UNSUBSCRIBE, validated. */
export type WsArg = { kind: 'public'; topic: Topic } | { kind: 'notify'; token?: string };

export type WsCommand =
  | { op: 'SUBSCRIBE' | 'UNSUBSCRIBE'; id?: number; args: WsArg[] }
  | { op: 'REQUEST'; id?: number };

export type WsParsed = { ok: true; command: WsCommand } | { ok: false; code: number; msg: string; id?: number };

const Envelope = z.object({
  op: z.string().max(32),
  args: z.array(z.array(z.unknown()).min(1).max(2)).min(1).max(20),
  id: z.number().int().safe().optional(),
});
const SymbolArgs = z.object({ symbol: z.string().trim().min(1).max(32) });
const Depth = SymbolArgs.extend({ precision: z.union([z.number().int(), z.string().regex(/^-?\d{1,2}$/)]) });
const Kline = SymbolArgs.extend({ interval: z.string().max(8) });
const Notify = z.object({ token: z.string().min(1).max(128) });
const Manual = z.object({ type: z.literal('manual') });
const Empty = z.object({}).optional();

/**
 * Decodes and validates one client frame (after `ping`, which the session answers itself):
 * JSON text or msgpack binary, of the shapes in docs/protocol.md. Anything else is refused
 * with a code — -8101 undecodable, -8103 unknown op, channel or bad args — and changes nothing.
 */
export function parseClientFrame(data: string | ArrayBuffer | Uint8Array): WsParsed {
  let raw: unknown;
  try {
    raw = typeof data === 'string' ? JSON.parse(data) : unpack(data instanceof ArrayBuffer ? new Uint8Array(data) : data);
  } catch {
    return bad(WsCode.BAD_FRAME, 'frame is neither JSON nor msgpack');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad(WsCode.BAD_FRAME, 'frame is not an object');
  const idField = (raw as { id?: unknown }).id;
  const id = typeof idField === 'number' && Number.isSafeInteger(idField) ? idField : undefined;
  const env = Envelope.safeParse(raw);
  if (!env.success) return bad(WsCode.BAD_REQUEST, describeIssue(env.error), id);
  const { op, args } = env.data;
  if (op === 'REQUEST') {
    const [a] = args;
    if (args.length !== 1 || a[0] !== 'tickers' || !Manual.safeParse(a[1]).success) {
      return bad(WsCode.BAD_REQUEST, "REQUEST takes args [['tickers', {type: 'manual'}]]", id);
    }
    return { ok: true, command: { op, id } };
  }
  if (op !== 'SUBSCRIBE' && op !== 'UNSUBSCRIBE') return bad(WsCode.BAD_REQUEST, `unknown op ${JSON.stringify(op)}`, id);
  const out: WsArg[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = parseArg(args[i], op === 'SUBSCRIBE');
    if (typeof arg === 'string') return bad(WsCode.BAD_REQUEST, `args.${i}: ${arg}`, id);
    out.push(arg);
  }
  return { ok: true, command: { op, id, args: out } };
}

/** One [channel, params] pair; a string is the reason it is refused. */
function parseArg(arg: unknown[], subscribing: boolean): WsArg | string {
  const [channel, params] = arg;
  const read = <S extends z.ZodType>(schema: S): z.infer<S> | string => {
    const r = schema.safeParse(params);
    return r.success ? r.data : describeIssue(r.error);
  };
  switch (channel) {
    case 'depth': {
      const p = read(Depth);
      if (typeof p === 'string') return p;
      const pair = findPair(p.symbol);
      if (pair === undefined) return `unknown symbol ${p.symbol}`;
      const precision = Number(p.precision);
      if (!pair.precisionList.some((s) => Number(s.val) === precision)) {
        return `precision ${precision} is not one of ${pair.symbol}'s: ${pair.precisionList.map((s) => s.val).join(', ')}`;
      }
      const step = 10 ** (pair.pricePrecision - precision);
      return { kind: 'public', topic: { ch: 'depth', symbol: pair.symbol, precision, step } };
    }
    case 'trade': {
      const p = read(SymbolArgs);
      if (typeof p === 'string') return p;
      const pair = findPair(p.symbol);
      return pair === undefined ? `unknown symbol ${p.symbol}` : { kind: 'public', topic: { ch: 'trade', symbol: pair.symbol } };
    }
    case 'kline': {
      const p = read(Kline);
      if (typeof p === 'string') return p;
      const pair = findPair(p.symbol);
      if (pair === undefined) return `unknown symbol ${p.symbol}`;
      const interval = klineInterval(p.interval);
      return interval === undefined ? `unknown interval ${p.interval}` : { kind: 'public', topic: { ch: 'kline', symbol: pair.symbol, interval } };
    }
    case 'tickers':
    case 'market_change': {
      const p = read(Empty);
      return typeof p === 'string' ? p : { kind: 'public', topic: { ch: channel } };
    }
    case 'notify': {
      if (!subscribing) return { kind: 'notify' };
      const p = read(Notify);
      return typeof p === 'string' ? p : { kind: 'notify', token: p.token };
    }
    default:
      return `unknown channel ${JSON.stringify(channel)}`;
  }
}

function bad(code: number, msg: string, id?: number): WsParsed {
  return { ok: false, code, msg, ...(id !== undefined ? { id } : {}) };
}
