/**
 * Business constants of the order-placement panel (spec order-placement section 9, plus the
 * figures sections 4, 5 and 7 state inline). Rates are decimal strings: the rules compare them
 * exactly (exact.ts), never as floats. The engine's copies (server/engine/codes.ts MAX_PRICE,
 * MAX_OPEN_TRIGGER_ORDERS) are held equal to these by constants.test.ts.
 */

/** Highest order or trigger price, in whole quote units. */
export const MAX_PRICE = '9999999999999999';

/** Rounding and precision used when the pair's precision is unknown (section 9). */
export const DEFAULT_PRECISION = 8;

/** Numeric input default precision; -1 means unlimited (section 5). */
export const INPUT_DEFAULT_PRECISION = 6;
export const UNLIMITED_PRECISION = -1;

/** Percent entry: at most 100, two decimals (section 5). */
export const PERCENT_MAX = 100;
export const PERCENT_DECIMALS = 2;

/** Regex-mode inputs accept this many decimals unless told otherwise (section 5). */
export const REGEX_MODE_DEFAULT_DECIMALS = 2;

/** Standard maker and taker rate of each fee class (section 9). */
export const DEFAULT_FEE_RATES = {
  A: { maker: '0.001', taker: '0.001' },
  B: { maker: '0.0025', taker: '0.0025' },
  C: { maker: '0.004', taker: '0.004' },
  D: { maker: '0.006', taker: '0.006' },
} as const;
export type FeeClass = keyof typeof DEFAULT_FEE_RATES;

/** The fee-discount tip's figure, in percent. */
export const FEE_DISCOUNT_PERCENT = 25;

/** A limit price more than this fraction away from the last price asks for confirmation. */
export const THRESHOLD_RATE = '0.05';
/** A market order whose best opposite price is this fraction or more from the last price asks first. */
export const MARKET_OFFSET_RATE = '0.1';
/** Open trigger orders a user may have. */
export const MAX_TRIGGER_ORDERS = 20;

/**
 * The confirm figures the gateway configures (GET /gw-api/ds/trade-config, the spec's "threshold
 * config" store action). The form reads them from there; the spec's values above stand in until
 * the answer arrives, or when a field is missing or not a number.
 */
export interface TradeRules {
  /** Decimal string, e.g. '0.05'. */
  thresholdRate: string;
  /** Decimal string, e.g. '0.1'. */
  marketOffsetRate: string;
  maxTriggerOrders: number;
}

export const DEFAULT_TRADE_RULES: TradeRules = { thresholdRate: THRESHOLD_RATE, marketOffsetRate: MARKET_OFFSET_RATE, maxTriggerOrders: MAX_TRIGGER_ORDERS };

const RATE = /^(0|[1-9]\d*)(\.\d+)?$/;

/** The rules of a trade-config answer, each field falling back to the spec's value when unusable. */
export function tradeRulesOf(answer: unknown): TradeRules {
  const a = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const rate = (v: unknown, fallback: string) => {
    const text = typeof v === 'number' ? String(v) : v;
    return typeof text === 'string' && RATE.test(text) ? text : fallback;
  };
  const max = a.maxTriggerOrders;
  return {
    thresholdRate: rate(a.thresholdRate, THRESHOLD_RATE),
    marketOffsetRate: rate(a.marketOffsetRate, MARKET_OFFSET_RATE),
    maxTriggerOrders: typeof max === 'number' && Number.isSafeInteger(max) && max > 0 ? max : MAX_TRIGGER_ORDERS,
  };
}

/** The amount slider: range and marks, in percent. */
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
export const SLIDER_MARKS: readonly number[] = [0, 25, 50, 75, 100];

/** How long the "pro users cannot switch fee deduction" tip stays (ms). */
export const FEE_SWITCH_TIP_MS = 5000;
/** Default width of the order confirm dialog (px). */
export const CONFIRM_DIALOG_WIDTH = 588;
/** Delay before the success callback runs after an order is placed (ms). */
export const SUCCESS_CALLBACK_DELAY_MS = 500;

/** Totals are displayed with this many decimals (prices with the pair's price precision). */
export const TOTAL_DISPLAY_DECIMALS = 2;

/** Borrow/repay dialog: info reload debounce (ms) and decimals of the max shown (section 4). */
export const BORROW_INFO_DEBOUNCE_MS = 500;
export const BORROW_MAX_DISPLAY_DECIMALS = 8;

/** Submit payload figures (section 7). */
export const REQ_SOURCE = 2;
export const REQ_NO_RANDOM_LENGTH = 8;
export const LOAN_REQUEST_NO_LENGTH = 16;
export const PLAN_TYPE = { plain: 0, stopLimit: 1, trigger: 2 } as const;
export const TRADE_SIDE = { rises: 1, falls: 2 } as const;
export const MARKET_AMOUNT_TYPE = { total: 1, size: 2 } as const;
export const ORDER_MODE_CODE = { spot: 'normal_order', margin: 'lever_order' } as const;
