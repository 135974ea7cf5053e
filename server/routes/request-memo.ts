import type { ApiAnswer } from './respond';

/**
 * Remembers the answers of requests that carry a client request number (an order's reqNo, a
 * loan's requestNo), so a client that retries after a lost answer gets the original answer
 * back instead of a second order or loan.
 *
 * Scope: per user and kind of call, for WINDOW_MS. Only answers that went through the business
 * rules are remembered (a success or a refusal such as 33102); a malformed request (400) is
 * not, so a corrected retry with the same number is processed. In memory: a gateway restart
 * forgets the numbers, which is safe because a signed request older than the signature window
 * (30 s) is refused anyway.
 */
export interface MemoAnswer {
  status: 200 | 400;
  body: ApiAnswer<unknown>;
}

/** How long a request number is remembered. */
export const WINDOW_MS = 24 * 3600 * 1000;
/** Upper bound on remembered numbers; beyond it the oldest are forgotten first. */
const MAX_ENTRIES = 200_000;

export class RequestMemo {
  // key -> answer and when it expires; insertion order is expiry order (same window for all).
  private readonly entries = new Map<string, { answer: MemoAnswer; expires: number }>();

  constructor(private readonly windowMs: number = WINDOW_MS) {}

  get(userId: number, kind: string, requestNo: string, now: number): MemoAnswer | undefined {
    this.forgetExpired(now);
    return this.entries.get(key(userId, kind, requestNo))?.answer;
  }

  remember(userId: number, kind: string, requestNo: string, answer: MemoAnswer, now: number): void {
    this.entries.set(key(userId, kind, requestNo), { answer, expires: now + this.windowMs });
    this.forgetExpired(now);
  }

  private forgetExpired(now: number): void {
    for (const [k, e] of this.entries) {
      if (e.expires > now && this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(k);
    }
  }
}

function key(userId: number, kind: string, requestNo: string): string {
  return `${userId}\u0000${kind}\u0000${requestNo}`;
}
