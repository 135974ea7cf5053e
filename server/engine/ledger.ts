import type { Balance, CoinSpec, EngineEvent } from './types';

/**
 * Available and frozen balances per account and coin, in integer ledger units.
 *
 * Money only ever moves between accounts (or between available and frozen inside one): no
 * method creates or destroys a unit, so every coin's total over all accounts is constant.
 * New money enters through the treasury account, which the gateway funds once at start.
 * Every change is emitted as a `balance` event with the balance as it now stands.
 *
 * Hot path: called a few times per order placement and per fill, so balances live in one map
 * keyed by a number (accountId * COIN_SLOTS + coin index), not in nested maps of strings.
 */
const COIN_SLOTS = 4096;

export class Ledger {
  private readonly coinIndex = new Map<string, number>();
  private readonly balances = new Map<number, Balance>();

  constructor(
    coins: readonly CoinSpec[],
    private readonly emit: (event: EngineEvent) => void,
  ) {
    coins.forEach((c, i) => this.coinIndex.set(c.coin, i));
    if (coins.length > COIN_SLOTS) throw new Error(`at most ${COIN_SLOTS} coins`);
  }

  hasCoin(coin: string): boolean {
    return this.coinIndex.has(coin);
  }

  /** The balance record (a zero one is created on first use; do not mutate it). */
  get(accountId: number, coin: string): Balance {
    const key = this.key(accountId, coin);
    let b = this.balances.get(key);
    if (b === undefined) {
      b = { accountId, coin, available: 0, frozen: 0 };
      this.balances.set(key, b);
    }
    return b;
  }

  available(accountId: number, coin: string): number {
    return this.get(accountId, coin).available;
  }

  /** Moves `amount` of available balance from one account to another; false if short. */
  transfer(from: number, to: number, coin: string, amount: number): boolean {
    this.assertAmount(amount);
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
    this.assertAmount(amount);
    const b = this.get(accountId, coin);
    if (b.available < amount) return false;
    b.available -= amount;
    b.frozen += amount;
    this.changed(b);
    return true;
  }

  /** Frozen -> available inside one account. Throws if less is frozen: that is an engine bug. */
  release(accountId: number, coin: string, amount: number): void {
    this.assertAmount(amount);
    if (amount === 0) return;
    const b = this.get(accountId, coin);
    if (b.frozen < amount) throw new Error(`release ${amount} > frozen ${b.frozen} (${accountId} ${coin})`);
    b.frozen -= amount;
    b.available += amount;
    this.changed(b);
  }

  /** Pays `amount` out of `from`'s frozen balance into `to`'s available balance (a fill). */
  payFrozen(from: number, to: number, coin: string, amount: number): void {
    this.assertAmount(amount);
    if (amount === 0) return;
    const src = this.get(from, coin);
    if (src.frozen < amount) throw new Error(`pay ${amount} > frozen ${src.frozen} (${from} ${coin})`);
    const dst = this.get(to, coin);
    src.frozen -= amount;
    dst.available += amount;
    this.changed(src);
    this.changed(dst);
  }

  /** Every balance of one account, coins with nothing in them left out. */
  accountBalances(accountId: number): Balance[] {
    const out: Balance[] = [];
    for (const [coin, i] of this.coinIndex) {
      const b = this.balances.get(accountId * COIN_SLOTS + i);
      if (b !== undefined && (b.available !== 0 || b.frozen !== 0)) out.push({ ...b, coin });
    }
    return out;
  }

  /** Sum of available + frozen over all accounts, as a bigint so it cannot overflow. */
  total(coin: string): bigint {
    const i = this.coinIndex.get(coin);
    let sum = 0n;
    for (const [key, b] of this.balances) {
      if (key % COIN_SLOTS === i) sum += BigInt(b.available) + BigInt(b.frozen);
    }
    return sum;
  }

  /** Puts a balance back as it was stored (start-up only); emits nothing. */
  restore(balance: Balance): void {
    this.balances.set(this.key(balance.accountId, balance.coin), { ...balance });
  }

  all(): IterableIterator<Balance> {
    return this.balances.values();
  }

  private key(accountId: number, coin: string): number {
    const i = this.coinIndex.get(coin);
    if (i === undefined) throw new Error(`unknown coin ${coin}`);
    return accountId * COIN_SLOTS + i;
  }

  private assertAmount(amount: number): void {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`bad ledger amount ${amount}`);
  }

  private changed(b: Balance): void {
    this.emit({ kind: 'balance', balance: { ...b } });
  }
}
