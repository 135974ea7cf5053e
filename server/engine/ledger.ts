import { newBalanceRecord } from './order-record';
import type { Balance, CoinSpec, EngineEvent } from './types';

/**
 * Available and frozen balances per account and coin, in integer ledger units.
 *
 * Money only ever moves between accounts (or between available and frozen inside one): no
 * method creates or destroys a unit, so every coin's total over all accounts is constant.
 * New money enters through the treasury account, which the gateway funds once at start.
 * Every change is emitted as a `balance` event with the balance as it now stands.
 *
 * Hot path (a few calls per placement and per fill), so:
 * - a balance record is found by two array reads, account id then coin index (account ids are
 *   handed out densely from 0), not by hashing; the coin name -> index map is read only by
 *   the string API;
 * - a record, once created, is never replaced (restore overwrites it in place), so the order
 *   core keeps references to the records an order moves (OrderNode.frozenBal/gainBal, the fee
 *   account's per pair) and calls the `*Of` methods on them with no lookup at all.
 */
export class Ledger {
  private readonly coinIndex = new Map<string, number>();
  private readonly coinNames: string[] = [];
  /** Records by account id, then coin index. */
  private readonly rows: Array<Array<Balance | undefined> | undefined> = [];
  /** Every record in creation order (snapshots and audits iterate this). */
  private readonly list: Balance[] = [];

  constructor(
    coins: readonly CoinSpec[],
    private readonly emit: (event: EngineEvent) => void,
  ) {
    coins.forEach((c, i) => {
      this.coinIndex.set(c.coin, i);
      this.coinNames.push(c.coin);
    });
  }

  hasCoin(coin: string): boolean {
    return this.coinIndex.has(coin);
  }

  /** The index of a coin for `slot`; throws for an unknown coin. */
  index(coin: string): number {
    const i = this.coinIndex.get(coin);
    if (i === undefined) throw new Error(`unknown coin ${coin}`);
    return i;
  }

  /** The balance record (a zero one is created on first use; do not mutate it). */
  get(accountId: number, coin: string): Balance {
    return this.slot(accountId, this.index(coin));
  }

  /** The balance record of an account and a coin index (created on first use). */
  slot(accountId: number, coinIndex: number): Balance {
    let row = this.rows[accountId];
    if (row === undefined) {
      row = [];
      this.rows[accountId] = row;
    }
    let b = row[coinIndex];
    if (b === undefined) {
      b = newBalanceRecord(accountId, this.coinNames[coinIndex]);
      row[coinIndex] = b;
      this.list.push(b);
    }
    return b;
  }

  available(accountId: number, coin: string): number {
    return this.get(accountId, coin).available;
  }

  /** Moves `amount` of available balance from one account to another; false if short. */
  transfer(from: number, to: number, coin: string, amount: number): boolean {
    assertAmount(amount);
    const src = this.get(from, coin);
    if (src.available < amount) return false;
    const dst = this.get(to, coin);
    src.available -= amount;
    dst.available += amount;
    this.changed(src);
    this.changed(dst);
    return true;
  }

  /** Available -> frozen inside one account; false (and no change) if short. */
  freeze(accountId: number, coin: string, amount: number): boolean {
    assertAmount(amount);
    return this.freezeOf(this.get(accountId, coin), amount);
  }

  freezeOf(b: Balance, amount: number): boolean {
    assertAmount(amount);
    if (b.available < amount) return false;
    b.available -= amount;
    b.frozen += amount;
    this.changed(b);
    return true;
  }

  /** Frozen -> available inside one account. Throws if less is frozen: that is an engine bug. */
  release(accountId: number, coin: string, amount: number): void {
    assertAmount(amount);
    if (amount === 0) return;
    this.releaseOf(this.get(accountId, coin), amount);
  }

  releaseOf(b: Balance, amount: number): void {
    assertAmount(amount);
    if (amount === 0) return;
    if (b.frozen < amount) throw new Error(`release ${amount} > frozen ${b.frozen} (${b.accountId} ${b.coin})`);
    b.frozen -= amount;
    b.available += amount;
    this.changed(b);
  }

  /** Pays `amount` out of `from`'s frozen balance into `to`'s available balance (a fill). */
  payFrozen(from: number, to: number, coin: string, amount: number): void {
    assertAmount(amount);
    if (amount === 0) return;
    const i = this.index(coin);
    const src = this.slot(from, i);
    if (src.frozen < amount) throw new Error(`pay ${amount} > frozen ${src.frozen} (${from} ${coin})`);
    this.payFrozenOf(src, this.slot(to, i), amount);
  }

  /** payFrozen between two records of the same coin. */
  payFrozenOf(src: Balance, dst: Balance, amount: number): void {
    assertAmount(amount);
    if (amount === 0) return;
    if (src.frozen < amount) throw new Error(`pay ${amount} > frozen ${src.frozen} (${src.accountId} ${src.coin})`);
    src.frozen -= amount;
    dst.available += amount;
    this.changed(src);
    this.changed(dst);
  }

  /** Every balance of one account, coins with nothing in them left out. */
  accountBalances(accountId: number): Balance[] {
    const out: Balance[] = [];
    const row = this.rows[accountId];
    if (row === undefined) return out;
    for (const [coin, i] of this.coinIndex) {
      const b = row[i];
      if (b !== undefined && (b.available !== 0 || b.frozen !== 0)) out.push({ ...b, coin });
    }
    return out;
  }

  /** Sum of available + frozen over all accounts, as a bigint so it cannot overflow. */
  total(coin: string): bigint {
    let sum = 0n;
    for (const b of this.list) {
      if (b.coin === coin) sum += BigInt(b.available) + BigInt(b.frozen);
    }
    return sum;
  }

  /** Puts a balance back as it was stored (start-up only); emits nothing. */
  restore(balance: Balance): void {
    const b = this.get(balance.accountId, balance.coin);
    b.available = balance.available;
    b.frozen = balance.frozen;
  }

  all(): IterableIterator<Balance> {
    return this.list.values();
  }

  private changed(b: Balance): void {
    // A copy: consumers may keep the event (the record itself keeps changing).
    this.emit({ kind: 'balance', balance: { accountId: b.accountId, coin: b.coin, available: b.available, frozen: b.frozen } });
  }
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`bad ledger amount ${amount}`);
}
