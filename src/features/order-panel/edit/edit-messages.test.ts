import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateEdit } from '../../../core/order-panel/edit-order';
import { ORDERS, PAIR, RATES } from '../../../core/order-panel/edit-order.fixture';
import { EDIT_RULE_KEYS, fieldMessageText, messageOfError, messageOfRefusal, ORDER_KEYS, textLookup } from './edit-messages';

const root = join(__dirname, '../../../../locales/en');
const lookup = (ns: string, key: string): unknown => {
  const file = join(root, `${ns}.json`);
  if (!existsSync(file)) return undefined;
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], JSON.parse(readFileSync(file, 'utf8')));
};

describe('messageOfError', () => {
  it('should look the filled-amount rule up in the edit namespace', () => {
    const [e] = validateEdit(ORDERS.limitSellPartly, { price: '61000', triggerPrice: '', amount: '0.005', total: '' }, { pair: PAIR, rates: RATES, wallet: { quote: '0', base: '0' } });
    expect(messageOfError(e)).toEqual({ ns: 'edit', key: 'amountNotAboveFilled', params: {} });
  });

  it('should look the order form\'s rules up in the order namespace with their params', () => {
    expect(messageOfError({ ns: 'order', messageKey: 'validation.lessThanAmount', params: { min: '0.00001', unit: 'BTC' } }))
      .toEqual({ ns: 'order', key: 'validation.lessThanAmount', params: { min: '0.00001', unit: 'BTC' } });
    expect(messageOfRefusal({ messageKey: 'e_33126', params: {} })).toEqual({ ns: 'order', key: 'e_33126', params: {} });
  });

  it('should look the update-only code 33148 up in the edit namespace', () => {
    expect(messageOfRefusal({ messageKey: 'e_33148', params: {} })).toEqual({ ns: 'edit', key: 'e_33148', params: {} });
  });
});

describe('fieldMessageText', () => {
  it('looks the key up in its namespace with its parameters', () => {
    const asked: unknown[] = [];
    const t = (key: string, params: Record<string, string>) => {
      asked.push([key, params]);
      return `text of ${key}`;
    };
    expect(fieldMessageText({ t } as never, { ns: 'order', key: 'validation.minAmount', params: { min: '0.1' } })).toBe('text of order:validation.minAmount');
    expect(asked).toEqual([['order:validation.minAmount', { min: '0.1' }]]);
  });
});

describe('textLookup', () => {
  it('should hand a run-time key to t as it is, with or without params', () => {
    const asked: unknown[] = [];
    const t = (...args: unknown[]) => {
      asked.push(args);
      return 'text';
    };
    const lookup = textLookup({ t } as never);
    expect(lookup('chartTrade:line.notOpen')).toBe('text');
    lookup('order:e_33102', { min: '1' });
    expect(asked).toEqual([['chartTrade:line.notOpen'], ['order:e_33102', { min: '1' }]]);
  });
});

describe('message keys', () => {
  it.each(EDIT_RULE_KEYS)('should have the edit key %s in locales/en/edit.json', (key) => {
    expect(typeof lookup('edit', key)).toBe('string');
  });

  it.each(ORDER_KEYS)('should have the order key %s in locales/en/order.json', (key) => {
    expect(typeof lookup('order', key), `locales/en/order.json: ${key}`).toBe('string');
  });
});
