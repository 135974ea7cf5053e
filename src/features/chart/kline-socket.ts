/**
 * The chart's own small client of the `kline` channel (docs/protocol.md 4.3) on the page's
 * main thread: one SocketLink (reconnect and keep-alive, as the market worker's), one
 * FrameDecoder, one subscription at a time (the pair and interval drawn).
 *
 * Why not through the market worker (docs/decisions.md, "Issue 21: the chart on the page"): the
 * channel is light (one message a pair and interval per 50 ms at most, a candle or two each),
 * the worker's frame protocol is built for the book's shared memory, and this code loads with
 * the chart's lazy chunk instead of growing the worker and its API for every page.
 *
 * Candles come scaled to display units (ticks / 10^pricePrecision, lots / 10^countPrecision),
 * the numbers the REST history holds. A message of another pair or interval, or with a bad
 * candle, is dropped (and counted).
 */
import { WS_PATHS } from '../../protocol/channels';
import { FrameDecoder } from '../../protocol/codec';
import { klineInterval, type KlineInterval } from '../../protocol/intervals';
import type { KlineMessage } from '../../protocol/messages';
import { browserSocket } from '../../market-feed/browser-socket';
import { SocketLink, type SocketFactory } from '../../market-feed/link';
import { trackStream } from '../../net/page-streams';
import { batchProblem, type Candle } from './series';

export interface KlineHandlers {
  /** `snapshot` after every (re)subscribe, then `update`s. */
  onCandles(type: 'snapshot' | 'update', candles: Candle[]): void;
}

/** One kline message in display units, or why it is dropped. */
export function scaleKline(msg: unknown, symbol: string, interval: KlineInterval): { ok: true; type: 'snapshot' | 'update'; candles: Candle[] } | { ok: false; reason: string } {
  const m = msg as Partial<KlineMessage> | null;
  if (m === null || typeof m !== 'object' || m.ch !== 'kline') return { ok: false, reason: 'not a kline message' };
  if (m.symbol !== symbol || m.interval !== interval) return { ok: false, reason: `kline of ${String(m.symbol)} ${String(m.interval)}` };
  if (m.type !== 'snapshot' && m.type !== 'update') return { ok: false, reason: `unknown kline type ${String(m.type)}` };
  if (!Array.isArray(m.candles) || !Number.isInteger(m.pricePrecision) || !Number.isInteger(m.countPrecision)) return { ok: false, reason: 'kline message without candles or precisions' };
  const bad = batchProblem(m.candles);
  if (bad !== undefined) return { ok: false, reason: bad };
  const ps = 10 ** m.pricePrecision!;
  const cs = 10 ** m.countPrecision!;
  // x / 10^k is the double nearest the decimal, as Number('60005.25') is: REST and socket agree
  const candles = m.candles.map(([t, o, h, l, c, v]) => [t, o / ps, h / ps, l / ps, c / ps, v / cs] as Candle);
  return { ok: true, type: m.type, candles };
}

export class KlineSocket {
  private readonly link: SocketLink;
  private readonly decoder = new FrameDecoder(16 * 1024);
  private readonly untrack: () => void;
  private readonly stream: KlineInterval;
  dropped = 0;

  constructor(readonly symbol: string, readonly interval: string, private readonly on: KlineHandlers, url = marketSocketUrl(), factory: SocketFactory = browserSocket) {
    this.stream = klineInterval(interval) ?? '15';
    this.link = new SocketLink(url, factory, {
      onOpen: () => this.link.send(JSON.stringify({ op: 'SUBSCRIBE', args: [['kline', { symbol, interval }]] })),
      onFrame: (data) => this.frame(data),
      onStatus: () => {},
    });
    this.link.start();
    // leaving the page stops it with the page's other streams (page-streams.ts)
    this.untrack = trackStream(() => this.stop());
  }

  private frame(data: string | ArrayBuffer): void {
    if (typeof data === 'string') return; // ack frames are binary too; text is only pong
    let msg: unknown;
    try {
      msg = this.decoder.decode(data);
    } catch {
      this.dropped++;
      return;
    }
    if ((msg as { ch?: unknown } | null)?.ch !== 'kline') return; // acks
    const k = scaleKline(msg, this.symbol, this.stream);
    if (!k.ok) {
      this.dropped++;
      return;
    }
    this.on.onCandles(k.type, k.candles);
  }

  stop(): void {
    this.untrack();
    this.link.stop();
  }
}

function marketSocketUrl(): string {
  return `${location.origin.replace(/^http/, 'ws')}${WS_PATHS.market}`;
}
