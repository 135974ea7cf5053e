import { grownTo } from '../../src/core/grow';
import { LedgerSlots } from './ledger-slots';
import type { CoinSpec, EngineEvent } from './types';

/**
 * Available and frozen balances per account and coin, in integer ledger units.
 *
 * Money only ever moves between accounts (or between available and frozen inside one): no
 * method creates or destroys a unit, so every coin's total over all accounts is constant.
 * New money enters through the treasury account, which the gateway funds once at start.
 * Every change is emitted as a `balance` event with the balance as it now stands (a copy).
 * Inside a batch (inBatch: the engine runs the matching of each taker, and each cancel-all, in
 * one) a balance is announced once, as it stands at the end, however often it moved: a
 * crossing order with four fills moved the taker's two balances and the fee account's four
 * times each and emitted 24 balance events where 11 say the same. Consumers keep the latest balance per key (the
 * store upserts), so fewer, later events leave them in the same state.
 *
 * Storage and look-ups are in ledger-slots.ts. The hot path (a few calls per placement and
 * per fill) uses the `*At` methods on slots the order core keeps; the string API (account id
 * and coin name) is for everything else.
 */
export class Ledger extends LedgerSlots {
  /** Open batches; while > 0, changed slots are collected in `pending` instead of emitted. */
  private batching = 0;
  /** 1 for a slot already in `pending`. */
  private pendingMark = new Uint8Array(256);
  private readonly pending: number[] = [];

  constructor(
    coins: readonly CoinSpec[],
    private readonly emit: (event: EngineEvent) => void,
  ) {
    super(coins);
  }

  /** Moves `amount` of available balance from one account to another; false if short. */
  transfer(from: number, to: number, coin: string, amount: number): boolean {
    assertAmount(amount);
    const i = this.index(coin);
    const src = this.slot(from, i);
    if (this.amounts[2 * src] < amount) return false;
    const dst = this.slot(to, i);
    const a = this.amounts; // read after slot(): a new slot may have grown the array
    a[2 * src] -= amount;
    a[2 * dst] += amount;
    this.changed(src);
    this.changed(dst);
    return true;
  }

  /** Available -> frozen inside one account; false (and no change) if short. */
  freeze(accountId: number, coin: string, amount: number): boolean {
    assertAmount(amount);
    return this.freezeAt(this.slot(accountId, this.index(coin)), amount);
  }

  freezeAt(slot: number, amount: number): boolean {
    assertAmount(amount);
    const a = this.amounts;
    const k = 2 * slot;
    if (a[k] < amount) return false;
    a[k] -= amount;
    a[k + 1] += amount;
    this.changed(slot);
    return true;
  }

  /** Frozen -> available inside one account. Throws if less is frozen: that is an engine bug. */
  release(accountId: number, coin: string, amount: number): void {
    assertAmount(amount);
    if (amount === 0) return;
    this.releaseAt(this.slot(accountId, this.index(coin)), amount);
  }

  releaseAt(slot: number, amount: number): void {
    assertAmount(amount);
    if (amount === 0) return;
    const a = this.amounts;
    const k = 2 * slot;
    if (a[k + 1] < amount) throw new Error(`release ${amount} > frozen ${a[k + 1]} (${this.slotAccount[slot]} ${this.coinNames[this.slotCoin[slot]]})`);
    a[k + 1] -= amount;
    a[k] += amount;
    this.changed(slot);
  }

  /** Pays `amount` out of `from`'s frozen balance into `to`'s available balance (a fill). */
  payFrozen(from: number, to: number, coin: string, amount: number): void {
    assertAmount(amount);
    if (amount === 0) return;
    const i = this.index(coin);
    const src = this.slot(from, i);
    if (this.amounts[2 * src + 1] < amount) throw new Error(`pay ${amount} > frozen ${this.amounts[2 * src + 1]} (${from} ${coin})`);
    this.payFrozenAt(src, this.slot(to, i), amount);
  }

  /** payFrozen between two slots of the same coin. */
  payFrozenAt(src: number, dst: number, amount: number): void {
    assertAmount(amount);
    if (amount === 0) return;
    const a = this.amounts;
    if (a[2 * src + 1] < amount) throw new Error(`pay ${amount} > frozen ${a[2 * src + 1]} (${this.slotAccount[src]} ${this.coinNames[this.slotCoin[src]]})`);
    a[2 * src + 1] -= amount;
    a[2 * dst] += amount;
    this.changed(src);
    this.changed(dst);
  }

  /** Runs `work` as one batch: each balance it changes is announced once, at the end. */
  inBatch<T>(work: () => T): T {
    this.beginBatch();
    try {
      return work();
    } finally {
      this.endBatch();
    }
  }

  /** Starts collecting balance changes (batches nest; the outermost end emits). */
  private beginBatch(): void {
    this.batching++;
  }

  /** Ends a batch: the outermost emits each balance it changed once, in first-change order. */
  private endBatch(): void {
    if (--this.batching > 0) return;
    const list = this.pending;
    const mark = this.pendingMark;
    for (let i = 0; i < list.length; i++) {
      const s = list[i];
      mark[s] = 0;
      this.emit({ kind: 'balance', balance: this.balanceAt(s) });
    }
    list.length = 0;
  }

  // Kept small so it inlines into every transfer; the batch bookkeeping is out of line.
  private changed(s: number): void {
    if (this.batching === 0) this.emit({ kind: 'balance', balance: this.balanceAt(s) });
    else this.defer(s);
  }

  private defer(s: number): void {
    // the length test stays here, on the hot path; grownTo is the rare part
    if (s >= this.pendingMark.length) this.pendingMark = grownTo(this.pendingMark, s + 1);
    const mark = this.pendingMark;
    if (mark[s] === 0) {
      mark[s] = 1;
      this.pending.push(s);
    }
  }
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`bad ledger amount ${amount}`);
}
