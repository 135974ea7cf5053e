import type Database from 'better-sqlite3';

/**
 * What the gateway remembers about requests across restarts: the signatures it accepted (so a
 * captured request cannot be sent again) and the answers of client request numbers (reqNo,
 * requestNo: a retry gets the first answer). One row each in `request_memory`, keyed by
 * scope (`sig:`, `order:`, `loan:`, `transfer:`) and what the scope names; the row goes
 * into the same journal entry, and so the same commit, as the events of the call it belongs
 * to (persist.ts), so a kill -9 never keeps an order and loses the signature or number that
 * placed it. The in-memory side, with its limits, is server/http/request-memory.ts.
 */
export interface RememberedRequest {
  key: string;
  /** The remembered answer as JSON; null for a used signature (nothing to answer with). */
  answer: string | null;
  /** ms; the row means nothing from then on and prune deletes it. */
  expiresAt: number;
}

/** Arguments [key, answer, expiresAt]; a key remembered again after it expired is replaced. */
export const REQUEST_MEMORY_UPSERT_SQL =
  'INSERT INTO request_memory (key, answer, expires_at) VALUES (?, ?, ?) ' +
  'ON CONFLICT (key) DO UPDATE SET answer = excluded.answer, expires_at = excluded.expires_at';

export function createRequestMemoryQueries(db: Database.Database) {
  const one = db.prepare('SELECT answer FROM request_memory WHERE key = ? AND expires_at > ?');
  const newest = db.prepare(
    'SELECT key, answer, expires_at AS expiresAt FROM request_memory WHERE key >= ? AND key < ? AND expires_at > ? ' +
      'ORDER BY expires_at DESC LIMIT ?',
  );
  // walks the expiry index from the oldest row, so each call is short however large the table
  const purge = db.prepare(
    'DELETE FROM request_memory WHERE key IN (SELECT key FROM request_memory WHERE expires_at <= ? ORDER BY expires_at LIMIT ?)',
  );
  return {
    /**
     * The row of `key` if it has not expired at `now`. Reads the table only: rows still in the
     * journal (the last ~100 ms) are not seen, so callers keep those in memory (they do).
     */
    recallRequest(key: string, now: number): { answer: string | null } | undefined {
      return one.get(key, now) as { answer: string | null } | undefined;
    },
    /** The newest `limit` unexpired rows whose key starts with `scope`, oldest first (start-up). */
    recentRequests(scope: string, now: number, limit: number): RememberedRequest[] {
      const rows = newest.all(scope, afterPrefix(scope), now, limit) as RememberedRequest[];
      return rows.reverse();
    },
    /** Deletes at most `maxRows` expired rows; how many went. */
    purgeRequests(now: number, maxRows: number): number {
      return purge.run(now, maxRows).changes;
    },
  };
}

/** The smallest string above every string that starts with `prefix` (binary collation). */
function afterPrefix(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}
