import type { OrderNode } from './book';
import type { UserFees } from './fees';
import { FEE_ACCOUNT_ID, type Account } from './types';

/** The treasury: holds the genesis supply of every coin; `fund` pays users out of it. */
export const TREASURY_ACCOUNT_ID = 1;
/** Owner id of the system accounts (fee, treasury); real users start at 1. */
export const SYSTEM_USER_ID = 0;

/** What the engine keeps per user: accounts, open orders, fee rates. */
export class UserState {
  spot: Account | undefined = undefined;
  readonly margin = new Map<string, Account>();
  // Open orders (plan orders included) in placement order, as an intrusive doubly linked list
  // through OrderNode.userPrev/userNext: linking and unlinking cost no hashing (hot path).
  private head: OrderNode | null = null;
  private tail: OrderNode | null = null;
  openCount = 0;
  /** Open trigger orders (planType 2), capped by MAX_OPEN_TRIGGER_ORDERS. */
  triggerCount = 0;
  /** Own rates; undefined means the engine's default. */
  fees: UserFees | undefined = undefined;
  /** Fee-deduction switch: pay fees in BMX at a discount when the spot account can. */
  deduction = false;

  constructor(readonly userId: number) {}

  link(node: OrderNode): void {
    node.userNext = null;
    node.userPrev = this.tail;
    if (this.tail === null) this.head = node;
    else this.tail.userNext = node;
    this.tail = node;
    this.openCount++;
  }

  unlink(node: OrderNode): void {
    if (node.userPrev === null) this.head = node.userNext;
    else node.userPrev.userNext = node.userNext;
    if (node.userNext === null) this.tail = node.userPrev;
    else node.userNext.userPrev = node.userPrev;
    node.userPrev = node.userNext = null;
    this.openCount--;
  }

  /** The open orders, oldest placement first (a copy: safe to close orders while using it). */
  openNodes(): OrderNode[] {
    const out: OrderNode[] = [];
    for (let n = this.head; n !== null; n = n.userNext) out.push(n);
    return out;
  }
}

/**
 * Accounts by id and users by id. Accounts are created on first use and announced with an
 * 'account' event; ids come from a counter restored at start (0 and 1 are the system's).
 */
export class AccountRegistry {
  readonly byId = new Map<number, Account>();
  readonly users = new Map<number, UserState>();
  lastAccountId = TREASURY_ACCOUNT_ID;

  constructor(private readonly announce: (account: Account) => void) {}

  user(userId: number): UserState {
    let u = this.users.get(userId);
    if (u === undefined) {
      u = new UserState(userId);
      this.users.set(userId, u);
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
