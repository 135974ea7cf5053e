import type { OrderNode } from './book';
import type { UserFees } from './fees';
import { FEE_ACCOUNT_ID, type Account } from './types';

/** The treasury: holds the genesis supply of every coin; `fund` pays users out of it. */
export const TREASURY_ACCOUNT_ID = 1;
/** Owner id of the system accounts (fee, treasury); real users start at 1. */
export const SYSTEM_USER_ID = 0;
/** User ids below this are also indexed by an array (AccountRegistry.find). */
const USER_INDEX_LIMIT = 1 << 20;

/** What the engine keeps per user: accounts, open orders, fee rates. */
export class UserState {
  spot: Account | undefined = undefined;
  readonly margin = new Map<string, Account>();
  // Open orders (plan orders included) as an array, each node knowing its index
  // (OrderNode.userIdx): linking appends, unlinking moves the last node into the gap. Both
  // touch only the user's newest order; the intrusive list this replaces wrote into both
  // neighbours of an unlinked order, cold in cache by then (the hot path is memory-bound).
  private readonly open: OrderNode[] = [];
  /** Open trigger orders (planType 2), capped by MAX_OPEN_TRIGGER_ORDERS. */
  triggerCount = 0;
  /** Own rates; undefined means the engine's default. */
  fees: UserFees | undefined = undefined;
  /** Fee-deduction switch: pay fees in BMX at a discount when the spot account can. */
  deduction = false;

  constructor(readonly userId: number) {}

  get openCount(): number {
    return this.open.length;
  }

  link(node: OrderNode): void {
    node.userIdx = this.open.length;
    this.open.push(node);
  }

  unlink(node: OrderNode): void {
    const i = node.userIdx;
    const last = this.open.pop()!;
    if (last !== node) {
      this.open[i] = last;
      last.userIdx = i;
    }
    node.userIdx = -1;
  }

  /** The open orders, oldest (lowest order id) first: a copy, safe to close orders while using it. */
  openNodes(): OrderNode[] {
    return this.open.slice().sort(byOrderId);
  }
}

const byOrderId = (a: OrderNode, b: OrderNode): number => a.order.orderId - b.order.orderId;

/**
 * Accounts by id and users by id. Accounts are created on first use and announced with an
 * 'account' event; ids come from a counter restored at start (0 and 1 are the system's).
 */
export class AccountRegistry {
  readonly byId = new Map<number, Account>();
  readonly users = new Map<number, UserState>();
  lastAccountId = TREASURY_ACCOUNT_ID;

  constructor(private readonly announce: (account: Account) => void) {}

  // The same users by id in an array, for the per-order lookup (an array read, not a hash),
  // for ids up to USER_INDEX_LIMIT; others are found in the map only.
  private readonly byIndex: Array<UserState | undefined> = [];

  /** The user, or undefined if the engine has never seen them (nothing is created). */
  find(userId: number): UserState | undefined {
    if (userId >= 0 && userId < USER_INDEX_LIMIT && (userId | 0) === userId) return this.byIndex[userId];
    return this.users.get(userId);
  }

  user(userId: number): UserState {
    let u = this.find(userId);
    if (u === undefined) {
      u = new UserState(userId);
      this.users.set(userId, u);
      if (userId >= 0 && userId < USER_INDEX_LIMIT && (userId | 0) === userId) {
        // Fill the gap first so the array stays packed (no holes, no dictionary mode).
        while (this.byIndex.length < userId) this.byIndex.push(undefined);
        this.byIndex[userId] = u;
      }
    }
    return u;
  }

  spot(user: UserState): Account {
    if (user.spot === undefined) user.spot = this.create({ accountId: 0, userId: user.userId, kind: 'spot' });
    return user.spot;
  }

  margin(user: UserState, symbol: string): Account {
    let a = user.margin.get(symbol);
    if (a === undefined) {
      a = this.create({ accountId: 0, userId: user.userId, kind: 'iso_margin', symbol });
      user.margin.set(symbol, a);
    }
    return a;
  }

  /** Puts back a stored account (start-up); emits nothing. */
  restore(account: Account): void {
    const a = { ...account };
    this.byId.set(a.accountId, a);
    if (a.accountId > this.lastAccountId) this.lastAccountId = a.accountId;
    if (a.kind === 'spot') this.user(a.userId).spot = a;
    else if (a.kind === 'iso_margin') this.user(a.userId).margin.set(a.symbol!, a);
  }

  /** The fee and treasury accounts of a fresh engine. */
  genesis(): Account[] {
    const sys: Account[] = [
      { accountId: FEE_ACCOUNT_ID, userId: SYSTEM_USER_ID, kind: 'fee' },
      { accountId: TREASURY_ACCOUNT_ID, userId: SYSTEM_USER_ID, kind: 'system' },
    ];
    for (const a of sys) {
      this.byId.set(a.accountId, a);
      this.announce(a);
    }
    return sys;
  }

  private create(account: Account): Account {
    account.accountId = ++this.lastAccountId;
    this.byId.set(account.accountId, account);
    this.announce(account);
    return account;
  }
}
