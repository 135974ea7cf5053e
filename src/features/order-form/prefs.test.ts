import { describe, expect, it } from 'vitest';
import type { Dialog } from '../../core/order-form/confirm-chain';
import { confirmPrefs, dontShowPref, ORDER_CONFIRM_PREF, withOffsetPref } from './prefs';

const d = (kind: Dialog['kind']): Dialog => ({ kind, messageKey: '', params: {} });

describe('order form preferences', () => {
  it('should ask everything when nothing is loaded, and skip what the trader turned off', () => {
    expect(confirmPrefs({})).toEqual({ skipThreshold: false, orderConfirm: {} });
    expect(confirmPrefs({ THRESHOLD_CONFIRM: false, ORDER_CONFIRM_ADVANCED_LIMIT: false, ORDER_CONFIRM_MARKET: true })).toEqual({ skipThreshold: true, orderConfirm: { ioc: false } });
  });

  it.each([
    ['limit', 'ORDER_CONFIRM_LIMIT'],
    ['market', 'ORDER_CONFIRM_MARKET'],
    ['trigger', 'ORDER_CONFIRM_TRIGGER'],
    ['stop_limit', 'ORDER_CONFIRM_STOP_LIMIT'],
    ['ioc', 'ORDER_CONFIRM_ADVANCED_LIMIT'],
    ['limit_maker', 'ORDER_CONFIRM_LIMIT_MAKER'],
  ] as const)('should keep the order confirm of %s under %s', (kind, key) => {
    expect(ORDER_CONFIRM_PREF[kind]).toBe(key);
    expect(dontShowPref(d('orderConfirm'), kind)).toBe(key);
  });

  it('should name the threshold preference and none for the tips without one', () => {
    expect(dontShowPref(d('threshold'), 'limit')).toBe('THRESHOLD_CONFIRM');
    expect(dontShowPref(d('priceDirection'), 'trigger')).toBeNull();
    expect(dontShowPref(d('marketOffset'), 'market')).toBeNull();
  });

  it('should drop the market offset warning only when its preference is off', () => {
    const chain = [d('marketOffset'), d('orderConfirm')];
    expect(withOffsetPref(chain, {}).map((x) => x.kind)).toEqual(['marketOffset', 'orderConfirm']);
    expect(withOffsetPref(chain, { MARKET_OFFSET_CONFIRM: false }).map((x) => x.kind)).toEqual(['orderConfirm']);
  });
});
