import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SqliteStore, openStore } from './sqlite';
import { T0, newUser } from './test-fixtures';

describe('users, sessions and prefs', () => {
  let store: SqliteStore;
  let clock = T0;
  beforeEach(() => {
    clock = T0;
    store = openStore(':memory:', { now: () => clock });
  });
  afterEach(() => store.close());

  it('should create users with increasing ids and find them by id and by email in any case', () => {
    const a = store.createUser(newUser('alice@example.com'));
    const b = store.createUser({ ...newUser('bob@example.com'), copper: true, kycCountry: 'DE', feeClass: 'A' });
    expect(b).toBeGreaterThan(a);
    expect(store.userById(a)).toEqual({ ...newUser('alice@example.com'), userId: a });
    expect(store.userByEmail('BOB@Example.com')).toEqual({
      ...newUser('bob@example.com'), userId: b, copper: true, kycCountry: 'DE', feeClass: 'A',
    });
    expect(store.userById(999)).toBeUndefined();
    expect(store.userByEmail('nobody@example.com')).toBeUndefined();
    expect(store.userIds()).toEqual([a, b]);
  });

  it('should refuse a second account with the same email', () => {
    store.createUser(newUser('alice@example.com'));
    expect(() => store.createUser(newUser('Alice@example.com'))).toThrow(/UNIQUE/);
  });

  it('should update only the flags given, and only for that user', () => {
    const a = store.createUser(newUser('alice@example.com'));
    const b = store.createUser(newUser('bob@example.com'));
    store.updateUserFlags(a, { isSubAccount: true, delegationType: 2, kycLevel: 2, userRateType: 1 });
    store.updateUserFlags(a, { deduction: true, ipCountry: 'SG' });
    expect(store.userById(a)).toMatchObject({
      isSubAccount: true, delegationType: 2, kycLevel: 2, userRateType: 1, deduction: true, ipCountry: 'SG',
      copper: false, feeClass: 'B', kycCountry: '',
    });
    expect(store.userById(b)).toEqual({ ...newUser('bob@example.com'), userId: b });
  });

  it('should answer a session until it expires, then forget it', () => {
    const s = { token: 't1', userId: 1, accessSalt: 'salt', expiresAt: T0 + 1_000 };
    store.createSession(s);
    expect(store.session('t1')).toEqual(s);
    clock = T0 + 999;
    expect(store.session('t1')).toEqual(s);
    clock = T0 + 1_000;
    expect(store.session('t1')).toBeUndefined();
    clock = T0;
    expect(store.session('t1')).toBeUndefined();
  });

  it('should delete a session on logout, even one read (and cached) before', () => {
    store.createSession({ token: 't1', userId: 1, accessSalt: 's', expiresAt: T0 + 1_000 });
    store.createSession({ token: 't2', userId: 1, accessSalt: 's', expiresAt: T0 + 1_000 });
    expect(store.session('t1')).toBeDefined();
    store.deleteSession('t1');
    expect(store.session('t1')).toBeUndefined();
    expect(store.session('t2')).toBeDefined();
  });

  it('should answer updated flags after a read, and copies that callers cannot corrupt', () => {
    const id = store.createUser(newUser('carol@example.com'));
    const first = store.userById(id)!;
    first.kycLevel = 9; // a caller mutating its copy must not change what others read
    store.updateUserFlags(id, { kycLevel: 2, kycCountry: 'FR' });
    expect(store.userById(id)).toMatchObject({ kycLevel: 2, kycCountry: 'FR' });
    const s = store.session('none');
    expect(s).toBeUndefined();
  });

  it('should keep preferences per user and key, last write wins', () => {
    store.setPref(1, 'CANCEL_ALL', '1');
    store.setPref(1, 'CANCEL_ALL', '0');
    store.setPref(2, 'CANCEL_ALL', '1');
    expect(store.getPref(1, 'CANCEL_ALL')).toBe('0');
    expect(store.getPref(2, 'CANCEL_ALL')).toBe('1');
    expect(store.getPref(3, 'CANCEL_ALL')).toBeUndefined();
    expect(store.getPref(1, 'other')).toBeUndefined();
  });
});
