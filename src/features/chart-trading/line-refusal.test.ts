import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Code } from '../../../server/engine/codes';
import { cancelOutcomeOf, failureText, NOT_OPEN_CODES, ORDER_WORDED_CODES, refusalReason } from './line-refusal';

const locales = join(__dirname, '../../../locales');
const text = (lng: string, ns: string, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], JSON.parse(readFileSync(join(locales, lng, `${ns}.json`), 'utf8')));

describe('cancelOutcomeOf', () => {
  it('should take a successful answer as done', () => {
    expect(cancelOutcomeOf({ success: true, code: 0 })).toEqual({ kind: 'done' });
  });

  it('should send a -6 answer (the session ended, or a visitor\'s call never sent) to login', () => {
    expect(cancelOutcomeOf({ success: false, code: -6 })).toEqual({ kind: 'login' });
  });

  it('should keep any other failure\'s code, a network failure\'s -1 too', () => {
    expect(cancelOutcomeOf({ success: false, code: 30003 })).toEqual({ kind: 'refused', code: 30003 });
    expect(cancelOutcomeOf({ success: false, code: -1 })).toEqual({ kind: 'refused', code: -1 });
  });
});

describe('refusalReason', () => {
  it('should word the gateway\'s unknown and closed order alike: no longer open', () => {
    expect(NOT_OPEN_CODES).toEqual([Code.ORDER_NOT_FOUND, Code.ORDER_NOT_OPEN]);
    for (const code of NOT_OPEN_CODES) expect(refusalReason(code)).toEqual({ ns: 'chartTrade', key: 'line.notOpen' });
  });

  it('should word the codes the order form words with the order form\'s text', () => {
    expect(refusalReason(Code.BALANCE_NOT_ENOUGH)).toEqual({ ns: 'order', key: 'e_33102' });
    expect(refusalReason(Code.PARAM_INVALID)).toEqual({ ns: 'order', key: 'e_30001' });
  });

  it('should have no words for a network failure, a signature refusal or a rate limit', () => {
    for (const code of [-1, Code.SIGNATURE_INVALID, Code.TIMESTAMP_EXPIRED, Code.RATE_LIMITED]) expect(refusalReason(code)).toBeNull();
  });
});

describe('failureText', () => {
  const lookup = (key: string) => `<${key}>`;

  it('should follow the head with the reason where the code has words', () => {
    expect(failureText(lookup, 'The order could not be cancelled', 30003)).toBe('The order could not be cancelled: <chartTrade:line.notOpen>');
    expect(failureText(lookup, 'The order could not be changed', 33102)).toBe('The order could not be changed: <order:e_33102>');
  });

  it('should show the head alone otherwise', () => {
    expect(failureText(lookup, 'The order could not be cancelled', -1)).toBe('The order could not be cancelled');
  });
});

describe('the reasons\' texts', () => {
  const lngs = ['ar', 'br', 'cn', 'de-DE', 'en', 'es', 'fr-FR', 'jp', 'kr', 'nl-NL', 'ru', 'tr', 'uk-UA', 'vn', 'zh-TW'];
  const keys = [...new Set([...NOT_OPEN_CODES, ...ORDER_WORDED_CODES].map((c) => refusalReason(c)!))];

  it.each(lngs)('should exist in %s, with the cancel\'s head', (lng) => {
    for (const k of [...keys, { ns: 'chartTrade', key: 'line.cancelFailed' }]) expect(typeof text(lng, k.ns, k.key), `${lng} ${k.ns}:${k.key}`).toBe('string');
  });
});
