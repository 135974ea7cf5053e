import type { Store } from '../store/api';

/** How a remembered value is stored: JSON text, or null when the key alone is the memory. */
export interface MemoryCodec<T> {
  encode(value: T): string | null;
  decode(text: string | null): T;
}

/**
 * Keys the gateway must not forget for a while, even across a restart: used signatures (the
 * replay check, signature.ts) and request numbers with their answers (routes/request-memo.ts).
 *
 * Memory keeps the newest `maxEntries` keys of the scope, in expiry order (every key gets the
 * same window, so insertion order is expiry order); the store keeps every key until it expires
 * (store/request-memory.ts), written by the next commit, the commit of the call's own events.
 * At construction the scope's newest unexpired keys are loaded back. A key that memory no
 * longer holds (more than `maxEntries` within the window) is looked up in the store: those are
 * the oldest keys, long written into its tables; while memory has never dropped one, a miss in
 * memory is the answer and costs no read.
 */
export class RequestMemory<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  /** False once memory dropped an unexpired key (or could not load them all): misses ask the store. */
  private complete: boolean;

  constructor(
    private readonly store: Pick<Store, 'rememberRequest' | 'recallRequest' | 'recentRequests'>,
    /** Key prefix in the store, ending in ':' (e.g. 'sig:'). */
    private readonly scope: string,
    readonly windowMs: number,
    private readonly maxEntries: number,
    private readonly codec: MemoryCodec<T>,
    now: number,
  ) {
    const rows = store.recentRequests(scope, now, maxEntries + 1);
    this.complete = rows.length <= maxEntries;
    for (const row of rows.slice(-maxEntries)) {
      this.entries.set(row.key.slice(scope.length), { value: codec.decode(row.answer), expires: row.expiresAt });
    }
  }

  /** The value remembered for `key`, or undefined when none is (or it expired). */
  get(key: string, now: number): T | undefined {
    this.forgetExpired(now);
    const e = this.entries.get(key);
    if (e !== undefined) return e.value;
    if (this.complete) return undefined;
    const row = this.store.recallRequest(this.scope + key, now);
    return row === undefined ? undefined : this.codec.decode(row.answer);
  }

  /**
   * Remembers `value` for `key` until now + windowMs; durable with the caller's next commit,
   * which must come before the call it protects is answered (handlers commit before answering).
   */
  remember(key: string, value: T, now: number): void {
    const expires = now + this.windowMs;
    this.entries.delete(key); // re-inserted at the end: insertion order stays expiry order
    this.entries.set(key, { value, expires });
    this.store.rememberRequest({ key: this.scope + key, answer: this.codec.encode(value), expiresAt: expires });
    this.forgetExpired(now);
  }

  private forgetExpired(now: number): void {
    for (const [k, e] of this.entries) {
      if (e.expires > now) {
        if (this.entries.size <= this.maxEntries) break;
        this.complete = false;
      }
      this.entries.delete(k);
    }
  }
}

/** The codec of keys that carry no value (used signatures). */
export const KEY_ONLY: MemoryCodec<true> = { encode: () => null, decode: () => true };
