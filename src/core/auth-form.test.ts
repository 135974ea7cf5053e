import { describe, expect, it } from 'vitest';
import { refusalOf, safeGoto, validateAuthForm } from './auth-form';

const good = { email: 'alice@example.com', password: 'correct horse', confirm: 'correct horse' };

describe('validateAuthForm', () => {
  it('should accept a well-formed login and register form', () => {
    expect(validateAuthForm('login', { ...good, confirm: '' })).toEqual({});
    expect(validateAuthForm('register', good)).toEqual({});
    expect(validateAuthForm('login', { ...good, email: '  Alice@Example.COM ' })).toEqual({});
  });

  it('should require an email of the right shape', () => {
    expect(validateAuthForm('login', { ...good, email: ' ' }).email).toEqual({ key: 'emailRequired' });
    for (const email of ['alice', 'alice@', '@example.com', 'alice@example', 'al ice@example.com', 'a@b@c.com', `${'a'.repeat(250)}@x.io`]) {
      expect(validateAuthForm('login', { ...good, email }).email, email).toEqual({ key: 'emailInvalid' });
    }
  });

  it('should require a password of 8 to 128 characters', () => {
    const err = { key: 'passwordLength', params: { min: 8, max: 128 } };
    expect(validateAuthForm('login', { ...good, password: '1234567' }).password).toEqual(err);
    expect(validateAuthForm('login', { ...good, password: '12345678' }).password).toBeUndefined();
    expect(validateAuthForm('login', { ...good, password: 'x'.repeat(128) }).password).toBeUndefined();
    expect(validateAuthForm('login', { ...good, password: 'x'.repeat(129) }).password).toEqual(err);
  });

  it('should check the confirmation on register only', () => {
    expect(validateAuthForm('register', { ...good, confirm: 'correct horsE' })).toEqual({ confirm: { key: 'confirmMismatch' } });
    expect(validateAuthForm('login', { ...good, confirm: 'other' })).toEqual({});
  });
});

describe('refusalOf', () => {
  it('should map the gateway codes to messages and fields', () => {
    expect(refusalOf(30030, 'email or password is wrong', null)).toEqual({ message: { key: 'wrongCredentials' } });
    expect(refusalOf(30031, 'this email is already registered', null)).toEqual({ field: 'email', message: { key: 'emailTaken' } });
    expect(refusalOf(30001, 'password must be at least 8 characters', null).field).toBe('password');
    expect(refusalOf(30001, 'email: not a valid email address', null).field).toBe('email');
    expect(refusalOf(-1, 'TypeError: failed to fetch', null)).toEqual({ message: { key: 'failed' } });
  });

  it('should show the wait of too many failed logins in whole minutes, rounded up', () => {
    expect(refusalOf(30023, 'too many failed logins, retry in 900 s', 900).message).toEqual({ key: 'tooMany', params: { minutes: 15 } });
    expect(refusalOf(30023, 'too many failed logins, retry in 61 s', null).message.params).toEqual({ minutes: 2 });
    expect(refusalOf(30023, '', 5).message.params).toEqual({ minutes: 1 });
  });
});

describe('safeGoto', () => {
  it('should keep a same-origin path with its query', () => {
    expect(safeGoto('/trade/en?symbol=ETH_USDT', 'de-DE')).toBe('/trade/en?symbol=ETH_USDT');
    expect(safeGoto('/', 'en')).toBe('/');
  });

  it('should refuse absolute, protocol-relative and disguised URLs', () => {
    for (const goto of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', 'trade/en', ' /trade/en']) {
      expect(safeGoto(goto, 'fr-FR'), String(goto)).toBe('/trade/fr-FR?symbol=BTC_USDT');
    }
  });
});
