import { grownTo } from '../../src/core/grow';
import { balanceRecord } from './records';
import type { Balance, CoinSpec } from './types';

/**
 * Where the ledger keeps its balances (the storage half of Ledger, ledger.ts).
 *
 * Balances are not objects: each (account, coin) pair gets a slot, numbered in creation
 * order, and its two amounts sit side by side in one Float64Array (exact for every safe
 * integer). An object per balance kept each amount in a separate heap box, three dependent
 * reads per amount on the hot path. A slot, once made, never moves, so the order core keeps
 * the slots an order moves (OrderNode.frozenSlot and gainSlot, the fee account's per pair);
 * the string API (account id and coin name) finds a slot with two array reads.
 */
export class LedgerSlots {
  private readonly coinIndex = new Map<string, number>();
  protected readonly coinNames: string[] = [];
  /** Slot + 1 by account id, then coin index (0: none yet). */
  private readonly rows: Array<Int32Array | undefined> = [];
  /** [available, frozen] per slot; replaced by a larger copy when full. */
  protected amounts = new Float64Array(2 * 256);
  protected readonly slotAccount: number[] = [];
  protected readonly slotCoin: number[] = [];

  constructor(coins: readonly CoinSpec[]) {
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

  /** The slot of an account and a coin index (a zero balance is created on first use). */
  slot(accountId: number, coinIndex: number): number {
    let row = this.rows[accountId];
    if (row === undefined) {
      row = new Int32Array(this.coinNames.length);
      this.rows[accountId] = row;
    }
    const s = row[coinIndex] - 1;
    return s >= 0 ? s : this.create(row, accountId, coinIndex);
  }

  /** A copy of a balance as it stands (a zero one is created on first use). */
  get(accountId: number, coin: string): Balance {
    return this.balanceAt(this.slot(accountId, this.index(coin)));
  }

  available(accountId: number, coin: string): number {
    return this.amounts[2 * this.slot(accountId, this.index(coin))];
  }

  /** Available + frozen: what the account holds of `coin` (no copy of the balance made). */
  held(accountId: number, coin: string): number {
    const s = this.slot(accountId, this.index(coin));
    return this.amounts[2 * s] + this.amounts[2 * s + 1];
  }

  availableAt(slot: number): number {
    return this.amounts[2 * slot];
  }

  /** Every balance of one account, coins with nothing in them left out. */
  accountBalances(accountId: number): Balance[] {
    const out: Balance[] = [];
    const row = this.rows[accountId];
    if (row === undefined) return out;
    for (const i of this.coinIndex.values()) {
      const s = row[i] - 1;
      if (s >= 0 && (this.amounts[2 * s] !== 0 || this.amounts[2 * s + 1] !== 0)) out.push(this.balanceAt(s));
    }
    return out;
  }

  /** Sum of available + frozen over all accounts, as a bigint so it cannot overflow. */
  total(coin: string): bigint {
    const i = this.coinIndex.get(coin);
    let sum = 0n;
    for (let s = 0; s < this.slotCoin.length; s++) {
      if (this.slotCoin[s] === i) sum += BigInt(this.amounts[2 * s]) + BigInt(this.amounts[2 * s + 1]);
    }
    return sum;
  }

  /** Puts a balance back as it was stored (start-up only); emits nothing. */
  restore(balance: Balance): void {
    const s = this.slot(balance.accountId, this.index(balance.coin));
    this.amounts[2 * s] = balance.available;
    this.amounts[2 * s + 1] = balance.frozen;
  }

  /** Copies of every balance, in the order they were first used. */
  *all(): IterableIterator<Balance> {
    for (let s = 0; s < this.slotCoin.length; s++) yield this.balanceAt(s);
  }

  protected balanceAt(s: number): Balance {
    return balanceRecord(this.slotAccount[s], this.coinNames[this.slotCoin[s]], this.amounts[2 * s], this.amounts[2 * s + 1]);
  }

  private create(row: Int32Array, accountId: number, coinIndex: number): number {
    const s = this.slotCoin.length;
    this.amounts = grownTo(this.amounts, 2 * s + 2);
    this.slotAccount.push(accountId);
    this.slotCoin.push(coinIndex);
    row[coinIndex] = s + 1;
    return s;
  }
}
