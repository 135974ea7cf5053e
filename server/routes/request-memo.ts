import type { GatewayDeps } from '../deps';
import { RequestMemory, type MemoryCodec } from '../http/request-memory';
import type { ApiAnswer } from './respond';

/**
 * Remembers the answers of requests that carry a client request number (an order's reqNo, a
 * loan's or transfer's requestNo), so a client that retries after a lost answer (a timeout, a
 * gateway restart) gets the original answer back instead of a second order or loan.
 *
 * Scope: per user and kind of call, for WINDOW_MS. Only answers that went through the business
 * rules are remembered (a success or a refusal such as 33102); a malformed request (400) is
 * not, so a corrected retry with the same number is processed. Durable: the answer is
 * committed with the events of the call that produced it (http/request-memory.ts), so it
 * outlives a restart, kill -9 included, exactly when the order or loan it protects does.
 */
export interface MemoAnswer {
  status: 200 | 400;
  body: ApiAnswer<unknown>;
}

/** How long a request number is remembered. */
export const WINDOW_MS = 24 * 3600 * 1000;
/** Numbers kept in memory per scope; older ones (within the window) are read from the store. */
const MAX_ENTRIES = 200_000;

/** Stored as the JSON of the answer body; a remembered answer is always a 200. */
const ANSWER: MemoryCodec<MemoAnswer> = {
  encode: (a) => JSON.stringify(a.body),
  decode: (text) => ({ status: 200, body: JSON.parse(text ?? 'null') as ApiAnswer<unknown> }),
};

export class RequestMemo {
  private readonly memory: RequestMemory<MemoAnswer>;

  /** `scope`: the store's key prefix of these calls ('order', 'loan', 'transfer'). */
  constructor(deps: Pick<GatewayDeps, 'store' | 'now'>, scope: string, windowMs: number = WINDOW_MS) {
    this.memory = new RequestMemory(deps.store, `${scope}:`, windowMs, MAX_ENTRIES, ANSWER, deps.now());
  }

  get(userId: number, kind: string, requestNo: string, now: number): MemoAnswer | undefined {
    return this.memory.get(key(userId, kind, requestNo), now);
  }

  /** Only 200 answers are remembered (see above); the caller commits before answering. */
  remember(userId: number, kind: string, requestNo: string, answer: MemoAnswer, now: number): void {
    if (answer.status === 200) this.memory.remember(key(userId, kind, requestNo), answer, now);
  }
}

function key(userId: number, kind: string, requestNo: string): string {
  return `${userId}:${kind}:${requestNo}`;
}
