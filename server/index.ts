/**
 * The gateway process: the only file that touches Node I/O to start things. Opens the store,
 * rebuilds the engine from it, starts the market simulator, serves the API and the web app.
 *
 * Durability (event-pipeline.ts): every engine event is queued; `commit()` persists the batch in one
 * transaction. Request handlers commit before they answer and the simulator commits after
 * each slice, so anything acknowledged is on disk before anyone hears of it.
 */
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createEventPipeline } from './event-pipeline';
import type { GatewayDeps } from './deps';
import { Engine } from './engine/engine';
import { answerClientError } from './http/client-error';
import { MarketPublisher } from './market/publisher';
import { attachCandleHistory } from './market/candle-history';
import { restoreMarketHistory, takeMarketHistory } from './market/history';
import { nodeDeflate as deflate } from './market/publisher-deflate';
import { startStatsLog } from './market/publisher-log';
import { engineCoins, enginePairs } from './market/refdata';
import { seedBooks } from './market/sim-seed';
import { focusPairs, parseSimFocus, simPairs } from './market/sim-pairs';
import { startSimulator } from './market/simulator';
import { createMarketWatch } from './market/watch';
import { restoreFeeRates } from './routes/account-setup';
import { mountWebSockets } from './routes/ws';
import { WsTokens } from './routes/ws-token';
import { openStore, storePath } from './store/sqlite';
import { applyGatewayV8Flags } from './v8-flags';
import { webRoutes } from './web';

applyGatewayV8Flags();

const ROOT = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 8080);
const dataDir = process.env.DATA_DIR ?? join(ROOT, 'data');
const simRate = Number(process.env.SIM_RATE ?? 400);
const simSeed = process.env.SIM_SEED !== undefined ? Number(process.env.SIM_SEED) : undefined;
/** SEED_BOOKS=0 leaves empty books empty (tests that need a book of their own orders only). */
const seedEmptyBooks = process.env.SEED_BOOKS !== '0';
/** Closed simulator orders and fills older than this are pruned; users' history is kept. */
const PRUNE_AFTER_MS = 15 * 60_000;
const PRUNE_EVERY_MS = 60_000;
/**
 * Candles and 24 h minute bars are saved a few pairs at a time (the pairs changed longest ago),
 * so each save stays near a millisecond; with ~50 pairs trading each is saved every ~4 s. Fills
 * after a pair's save are replayed at start (market/history.ts).
 */
const HISTORY_SAVE_MS = 500;
const HISTORY_PAIRS_PER_SAVE = 6;
/** GATEWAY_STATS_MS=5000 prints publisher, event-loop and simulator figures that often. */
const statsEveryMs = Number(process.env.GATEWAY_STATS_MS ?? 0);

if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
if (!Number.isFinite(simRate) || simRate < 0) throw new Error(`SIM_RATE must be a number >= 0, got ${process.env.SIM_RATE}`);
// the window of a 5-minute rise or fall (server/market/movers.ts): shorter only for tests and demos
const moversWindowMs = process.env.MOVERS_WINDOW_MS === undefined ? undefined : Number(process.env.MOVERS_WINDOW_MS);
if (moversWindowMs !== undefined && !(Number.isInteger(moversWindowMs) && moversWindowMs >= 1000)) throw new Error(`MOVERS_WINDOW_MS must be whole milliseconds >= 1000, got ${process.env.MOVERS_WINDOW_MS}`);

// WAL checkpoints run on a worker thread: a checkpoint inside a commit stalled requests 40-140 ms
// Commits append one journal row; the tables catch up every 100 ms in one merged transaction
// (store/persist.ts): a third of the write calls of writing tables on every commit.
const store = openStore(storePath(dataDir), { backgroundCheckpointMs: 1000, journalApplyMs: 100 });
// movers may fire while the engine is being rebuilt, before the publisher exists
const movers: { sink?: MarketPublisher } = {};
const market = createMarketWatch({ onRecord: (record) => movers.sink?.moverRecord(record), ...(moversWindowMs === undefined ? {} : { windowMs: moversWindowMs }) });
const { emit, commit, listen } = createEventPipeline(store, market);

const started = Date.now();
const engine = new Engine({ pairs: enginePairs(), coins: engineCoins(), now: Date.now, emit }, store.loadSnapshot());
commit();
const publisher = new MarketPublisher({ engine, market, now: Date.now, deflate });
restoreMarketHistory(store.loadMarketHistory(), publisher, market.stats);
// the chart's past: saved candles beyond memory, and the modelled market before the first start
attachCandleHistory(publisher.klines, store, Date.now());
listen(publisher);
movers.sink = publisher;
const realtime = { publisher, tokens: new WsTokens(Date.now, (size) => randomBytes(size)), now: Date.now, deflate };

const deps: GatewayDeps = {
  engine,
  store,
  now: Date.now,
  randomBytes: (size) => randomBytes(size),
  commit,
  adminToken: process.env.ADMIN_TOKEN || undefined,
  market,
};
restoreFeeRates(deps);

// The simulator's pairs; on a fresh database lay full ladders at once so the page has a book.
const focus = parseSimFocus(process.env.SIM_FOCUS);
const pairs = focus === null ? simPairs(Date.now()) : focusPairs(simPairs(Date.now()), focus.symbol, focus.share);
if (seedEmptyBooks) seedBooks(engine, pairs, simSeed ?? 1);
commit();
const simulator = startSimulator({ engine, commit, pairs, rate: simRate, seed: simSeed });

const app = createApp(deps, realtime);
const sockets = mountWebSockets(app, realtime);
// the trade page names the pair's finest book grouping, so the page's boot subscribes before any call
const pricePrecision = new Map(enginePairs().map((p) => [p.symbol, p.pricePrecision]));
// WEB_DIST serves another build of the web app (an engineer's own `vite build --outDir`), dist/ by default
app.route('/', webRoutes(resolve(ROOT, process.env.WEB_DIST ?? 'dist'), { facts: { bookPrecision: (symbol) => pricePrecision.get(symbol) } }));
publisher.start();

// Interest accrual and liquidation checks, and pruning of the simulator's old history.
const tick = setInterval(() => {
  engine.tick();
  commit();
}, 1000);
const prune = setInterval(() => store.prune(Date.now() - PRUNE_AFTER_MS), PRUNE_EVERY_MS);
// Between slices and requests, so every trade the history counts is committed (event-pipeline.ts).
const saveHistory = (maxPairs: number): void => {
  const delta = takeMarketHistory(publisher, market.stats, maxPairs);
  if (delta !== undefined) store.saveMarketHistory(delta);
};
const historySaves = setInterval(() => saveHistory(HISTORY_PAIRS_PER_SAVE), HISTORY_SAVE_MS);

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`gateway on http://localhost:${info.port} (data ${dataDir}, SIM_RATE ${simRate}, ready in ${Date.now() - started} ms)`);
});
sockets.injectWebSocket(server);
// a request Node cannot parse (a 70 KB query) gets the gateway's JSON shape, not a bare status
server.on('clientError', answerClientError);
const stopStats = statsEveryMs > 0 ? startStatsLog({ everyMs: statsEveryMs, publisher, simulator, sockets: sockets.clients }) : () => {};

function shutdown() {
  simulator.stop();
  publisher.stop();
  stopStats();
  sockets.closeAll();
  clearInterval(tick);
  clearInterval(prune);
  clearInterval(historySaves);
  commit();
  saveHistory(Infinity);
  server.close(() => {
    store.close();
    process.exit(0);
  });
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
