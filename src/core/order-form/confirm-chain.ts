/**
 * The confirmation chain of spec order-placement section 4, run after validation passes: the
 * dialogs to show, in order, for an order and the trader's preferences. The form shows them one
 * after the other and sends only when every one is confirmed; cancelling any sends nothing.
 *
 *   (a) price-direction tip  a limit trigger order whose order price is at or below (buy) / at
 *                            or above (sell) its trigger price; no preference skips it;
 *   (b) threshold confirm    a plain limit-priced order (limit, post-only, IOC) more than 5 %
 *                            above (buy) / below (sell) the last price; "don't show again";
 *   (c) market price offset  a plain market order whose best opposite price (best ask for a
 *                            buy, best bid for a sell) is 10 % or more from the last price,
 *                            however deep the order: the dialog says the system may cancel
 *                            what it cannot fill;
 *   (d) order confirm        unless the trader turned it off for this order kind.
 *
 * The 5 % and 10 % are the gateway's (trade-config, `rules`); the spec's values stand in until
 * they load. The risk reminder is not part of the submit chain: it shows when trigger or
 * stop-limit is chosen (riskReminderOnChoice).
 */
import { formatUnits } from '../units';
import { DEFAULT_TRADE_RULES, type TradeRules } from './constants';
import { cmp, div, floorAt, ratio, readExact, readUnits, sub, ZERO, type Ratio } from './exact';
import { precisionsOf, type OrderDraft, type OrderKind, type PairRules } from './types';

export type DialogKind = 'priceDirection' | 'threshold' | 'marketOffset' | 'orderConfirm';

export interface Dialog {
  kind: DialogKind;
  /** Key in the 'order' namespace. */
  messageKey: string;
  params: Record<string, string>;
  /** The preference its "don't show again" box sets, when it has one. */
  dontShowAgain?: 'skipThreshold';
}

export interface ConfirmInput {
  draft: OrderDraft;
  pair: Pick<PairRules, 'pricePrecision' | 'countPrecision'>;
  /** The pair's last price (symbol info `c`), a decimal string; '' when there is none yet. */
  lastPrice: string;
  /** Plain market orders: the best opposite price in ticks (NaN: that side of the book is empty). */
  marketPrice?: number;
  /** The gateway's confirm figures (trade-config); the spec's until loaded. */
  rules?: Pick<TradeRules, 'thresholdRate' | 'marketOffsetRate'>;
}

export interface ConfirmPrefs {
  /** "Don't show again" of the threshold confirm. */
  skipThreshold: boolean;
  /** Order confirm per order kind; false turns it off, missing means on. */
  orderConfirm: Partial<Record<OrderKind, boolean>>;
}

/** |price - last| / last as a percent with two decimals, rounded down ('6.00'). */
function percentAway(price: number, last: number): string {
  return formatUnits(Number(floorAt(div(ratio(Math.abs(price - last), 0), ratio(last, 0)), 4)), 2);
}

/** The dialogs to show before sending `input.draft`, in order; empty sends at once. */
export function confirmChain(input: ConfirmInput, prefs: ConfirmPrefs): Dialog[] {
  const { draft } = input;
  const rules = input.rules ?? DEFAULT_TRADE_RULES;
  const threshold = readExact(rules.thresholdRate) ?? readExact(DEFAULT_TRADE_RULES.thresholdRate)!;
  const offset = readExact(rules.marketOffsetRate) ?? readExact(DEFAULT_TRADE_RULES.marketOffsetRate)!;
  const pp = precisionsOf(input.pair).price;
  const price = readUnits(draft.price, pp);
  const last = readUnits(input.lastPrice, pp);
  const buy = draft.side === 'buy';
  const out: Dialog[] = [];

  if (draft.kind === 'trigger' && draft.child === 'limit') {
    const trigger = readUnits(draft.triggerPrice, pp);
    if (price !== null && trigger !== null && (buy ? price <= trigger : price >= trigger)) {
      out.push({ kind: 'priceDirection', messageKey: buy ? 'confirm.priceDirectionBuy' : 'confirm.priceDirectionSell', params: {} });
    }
  }

  const plainLimit = draft.kind === 'limit' || draft.kind === 'limit_maker' || draft.kind === 'ioc';
  if (plainLimit && !prefs.skipThreshold && price !== null && last !== null && last > 0) {
    // Signed distance in the direction that costs the trader: up for a buy, down for a sell.
    const away = div(buy ? sub(ratio(price, 0), ratio(last, 0)) : sub(ratio(last, 0), ratio(price, 0)), ratio(last, 0));
    if (cmp(away, threshold) > 0) {
      out.push({
        kind: 'threshold',
        messageKey: buy ? 'confirm.thresholdHigher' : 'confirm.thresholdLower',
        params: { n: percentAway(price, last) },
        dontShowAgain: 'skipThreshold',
      });
    }
  }

  const figure = input.marketPrice;
  if (draft.kind === 'market' && figure !== undefined && figure > 0 && last !== null && last > 0 && offsetReached(figure, last, offset)) {
    out.push({ kind: 'marketOffset', messageKey: 'confirm.marketOffset', params: { n: percentAway(figure, last) } });
  }

  if (prefs.orderConfirm[draft.kind] !== false) out.push({ kind: 'orderConfirm', messageKey: 'confirm.orderTitle', params: {} });
  return out;
}

/** |best - last| / last at or above `rate` ("10 percent or more"), exactly. */
function offsetReached(best: number, last: number, rate: Ratio): boolean {
  const away = div(ratio(Math.abs(best - last), 0), ratio(last, 0));
  return cmp(away, rate) >= 0 && cmp(away, ZERO) > 0;
}

/** True when choosing `kind` shows the trigger-order risk reminder (trigger or stop-limit, not yet acknowledged). */
export function riskReminderOnChoice(kind: OrderKind, acknowledged: boolean): boolean {
  return (kind === 'trigger' || kind === 'stop_limit') && !acknowledged;
}

/**
 * The trigger-order risk reminder's text and its figure: at most `maxTriggerOrders` open
 * trigger orders (the gateway's trade config; the spec's 20, MAX_TRIGGER_ORDERS, until it answers).
 */
export function riskReminder(maxTriggerOrders: number): { messageKey: 'confirm.riskReminder'; params: { max: string } } {
  return { messageKey: 'confirm.riskReminder', params: { max: String(maxTriggerOrders) } };
}
