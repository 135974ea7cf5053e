import { describe, expect, it } from 'vitest';
import { Code } from '../../../server/engine/codes';
import { PLACED_CODES, refusalOf, type Refusal, type RefusalContext } from './error-codes';
import { PAIR } from './order-form.fixture';

const LIMIT_BUY: RefusalContext = { draft: { kind: 'limit', child: 'limit', side: 'buy' } };
const MARKET_SELL: RefusalContext = { draft: { kind: 'market', child: 'limit', side: 'sell' } };
const TRIGGER_MARKET_BUY: RefusalContext = { draft: { kind: 'trigger', child: 'market', side: 'buy' } };
const TRIGGER_SELL: RefusalContext = { draft: { kind: 'trigger', child: 'limit', side: 'sell' }, pair: PAIR };

const field = (f: string, messageKey: string, params: Record<string, string> = {}): Refusal => ({ kind: 'field', field: f, messageKey, params }) as Refusal;

describe('refusalOf', () => {
  it.each<[number, string, RefusalContext, Refusal]>([
    [-6, 'not logged in', LIMIT_BUY, { kind: 'login' }],
    [33102, 'USDT balance is insufficient', LIMIT_BUY, { kind: 'dialog', dialog: 'balanceNotEnough', level: 'warning', messageKey: 'dialog.balanceNotEnough' }],
    [33133, 'at most 20 open trigger orders', TRIGGER_SELL, { kind: 'dialog', dialog: 'triggerCountOverMax', level: 'error', messageKey: 'dialog.triggerCountOverMax' }],
    [33122, 'not offered in your region', LIMIT_BUY, { kind: 'dialog', dialog: 'symbolLimit', level: 'error', messageKey: 'dialog.symbolLimit' }],
    [33124, 'amount is below the minimum of BTC_USDT', LIMIT_BUY, field('amount', 'e_33124')],
    [33124, 'amount is below the minimum of BTC_USDT', TRIGGER_SELL, field('amount', 'validation.lessThanAmount', { min: '0.00001', unit: 'BTC' })],
    [33124, 'amount is below the minimum of BTC_USDT', { draft: TRIGGER_SELL.draft }, field('amount', 'e_33124')],
    [33125, 'price is below the minimum price of BTC_USDT', LIMIT_BUY, field('price', 'e_33125')],
    [33126, 'total is below the minimum amount of BTC_USDT', LIMIT_BUY, field('total', 'e_33126')],
    [33127, 'total is below the minimum amount of BTC_USDT', TRIGGER_MARKET_BUY, field('total', 'e_33127')],
    [33129, 'amount is below the minimum of BTC_USDT', MARKET_SELL, field('amount', 'e_33129')],
    [33128, 'no opposite orders to match a market order', MARKET_SELL, field('amount', 'e_33128')],
    [33128, 'no opposite orders to match a market order', TRIGGER_MARKET_BUY, field('total', 'e_33128')],
    [33130, 'a market buy is entered as a total (notional), not a size', TRIGGER_MARKET_BUY, field('total', 'e_33130')],
    [33117, 'tradePrice exceeds 9999999999999999', LIMIT_BUY, field('price', 'e_33117')],
    [33118, 'tradePrice has more than 2 decimals', LIMIT_BUY, field('price', 'e_33118')],
    [33117, 'triggerPrice exceeds 9999999999999999', TRIGGER_SELL, field('triggerPrice', 'e_33117')],
    [33117, 'trigger price must be greater than 0', TRIGGER_SELL, field('triggerPrice', 'e_33117')],
    [33118, 'has more than 2 decimals', TRIGGER_MARKET_BUY, field('triggerPrice', 'e_33118')],
    [30001, 'tradeAmount has more than 6 decimals', LIMIT_BUY, { kind: 'shared', code: 30001, messageKey: 'e_30001' }],
    [30032, 'identity verification required', LIMIT_BUY, { kind: 'shared', code: 30032, messageKey: 'e_30032' }],
  ])('should show code %i (%s) as expected', (code, msg, ctx, want) => {
    expect(refusalOf(code, msg, ctx)).toEqual(want);
  });

  it('should place every section-8 code, all of them known to the gateway', () => {
    const gateway = new Set<number>(Object.values(Code));
    expect(PLACED_CODES.filter((c) => !gateway.has(c))).toEqual([]);
    expect(PLACED_CODES.filter((c) => refusalOf(c, '', LIMIT_BUY).kind === 'shared')).toEqual([]);
  });
});
