import { AccountRegistry, type UserState } from './accounts';
import { DEFAULT_FEE_RATES, parseFees, type UserFees } from './fees';
import { Ledger } from './ledger';
import { OrderIndex } from './order-index';
import { PairBook } from './pair-book';
import type { CoinSpec, EngineDeps, EngineEvent, Order, Result } from './types';
import { emptyPlan, type PlacePlan } from './validate';

/**
 * The margin operations the order core calls during placement and fills. IsolatedMargin
 * (margin.ts) provides them; the core only knows this shape so it runs without margin too.
 */
export interface MarginHooks {
  /** `lend` false: only whether the borrow could be made (nothing changes). */
  autoBorrow(accountId: number, symbol: string, coin: string, needed: number, lend?: boolean): Result<void>;
  /** `proceeds`: what the fill just credited of `coin` (net of fee), the most that is repaid. */
  autoRepay(accountId: number, symbol: string, coin: string, proceeds: number): void;
}

/** How many closed order ids are remembered, so cancelling one says "not open" (30003). */
const RECENT_CLOSED = 8192;

/**
 * All mutable engine state, shared by the modules that operate on it (placement, matching,
 * settlement, cancel, amend, triggers). Engine (engine.ts) is the facade over it.
 */
export class EngineState {
  readonly ledger: Ledger;
  readonly books = new Map<string, PairBook>();
  readonly coins = new Map<string, CoinSpec>();
  /** Open orders only (plan orders included); closed ones are emitted and dropped. */
  readonly orders = new OrderIndex();
  readonly accounts: AccountRegistry;
  readonly now: () => number;
  defaultFees: UserFees = parseFees(DEFAULT_FEE_RATES);
  hooks: MarginHooks | undefined = undefined;
  lastOrderId = 0;
  lastTradeId = 0;
  lastSeq = 0;
  /** Pairs whose last price moved since their plan orders were last checked. */
  readonly dirty: PairBook[] = [];
  /** Scratch for validatePlace, read right after it (placements never nest inside that span). */
  readonly plan: PlacePlan = emptyPlan();
  /** While > 0, nothing is emitted (trial moves that are undone). */
  muted = 0;
  private readonly sink: (event: EngineEvent) => void;
  // Recently closed orders as two parallel rings: written on every close (hot), searched only
  // when a cancel or amend misses (rare), so a linear scan there beats a Map here.
  private readonly closedIds = new Float64Array(RECENT_CLOSED).fill(-1);
  private readonly closedUsers = new Float64Array(RECENT_CLOSED);
  private closedAt = 0;

  constructor(deps: EngineDeps) {
    this.sink = deps.emit;
    this.now = deps.now;
    this.ledger = new Ledger(deps.coins, (e) => this.emit(e));
    this.accounts = new AccountRegistry((account) => this.emit({ kind: 'account', account }));
    for (const c of deps.coins) this.coins.set(c.coin, c);
    for (const p of deps.pairs) {
      const base = this.coins.get(p.base);
      const quote = this.coins.get(p.quote);
      if (base === undefined || quote === undefined) throw new Error(`${p.symbol}: unknown coin`);
      const book = new PairBook(p, base, quote);
      book.baseIndex = this.ledger.index(base.coin);
      book.quoteIndex = this.ledger.index(quote.coin);
      this.books.set(p.symbol, book);
    }
  }

  emit(event: EngineEvent): void {
    if (this.muted === 0) this.sink(event);
  }

  /** Announces an order change; the live record is passed, consumers copy what they keep. */
  emitOrder(order: Order): void {
    if (this.muted === 0) this.sink({ kind: 'order', order });
  }

  fees(user: UserState): UserFees {
    return user.fees ?? this.defaultFees;
  }

  markDirty(book: PairBook): void {
    if (!book.dirty) {
      book.dirty = true;
      this.dirty.push(book);
    }
  }

  /** Remembers a closed order's owner for a while (answers 30003 instead of 30002). */
  rememberClosed(order: Order): void {
    const i = this.closedAt;
    this.closedIds[i] = order.orderId;
    this.closedUsers[i] = order.userId;
    this.closedAt = i + 1 === RECENT_CLOSED ? 0 : i + 1;
  }

  closedOwnerOf(orderId: number): number | undefined {
    const i = this.closedIds.indexOf(orderId);
    return i < 0 ? undefined : this.closedUsers[i];
  }
}
