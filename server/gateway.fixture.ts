/**
 * Test fixture of the gateway: createApp over the real Engine, an in-memory SQLite store and a
 * settable clock, plus helpers to trade, sign in and send signed requests.
 */
import { randomBytes } from 'node:crypto';
import { createApp } from './app';
import type { GatewayDeps } from './deps';
import { Engine } from './engine/engine';
import type { EngineEvent } from './engine/types';
import { signRequest } from './http/signature';
import { engineCoins, enginePairs } from './market/refdata';
import { createMarketWatch } from './market/watch';
import { openStore, type SqliteStore } from './store/sqlite';

/** Start of the fixture's clock: 2024-06-01T00:00:00Z. */
export const T0 = Date.UTC(2024, 5, 1);

export interface Gateway {
  app: ReturnType<typeof createApp>;
  deps: GatewayDeps;
  engine: Engine;
  store: SqliteStore;
  clock: { now: number };
  commits: { count: number };
}

/**
 * A fresh gateway wired as index.ts wires it: the real Engine over the reference pairs, every
 * event fed to the market watch as it is emitted and persisted on commit. `overrides` replace
 * deps (adminToken; a `market` given here is not fed, as after a restart with no trade yet).
 */
export function makeGateway(overrides: Partial<GatewayDeps> = {}): Gateway {
  const clock = { now: T0 };
  const commits = { count: 0 };
  const now = () => clock.now;
  const store = openStore(':memory:', { now });
  const market = createMarketWatch();
  const pending: EngineEvent[] = [];
  const engine = new Engine({
    pairs: enginePairs(),
    coins: engineCoins(),
    now,
    emit: (e) => {
      pending.push(e);
      market.feed(e);
    },
  });
  const deps: GatewayDeps = {
    engine,
    store,
    now,
    randomBytes: (n) => new Uint8Array(randomBytes(n)),
    commit: () => {
      store.persist(pending.splice(0));
      commits.count++;
    },
    market,
    ...overrides,
  };
  return { app: createApp(deps), deps, engine, store, clock, commits };
}

/** A user's spot balance of a coin (available, ledger units). */
export function available(g: Gateway, userId: number, coin: string): number {
  const accountId = g.engine.spotAccount(userId).accountId;
  return g.engine.balances(accountId).find((b) => b.coin === coin)?.available ?? 0;
}

let traderId = 900_000;

/**
 * One trade of `size` lots at `price` ticks between two fresh funded traders (not users of the
 * store), committed: moves the last price and feeds the 24 h window like the simulator does.
 */
export function trade(g: Gateway, symbol: string, price: number, size: number): void {
  const pair = g.engine.pair(symbol)!;
  const seller = ++traderId;
  const buyer = ++traderId;
  g.engine.fund(seller, pair.base, 1e14);
  g.engine.fund(buyer, pair.quote, 1e14);
  const order = (userId: number, side: 'buy' | 'sell') => {
    const r = g.engine.place({ userId, mode: 'spot', subMode: 'normal', symbol, side, type: 'limit', planType: 0, price, size, notional: 0, triggerPrice: 0, tradeSide: 0, reqNo: `T${userId}` });
    if (!r.ok) throw new Error(`fixture trade refused: ${r.error.msg}`);
  };
  order(seller, 'sell');
  order(buyer, 'buy');
  g.deps.commit();
}

/** A signed-in browser: its cookies, sent back on every request. */
export interface Client {
  userId: number;
  cookie: string;
  salt: string;
}

/** The name=value pairs of a response's Set-Cookie headers. */
export function cookiesOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const i = pair.indexOf('=');
    out[pair.slice(0, i)] = decodeURIComponent(pair.slice(i + 1));
  }
  return out;
}

export function postJson(g: Gateway, path: string, body: unknown, headers: Record<string, string> = {}) {
  return g.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

/** Registers (or logs in, when `login`) and returns the client's cookies. */
export async function signIn(g: Gateway, email: string, password = 'correct horse', login = false): Promise<Client> {
  const res = await postJson(g, `/gw-api/auth/${login ? 'login' : 'register'}`, { email, password });
  const body = (await res.json()) as { success: boolean; data: { userId: number } };
  if (!body.success) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  const c = cookiesOf(res);
  return { userId: body.data.userId, cookie: `session=${c.session}; accessSalt=${c.accessSalt}`, salt: c.accessSalt };
}

export function get(g: Gateway, path: string, client?: Client) {
  return g.app.request(path, { headers: client ? { Cookie: client.cookie } : {} });
}

export function post(g: Gateway, path: string, body: unknown, client?: Client, headers: Record<string, string> = {}) {
  return postJson(g, path, body, { ...(client ? { Cookie: client.cookie } : {}), ...headers });
}

/** A POST signed with the client's access salt at `timestamp` (defaults to the clock). */
export function signedPost(g: Gateway, path: string, body: unknown, client: Client, timestamp = g.clock.now) {
  const raw = JSON.stringify(body);
  return post(g, path, raw, client, { 'X-Timestamp': String(timestamp), 'X-Signature': signRequest(client.salt, timestamp, raw) });
}
