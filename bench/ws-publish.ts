import WebSocket from 'ws';
import { bookChecksum } from '../src/core/checksum';
import { FrameDecoder } from '../src/protocol/codec';
import type { DepthMessage, ServerMessage } from '../src/protocol/messages';
import { startGateway } from './gateway';
import { quantile, type BenchResult, type Suite } from './suite';

/**
 * The market-data publisher under the simulator at SIM_RATE 5000: a real gateway process
 * (GATEWAY_STATS_MS=2000 makes it print its publish tick times, event-loop delay and the
 * simulator's achieved rate) and N websocket clients (BENCH_WS_SOCKETS, default 50) on the
 * public endpoint, each subscribed to depth of 3 pairs at 2 grouping steps, their trades, two
 * kline intervals, tickers and market_change. The first CHECKED clients decode every frame
 * with the protocol's decoder and check every depth message (seq +1, checksum after applying),
 * so a gateway that falls behind or corrupts a stream shows as age, gaps or mismatches.
 */
const SIM_RATE = Number(process.env.BENCH_WS_SIM_RATE ?? 5000);
const SOCKETS = Number(process.env.BENCH_WS_SOCKETS ?? 50);
const WARMUP_S = 5;
/** Clients that decode and verify every frame (the others count frames only). */
const CHECKED = 5;
const MEASURE_S = Number(process.env.BENCH_WS_SECONDS ?? 20);

interface PairInfo {
  symbol: string;
  precisionList: Array<{ val: string }>;
}

/** One client book per depth stream: the reference semantics, checked on every message. */
class StreamCheck {
  seq = 0;
  private readonly sides = [new Map<number, number>(), new Map<number, number>()];
  apply(m: DepthMessage): 'ok' | 'gap' | 'mismatch' {
    if (m.type === 'snapshot') for (const s of this.sides) s.clear();
    else if (m.seq !== this.seq + 1) return 'gap';
    this.seq = m.seq;
    [m.bids, m.asks].forEach((levels, k) => {
      for (let i = 0; i < levels.length; i += 2) {
        if (levels[i + 1] === 0) this.sides[k].delete(levels[i]);
        else this.sides[k].set(levels[i], levels[i + 1]);
      }
    });
    const flat = (k: number) => [...this.sides[k]].sort((a, b) => (k === 0 ? b[0] - a[0] : a[0] - b[0])).slice(0, 25).flat();
    return bookChecksum(flat(0), flat(1)) === m.checksum ? 'ok' : 'mismatch';
  }
}

interface ClientTotals {
  messages: number;
  /** Messages decoded and checked (by the CHECKED first clients). */
  checked: number;
  depth: number;
  gaps: number;
  mismatches: number;
  ages: number[];
  decodeMs: number;
}

/**
 * A client; `check` ones decode and verify every frame, the others only count them (they share
 * the machine's 2 cores with the gateway, and a real client decodes on its own machine).
 */
function openClient(url: string, args: unknown[], totals: ClientTotals, measuring: () => boolean, check: boolean): Promise<WebSocket> {
  const ws = new WebSocket(url);
  const decoder = new FrameDecoder();
  const streams = new Map<string, StreamCheck>();
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    if (!isBinary) return;
    if (!check) {
      if (measuring()) totals.messages++;
      return;
    }
    const t0 = performance.now();
    const m = decoder.decode(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)) as ServerMessage;
    if (m.ch === 'depth') {
      const key = `${m.symbol}:${m.precision}`;
      let check = streams.get(key);
      if (check === undefined) streams.set(key, (check = new StreamCheck()));
      const r = check.apply(m);
      if (r === 'gap') totals.gaps++;
      if (r === 'mismatch') totals.mismatches++;
      if (measuring() && m.type === 'update') totals.ages.push(Date.now() - m.time);
    }
    if (!measuring()) return;
    totals.decodeMs += performance.now() - t0;
    totals.messages++;
    totals.checked++;
    if (m.ch === 'depth') totals.depth++;
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.send(JSON.stringify({ op: 'SUBSCRIBE', args }));
      resolve(ws);
    });
    ws.once('error', reject);
  });
}

/** The `stats {…}` lines in the gateway's output. */
function statsLines(log: string): Array<Record<string, number>> {
  return [...log.matchAll(/^stats (\{.*\})$/gm)].map((m) => JSON.parse(m[1]) as Record<string, number>);
}

const mean = (xs: number[]) => (xs.length === 0 ? NaN : xs.reduce((s, x) => s + x, 0) / xs.length);
const r2 = (x: number) => Math.round(x * 100) / 100;

