import { describe, expect, it } from 'vitest';
import { MAX_OPEN_TRIGGER_ORDERS, MAX_PRICE as ENGINE_MAX_PRICE } from '../../../server/engine/codes';
import { FEE_CLASS_RATES, THRESHOLD_CONFIG } from '../../../server/market/refdata-content';
import { DEDUCTION_DISCOUNT } from '../../../server/routes/fees';
import * as C from './constants';

describe('section 9 constants', () => {
  it.each<[string, unknown, unknown]>([
    ['MAX_PRICE', C.MAX_PRICE, '9999999999999999'],
    ['DEFAULT_PRECISION', C.DEFAULT_PRECISION, 8],
    ['INPUT_DEFAULT_PRECISION', C.INPUT_DEFAULT_PRECISION, 6],
    ['UNLIMITED_PRECISION', C.UNLIMITED_PRECISION, -1],
    ['PERCENT_MAX', C.PERCENT_MAX, 100],
    ['PERCENT_DECIMALS', C.PERCENT_DECIMALS, 2],
    ['REGEX_MODE_DEFAULT_DECIMALS', C.REGEX_MODE_DEFAULT_DECIMALS, 2],
    ['DEFAULT_FEE_RATES.A', C.DEFAULT_FEE_RATES.A, { maker: '0.001', taker: '0.001' }],
    ['DEFAULT_FEE_RATES.B', C.DEFAULT_FEE_RATES.B, { maker: '0.0025', taker: '0.0025' }],
    ['DEFAULT_FEE_RATES.C', C.DEFAULT_FEE_RATES.C, { maker: '0.004', taker: '0.004' }],
    ['DEFAULT_FEE_RATES.D', C.DEFAULT_FEE_RATES.D, { maker: '0.006', taker: '0.006' }],
    ['FEE_DISCOUNT_PERCENT', C.FEE_DISCOUNT_PERCENT, 25],
    ['THRESHOLD_RATE', C.THRESHOLD_RATE, '0.05'],
    ['MARKET_OFFSET_RATE', C.MARKET_OFFSET_RATE, '0.1'],
    ['MAX_TRIGGER_ORDERS', C.MAX_TRIGGER_ORDERS, 20],
    ['SLIDER_MIN', C.SLIDER_MIN, 0],
    ['SLIDER_MAX', C.SLIDER_MAX, 100],
    ['SLIDER_MARKS', C.SLIDER_MARKS, [0, 25, 50, 75, 100]],
    ['FEE_SWITCH_TIP_MS', C.FEE_SWITCH_TIP_MS, 5000],
    ['CONFIRM_DIALOG_WIDTH', C.CONFIRM_DIALOG_WIDTH, 588],
    ['SUCCESS_CALLBACK_DELAY_MS', C.SUCCESS_CALLBACK_DELAY_MS, 500],
    ['TOTAL_DISPLAY_DECIMALS', C.TOTAL_DISPLAY_DECIMALS, 2],
    ['BORROW_INFO_DEBOUNCE_MS', C.BORROW_INFO_DEBOUNCE_MS, 500],
    ['BORROW_MAX_DISPLAY_DECIMALS', C.BORROW_MAX_DISPLAY_DECIMALS, 8],
    ['REQ_SOURCE', C.REQ_SOURCE, 2],
    ['REQ_NO_RANDOM_LENGTH', C.REQ_NO_RANDOM_LENGTH, 8],
    ['LOAN_REQUEST_NO_LENGTH', C.LOAN_REQUEST_NO_LENGTH, 16],
    ['PLAN_TYPE', C.PLAN_TYPE, { plain: 0, stopLimit: 1, trigger: 2 }],
    ['TRADE_SIDE', C.TRADE_SIDE, { rises: 1, falls: 2 }],
    ['MARKET_AMOUNT_TYPE', C.MARKET_AMOUNT_TYPE, { total: 1, size: 2 }],
    ['ORDER_MODE_CODE', C.ORDER_MODE_CODE, { spot: 'normal_order', margin: 'lever_order' }],
  ])('should hold %s', (_name, value, want) => {
    expect(value).toEqual(want);
  });
});

describe('trade-config rules', () => {
  it('should read the gateway\'s figures', () => {
    expect(C.tradeRulesOf({ thresholdRate: '0.03', marketOffsetRate: '0.15', maxTriggerOrders: 30, feeWhitelistCountries: [] })).toEqual({ thresholdRate: '0.03', marketOffsetRate: '0.15', maxTriggerOrders: 30 });
    expect(C.tradeRulesOf({ thresholdRate: 0.04 }).thresholdRate).toBe('0.04');
  });

  it('should keep the spec\'s value for a missing or unusable field', () => {
    expect(C.tradeRulesOf(null)).toEqual(C.DEFAULT_TRADE_RULES);
    expect(C.tradeRulesOf({ thresholdRate: '-1', marketOffsetRate: 'x', maxTriggerOrders: 0 })).toEqual({ thresholdRate: '0.05', marketOffsetRate: '0.1', maxTriggerOrders: 20 });
    expect(C.tradeRulesOf({ marketOffsetRate: 1e-7, maxTriggerOrders: 2.5 })).toEqual(C.DEFAULT_TRADE_RULES);
  });

  it('should default to what the gateway serves', () => {
    expect(C.DEFAULT_TRADE_RULES).toEqual(THRESHOLD_CONFIG);
  });
});

describe('agreement with the gateway', () => {
  it('should share the maximum price and trigger-order count with the engine', () => {
    expect(C.MAX_PRICE).toBe(ENGINE_MAX_PRICE);
    expect(C.MAX_TRIGGER_ORDERS).toBe(MAX_OPEN_TRIGGER_ORDERS);
  });

  it('should share the fee classes with the reference data', () => {
    expect(C.DEFAULT_FEE_RATES).toEqual(FEE_CLASS_RATES);
  });

  it('should tip the same discount the gateway applies', () => {
    expect(100 - Number(DEDUCTION_DISCOUNT) * 100).toBe(C.FEE_DISCOUNT_PERCENT);
  });
});
