import type Database from 'better-sqlite3';
import type { NewUser, SessionRecord, UserFlags, UserRecord } from './api';

/** Booleans are stored as 0/1; these are the flags that need converting back. */
const BOOLEAN_FLAGS = ['isSubAccount', 'copper', 'deduction'] as const;

const USER_SELECT = `SELECT user_id AS userId, email, password_hash AS passwordHash, created_at AS createdAt,
  is_sub_account AS isSubAccount, delegation_type AS delegationType, copper, kyc_country AS kycCountry,
  kyc_level AS kycLevel, ip_country AS ipCountry, fee_class AS feeClass, user_rate_type AS userRateType,
  deduction FROM users`;

function toUser(row: Record<string, unknown> | undefined): UserRecord | undefined {
  if (row === undefined) return undefined;
  for (const k of BOOLEAN_FLAGS) row[k] = row[k] === 1;
  return row as unknown as UserRecord;
}

/** Entries a read cache holds before it starts over. */
const CACHE_MAX = 10_000;

const bit = (v: boolean | undefined) => (v === undefined ? null : v ? 1 : 0);

/**
 * Users, sessions and per-user preferences. Lookups are by the caller's own id or token, so
 * nothing here can hand out another user's row. `now` decides session expiry.
 */
export function createUsers(db: Database.Database, now: () => number) {
  const insertUser = db.prepare(`INSERT INTO users (email, password_hash, created_at, is_sub_account,
    delegation_type, copper, kyc_country, kyc_level, ip_country, fee_class, user_rate_type, deduction)
    VALUES (@email, @passwordHash, @createdAt, @isSubAccount, @delegationType, @copper, @kycCountry,
    @kycLevel, @ipCountry, @feeClass, @userRateType, @deduction)`);
  const byEmail = db.prepare(`${USER_SELECT} WHERE email = ? COLLATE NOCASE`);
  const byId = db.prepare(`${USER_SELECT} WHERE user_id = ?`);
  const allIds = db.prepare('SELECT user_id AS userId FROM users ORDER BY user_id').pluck();
  // one statement for any subset of flags: an absent flag binds NULL and keeps its value
  const updateFlags = db.prepare(`UPDATE users SET
    is_sub_account = coalesce(@isSubAccount, is_sub_account),
    delegation_type = coalesce(@delegationType, delegation_type),
    copper = coalesce(@copper, copper),
    kyc_country = coalesce(@kycCountry, kyc_country),
    kyc_level = coalesce(@kycLevel, kyc_level),
    ip_country = coalesce(@ipCountry, ip_country),
    fee_class = coalesce(@feeClass, fee_class),
    user_rate_type = coalesce(@userRateType, user_rate_type),
    deduction = coalesce(@deduction, deduction)
    WHERE user_id = @userId`);
  const insertSession = db.prepare(
    'INSERT OR REPLACE INTO sessions (token, user_id, access_salt, expires_at) VALUES (?, ?, ?, ?)',
  );
  const sessionByToken = db.prepare(
    'SELECT token, user_id AS userId, access_salt AS accessSalt, expires_at AS expiresAt FROM sessions WHERE token = ?',
  );
  const deleteSession = db.prepare('DELETE FROM sessions WHERE token = ?');
  const deleteExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  const getPref = db.prepare('SELECT value FROM prefs WHERE user_id = ? AND key = ?');
  const setPref = db.prepare(
    'INSERT INTO prefs (user_id, key, value) VALUES (?, ?, ?) ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value',
  );

  // Every signed-in request reads its session and most read the user's flags: both are kept
  // in memory after the first read (the database stays the truth; every write here updates or
  // drops the cached copy). Bounded: past CACHE_MAX entries a cache starts over.
  const sessions = new Map<string, SessionRecord>();
  const usersById = new Map<number, UserRecord>();
  const remember = <K, V>(cache: Map<K, V>, key: K, value: V) => {
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(key, value);
  };

  return {
    /** Inserts the user and returns the new userId; throws when the email is taken (any case). */
    createUser(u: NewUser): number {
      const r = insertUser.run({
        ...u,
        isSubAccount: u.isSubAccount ? 1 : 0,
        copper: u.copper ? 1 : 0,
        deduction: u.deduction ? 1 : 0,
      });
      return Number(r.lastInsertRowid);
    },
    userByEmail: (email: string) => toUser(byEmail.get(email) as Record<string, unknown> | undefined),
    userById(userId: number): UserRecord | undefined {
      const cached = usersById.get(userId);
      if (cached !== undefined) return { ...cached };
      const user = toUser(byId.get(userId) as Record<string, unknown> | undefined);
      if (user !== undefined) remember(usersById, userId, { ...user });
      return user;
    },
    userIds: () => allIds.all() as number[],
    updateUserFlags(userId: number, f: Partial<UserFlags>): void {
      updateFlags.run({
        userId,
        isSubAccount: bit(f.isSubAccount),
        delegationType: f.delegationType ?? null,
        copper: bit(f.copper),
        kycCountry: f.kycCountry ?? null,
        kycLevel: f.kycLevel ?? null,
        ipCountry: f.ipCountry ?? null,
        feeClass: f.feeClass ?? null,
        userRateType: f.userRateType ?? null,
        deduction: bit(f.deduction),
      });
      usersById.delete(userId);
    },
    createSession(s: SessionRecord): void {
      insertSession.run(s.token, s.userId, s.accessSalt, s.expiresAt);
      sessions.delete(s.token);
    },
    /** The live session of a token; an expired one is deleted and reads as absent. */
    session(token: string): SessionRecord | undefined {
      const s = sessions.get(token) ?? (sessionByToken.get(token) as SessionRecord | undefined);
      if (s !== undefined && s.expiresAt <= now()) {
        deleteSession.run(token);
        sessions.delete(token);
        return undefined;
      }
      if (s !== undefined) remember(sessions, token, s);
      return s === undefined ? undefined : { ...s };
    },
    deleteSession(token: string): void {
      deleteSession.run(token);
      sessions.delete(token);
    },
    /** Deletes every expired session; returns how many. */
    purgeSessions(): number {
      sessions.clear();
      return deleteExpired.run(now()).changes;
    },
    getPref(userId: number, key: string): string | undefined {
      return (getPref.get(userId, key) as { value: string } | undefined)?.value;
    },
    setPref(userId: number, key: string, value: string): void {
      setPref.run(userId, key, value);
    },
  };
}