export const suite: Suite = {
  description: `market-data publisher at SIM_RATE ${SIM_RATE} with ${SOCKETS} subscribed websocket clients`,
  async run(): Promise<BenchResult[]> {
    const gw = await startGateway({ simRate: SIM_RATE, env: { GATEWAY_STATS_MS: '2000' } });
    const sockets: WebSocket[] = [];
    try {
      const pairs = ((await (await fetch(`${gw.url}/gw-api/ds/pairs`)).json()) as { data: PairInfo[] }).data;
      const totals: ClientTotals = { messages: 0, checked: 0, depth: 0, gaps: 0, mismatches: 0, ages: [], decodeMs: 0 };
      let measuring = false;
      const wsUrl = `${gw.url.replace('http', 'ws')}/ws/market`;
      for (let i = 0; i < SOCKETS; i++) {
        const mine = [pairs[i % pairs.length], pairs[(i + 1) % pairs.length], pairs[(i + 7) % pairs.length]];
        const args: unknown[] = [['tickers'], ['market_change']];
        for (const p of mine) {
          for (const step of p.precisionList.slice(0, 2)) args.push(['depth', { symbol: p.symbol, precision: step.val }]);
          args.push(['trade', { symbol: p.symbol }]);
        }
        args.push(['kline', { symbol: mine[0].symbol, interval: '1' }], ['kline', { symbol: mine[0].symbol, interval: '15' }]);
        sockets.push(await openClient(wsUrl, args, totals, () => measuring, i < CHECKED));
      }
      await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
      measuring = true;
      const t0 = performance.now();
      await new Promise((r) => setTimeout(r, MEASURE_S * 1000 + 500));
      measuring = false;
      const seconds = (performance.now() - t0) / 1000;
      // one stats line every 2 s: the last ones cover the measured window
      const window = statsLines(gw.log()).slice(-Math.floor(MEASURE_S / 2));
      if (window.length === 0) throw new Error(`the gateway printed no stats:\n${gw.log()}`);
      const ages = totals.ages.sort((a, b) => a - b);
      return [
        { name: 'websocket clients', value: SOCKETS, unit: 'sockets' },
        { name: 'simulator book changes achieved (asked SIM_RATE)', value: Math.round(mean(window.map((l) => l.simOpsPerSec))), unit: `changes/s of ${SIM_RATE}` },
        { name: 'simulator lag (max)', value: r2(Math.max(...window.map((l) => l.simLagMs))), unit: 'ms' },
        { name: 'publish tick, mean', value: r2(mean(window.map((l) => l.tickMeanMs))), unit: 'ms' },
        { name: 'publish tick, p99 (max over 2 s windows)', value: r2(Math.max(...window.map((l) => l.tickP99Ms))), unit: 'ms' },
        { name: 'publish tick, max', value: r2(Math.max(...window.map((l) => l.tickMaxMs))), unit: 'ms' },
        { name: 'event-loop delay p99 (max over 2 s windows)', value: r2(Math.max(...window.map((l) => l.loopP99Ms))), unit: 'ms' },
        { name: 'event-loop delay max', value: r2(Math.max(...window.map((l) => l.loopMaxMs))), unit: 'ms' },
        { name: 'frames encoded per second', value: Math.round(mean(window.map((l) => l.framesPerSec))), unit: 'frames/s' },
        { name: 'messages sent per second (all sockets)', value: Math.round(mean(window.map((l) => l.sendsPerSec))), unit: 'msgs/s' },
        { name: 'bytes sent per second (all sockets)', value: Math.round(mean(window.map((l) => l.bytesPerSec))), unit: 'B/s' },
        { name: 'messages received per second (all clients)', value: Math.round(totals.messages / seconds), unit: 'msgs/s' },
        { name: `depth messages decoded and checked per second (${CHECKED} clients)`, value: Math.round(totals.depth / seconds), unit: 'msgs/s' },
        { name: 'client decode + check time per message', value: r2((totals.decodeMs * 1000) / Math.max(1, totals.checked)), unit: 'us' },
        { name: 'depth update age at the client, p50', value: quantile(ages, 0.5), unit: 'ms' },
        { name: 'depth update age at the client, p99', value: quantile(ages, 0.99), unit: 'ms' },
        { name: 'depth seq gaps', value: totals.gaps, unit: 'count' },
        { name: 'depth checksum mismatches', value: totals.mismatches, unit: 'count' },
      ];
    } finally {
      for (const ws of sockets) ws.terminate();
      await gw.stop();
    }
  },
};
