/**
 * Error codes the gateway answers with. The 331xx codes and -6 are the specs' catalogue
 * (order-placement section 8, order-panel section 8); the 300xx codes are ours, for failures
 * the specs do not name. Messages are English; the client translates by key e_{code}.
 */
export const Code = {
  OK: 0,
  NOT_LOGGED_IN: -6,
  BALANCE_NOT_ENOUGH: 33102,
  PRICE_OUT_OF_RANGE: 33117, // above the maximum price, or not a positive number of ticks
  PRICE_PRECISION: 33118, // more decimals than the pair's price precision
  SYMBOL_LIMIT: 33122, // trading of the pair is not provided in the user's country or region
  AMOUNT_BELOW_MIN_COUNT: 33124,
  PRICE_BELOW_MIN: 33125,
  TOTAL_BELOW_MIN_AMOUNT: 33126,
  MARKET_TOTAL_BELOW_MIN: 33127,
  MARKET_NO_LIQUIDITY: 33128, // market order with no opposite liquidity at all
  MARKET_COUNT_BELOW_MIN: 33129,
  MARKET_INVALID: 33130, // market order amount form invalid (e.g. buy by size)
  TRIGGER_COUNT_OVER_MAX: 33133,
  MARKET_UPDATE_INVALID: 33148, // amend of a market-type plan order with an invalid amount
  PARAM_INVALID: 30001,
  ORDER_NOT_FOUND: 30002,
  ORDER_NOT_OPEN: 30003,
  SYMBOL_NOT_FOUND: 30004,
  MARGIN_NOT_SUPPORTED: 30005,
  BORROW_OVER_MAX: 30010,
  BORROW_BELOW_MIN: 30011,
  REPAY_OVER_DEBT: 30012,
  REPAY_OVER_AVAILABLE: 30013,
  REPAY_BELOW_MIN: 30014,
  TRANSFER_OVER_AVAILABLE: 30015,
  TRANSFER_BLOCKED_BY_RISK: 30016,
  SIGNATURE_INVALID: 30020,
  TIMESTAMP_EXPIRED: 30021,
  REPLAYED: 30022,
  RATE_LIMITED: 30023,
  AUTH_FAILED: 30030,
  EMAIL_TAKEN: 30031,
  FORBIDDEN: 30032,
  FEE_DEDUCTION_REFUSED: 30040,
  SYMBOL_NOT_OPEN: 30041, // pre-launch countdown
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

/** Maximum price of the specs (order-placement section 9), in whole quote units. */
export const MAX_PRICE = '9999999999999999';
/** At most this many open trigger orders (planType 2) per user. */
export const MAX_OPEN_TRIGGER_ORDERS = 20;
