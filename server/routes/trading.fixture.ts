/**
 * Test fixture of the trading calls: tradingRoutes over the real Engine and an in-memory SQLite
 * store, wired as index.ts wires them (emit collects events, commit persists them), with a
 * settable clock. A small Hono shell stands in for app.ts's session: the header X-Test-User
 * names the signed-in user (absent = visitor).
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { GatewayDeps } from '../deps';
import { Engine } from '../engine/engine';
import type { EngineEvent, Order } from '../engine/types';
import type { GatewayEnv } from '../http/env';
import { engineCoins, enginePairs, COINS } from '../market/refdata';
import { createMarketWatch } from '../market/watch';
import type { UserFlags } from '../store/api';
import { openStore } from '../store/sqlite';
import { parseUnits } from '../../src/core/units';
import { tradingRoutes } from './trading';

/** 2026-03-02T12:00:00Z. */
export const T0 = Date.UTC(2026, 2, 2, 12);

const SCALE = new Map(COINS.map((c) => [c.coin, c.scale]));

/** Ledger units of a decimal amount of `coin`. */
export function units(coin: string, amount: string): number {
  const p = parseUnits(amount, SCALE.get(coin)!);
  if (!p.ok) throw new Error(`${amount} ${coin}: ${p.reason}`);
  return p.value;
}

export interface Answer {
  status: number;
  success: boolean;
  code: number;
  msg: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any field
  data: any;
}

export function tradingHarness() {
  const clock = { now: T0 };
  const now = () => clock.now;
  const events: EngineEvent[] = [];
  const market = createMarketWatch();
  const store = openStore(':memory:', { now });
  const engine = new Engine({
    pairs: enginePairs(),
    coins: engineCoins(),
    now,
    emit: (e) => {
      events.push(e);
      market.feed(e);
    },
  });
  const commit = () => store.persist(events.splice(0));
  commit();
  const deps: GatewayDeps = { engine, store, now, randomBytes: (n) => new Uint8Array(randomBytes(n)), commit, market };
  const app = new Hono<GatewayEnv>();
  app.use('*', async (c, next) => {
    const u = c.req.header('X-Test-User');
    c.set('userId', u === undefined ? undefined : Number(u));
    c.set('accessSalt', undefined);
    await next();
  });
  app.route('/gw-api', tradingRoutes(deps));
  let emails = 0;

  async function answer(res: Response): Promise<Answer> {
    const body = (await res.json()) as Omit<Answer, 'status'>;
    return { status: res.status, ...body };
  }
  const headers = (userId?: number): Record<string, string> => (userId === undefined ? {} : { 'X-Test-User': String(userId) });

  return {
    app,
    deps,
    engine,
    store,
    clock,
    /** A registered user with `flags` and the given spot balances (decimal strings). */
    user(balances: Record<string, string> = {}, flags: Partial<UserFlags> = {}): number {
      const userId = store.createUser({
        email: `u${++emails}@example.com`,
        passwordHash: 'x:y',
        createdAt: clock.now,
        isSubAccount: false,
        delegationType: 0,
        copper: false,
        kycCountry: '',
        kycLevel: 1,
        ipCountry: '',
        feeClass: 'B',
        userRateType: 0,
        deduction: false,
        ...flags,
      });
      for (const [coin, amount] of Object.entries(balances)) {
        const r = engine.fund(userId, coin, units(coin, amount));
        if (!r.ok) throw new Error(r.error.msg);
      }
      engine.setFeeRates(userId, { maker: '0.001', taker: '0.002' });
      commit();
      return userId;
    },
    async post(userId: number | undefined, path: string, body: unknown): Promise<Answer> {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      const res = await app.request(`/gw-api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers(userId) }, body: raw });
      return answer(res);
    },
    async get(userId: number | undefined, path: string, query: Record<string, string | number> = {}): Promise<Answer> {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const res = await app.request(`/gw-api${path}${qs === '' ? '' : `?${qs}`}`, { headers: headers(userId) });
      return answer(res);
    },
    /** Everything of the user a refusal must leave alone: balances, open orders, loans. */
    state(userId: number, marginSymbols: string[] = []) {
      const accounts = [engine.spotAccount(userId), ...marginSymbols.map((s) => engine.marginAccount(userId, s))];
      commit();
      return JSON.stringify({
        balances: accounts.map((a) => engine.balances(a.accountId)),
        loans: accounts.map((a) => engine.loans(a.accountId)),
        open: engine.openOrders(userId).map((o: Order) => ({ ...o })),
      });
    },
  };
}

export type TradingHarness = ReturnType<typeof tradingHarness>;

let seq = 0;
/** A fresh reqNo of the spec's form: EB/ES + timestamp + 8 characters. */
export function reqNo(side: 'buy' | 'sell' = 'buy'): string {
  return `${side === 'buy' ? 'EB' : 'ES'}${T0}${String(++seq).padStart(8, '0')}`;
}

/** A limit order body (spot) with a fresh reqNo. */
export function limitBody(side: 'buy' | 'sell', price: string, amount: string, over: Record<string, unknown> = {}) {
  return {
    reqSource: 2,
    symbol: 'BTC_USDT',
    reqNo: reqNo(side),
    side,
    timestamp: T0,
    orderModeCode: 'normal_order',
    subOrderModeCode: 'normal_order',
    type: 'limit',
    tradePrice: price,
    tradeAmount: amount,
    ...over,
  };
}
