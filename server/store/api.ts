import type { EngineSnapshot } from '../engine/api';
import type { ClientReport } from '../../src/core/client-report';
import type { EngineEvent, Fill, Order, OrderMode, Side, TradeType } from '../engine/types';
import type { MarketHistoryDelta, SavedMarketHistory } from '../market/history';
import type { KlineInterval } from '../../src/protocol/intervals';
import type { Candle } from '../../src/protocol/messages';
import type { MarketOrigin } from './market-history';
import type { RememberedRequest } from './request-memory';

/**
 * Persistence contract. The SQLite implementation (sqlite.ts) is the only one that touches
 * the disk; tests may open it on ':memory:'.
 *
 * Durability: `persist` commits before it returns (WAL, synchronous=NORMAL survives kill -9
 * of the process), and the gateway answers a request only after persisting its events, so
 * nothing acknowledged is ever lost.
 */
export interface Store {
  /**
   * Writes a batch of engine events in one transaction, in order (upserts for orders, balances,
   * loans), with the request rows remembered since the last call (an empty batch writes those).
   */
  persist(events: readonly EngineEvent[]): void;
  /** Everything the engine needs to rebuild itself at start. */
  loadSnapshot(): EngineSnapshot;

  // request memory across restarts: used signatures, answers of request numbers (request-memory.ts)
  /** Queues a row; it is committed by the next `persist`, in the same transaction as its events. */
  rememberRequest(row: RememberedRequest): void;
  /** The committed row of `key` unless expired at `now` (rows of the last ~100 ms may be missing: keep those in memory). */
  recallRequest(key: string, now: number): { answer: string | null } | undefined;
  /** The newest `limit` unexpired rows whose key starts with `scope`, oldest first (start-up). */
  recentRequests(scope: string, now: number, limit: number): RememberedRequest[];

  // history (closed and open orders alike; `pid` = orderId, newest first, cursor exclusive)
  historyOrders(q: HistoryQuery): Order[];
  /** One order's fills, oldest first; a fired plan order's are its child's. */
  orderFills(userId: number, orderId: number): Fill[];
  fills(q: FillQuery): Fill[];

  // users, sessions, preferences
  createUser(user: NewUser): number;
  userByEmail(email: string): UserRecord | undefined;
  userById(userId: number): UserRecord | undefined;
  /** Every registered user's id, ascending (start-up: fee rates are handed to the engine). */
  userIds(): number[];
  updateUserFlags(userId: number, flags: Partial<UserFlags>): void;
  createSession(session: SessionRecord): void;
  session(token: string): SessionRecord | undefined;
  deleteSession(token: string): void;
  getPref(userId: number, key: string): string | undefined;
  setPref(userId: number, key: string, value: string): void;

  // the market's candles and 24 h minute bars across restarts (market-history.ts)
  /** Commits one delta before it returns. */
  saveMarketHistory(delta: MarketHistoryDelta): void;
  /** The saved history and the taker fills to replay after it (every committed batch seen). */
  loadMarketHistory(): SavedMarketHistory;
  /** Each pair's live-market origin, recorded at `now` for a pair seen the first time. */
  marketOrigins(pairs: ReadonlyArray<{ symbol: string; price: number }>, now: number): Map<string, MarketOrigin>;
  /** Saved candles of a series starting before `before`, the newest `limit`, oldest first. */
  candlesBefore(symbol: string, interval: KlineInterval, before: number, limit: number): Candle[];

  // the pages' warning and error reports (monitoring), committed before the call returns
  addClientReports(reports: readonly ClientReport[], from: { ip: string; userId: number | null; receivedAt: number }): void;
  /** The newest `limit` reports, newest first. */
  clientReports(limit: number): StoredClientReport[];

  close(): void;
}

/** A client report as stored: what the page sent, who sent it, when it arrived. */
export interface StoredClientReport extends ClientReport {
  id: number;
  receivedAt: number;
  ip: string;
  userId: number | null;
}

export interface HistoryQuery {
  userId: number;
  mode: OrderMode;
  tradeType?: TradeType;
  symbol?: string;
  side?: Side;
  startTime: number;
  endTime: number;
  /** Only closed orders (true for history lists). */
  closedOnly: boolean;
  excludeCanceled: boolean;
  limit: number;
  /** Cursor: only orders with orderId < lastPid. */
  lastPid?: number;
  /**
   * One row per order the user placed (the order history): a fired plan order's child is
   * left out, and the plan order carries its child's filledSize, filledNotional, fee and
   * feeCoin (a plan order fills nothing itself). Off: every stored order as it is.
   */
  foldChildren?: boolean;
}

export interface FillQuery {
  userId: number;
  mode: OrderMode;
  symbol?: string;
  side?: Side;
  startTime: number;
  endTime: number;
  limit: number;
  /** Cursor: only fills with tradeId < lastPid. */
  lastPid?: number;
}

/** Flags of GET /gw-api/user/info; set for tests through the admin path. */
export interface UserFlags {
  isSubAccount: boolean;
  /** 0 none; 1 delegation; 2 copper delegation. */
  delegationType: number;
  copper: boolean;
  kycCountry: string; // ISO code, '' when unknown
  kycLevel: number; // 0 none, 1 basic, 2 advanced
  ipCountry: string;
  feeClass: 'A' | 'B' | 'C' | 'D';
  /** 0 ordinary, 1 pro, 2 svip (special rate). */
  userRateType: 0 | 1 | 2;
  /** Fee-deduction switch (spec spelling in answers: decuction). */
  deduction: boolean;
}

/** Flags of a freshly registered account: ordinary, no KYC yet, fee class B. */
export const DEFAULT_USER_FLAGS: Readonly<UserFlags> = {
  isSubAccount: false,
  delegationType: 0,
  copper: false,
  kycCountry: '',
  kycLevel: 0,
  ipCountry: '',
  feeClass: 'B',
  userRateType: 0,
  deduction: false,
};

export interface NewUser extends UserFlags {
  email: string;
  passwordHash: string; // scrypt, 'salt:hash' hex
  createdAt: number;
}

export interface UserRecord extends NewUser {
  userId: number;
}

export interface SessionRecord {
  token: string;
  userId: number;
  accessSalt: string;
  expiresAt: number;
}
