/**
 * Where a refused submit is shown (spec order-placement section 8; codes in
 * server/engine/codes.ts, answers in docs/api-trading.md): on a form field, as a dialog, as a
 * redirect to login, or through the shared handler. Messages are 'order' namespace keys:
 * e_{code} for the gateway's codes, the validation keys where the spec reuses a client text.
 */
import { isPlan, isPriced, marketEntry, type Field, type OrderDraft, type PairRules } from './types';

export type RefusalDialog = 'balanceNotEnough' | 'triggerCountOverMax' | 'symbolLimit';

export type Refusal =
  | { kind: 'field'; field: Field; messageKey: string; params: Record<string, string> }
  /** 33102 is reported as a warning, the other dialogs as errors. */
  | { kind: 'dialog'; dialog: RefusalDialog; level: 'warning' | 'error'; messageKey: string }
  | { kind: 'login' }
  /** Any other code: the shared handler (which may retry) shows e_{code}. */
  | { kind: 'shared'; code: number; messageKey: string };

export interface RefusalContext {
  draft: Pick<OrderDraft, 'kind' | 'child' | 'side'>;
  /** For the trigger low-amount message's minimum; without it e_33124 is shown. */
  pair?: Pick<PairRules, 'coinName' | 'minBuyCount' | 'minSellCount'>;
}

/** The section-8 codes this module places; everything else is 'shared'. */
export const PLACED_CODES: readonly number[] = [-6, 33102, 33117, 33118, 33122, 33124, 33125, 33126, 33127, 33128, 33129, 33130, 33133];

const field = (f: Field, code: number, params: Record<string, string> = {}, key = `e_${code}`): Refusal => ({ kind: 'field', field: f, messageKey: key, params });

/**
 * The price codes name the field that failed in the gateway's message ('triggerPrice exceeds
 * …', 'tradePrice has more than 2 decimals'); a market plan order has only a trigger price.
 */
function priceField(msg: string, draft: RefusalContext['draft']): Field {
  if (/trigger\s*price/i.test(msg)) return 'triggerPrice';
  return isPriced(draft) ? 'price' : 'triggerPrice';
}

/** Maps a refused submit's code (and message) to where and how it is shown. */
export function refusalOf(code: number, msg: string, ctx: RefusalContext): Refusal {
  const { draft } = ctx;
  switch (code) {
    case -6:
      return { kind: 'login' };
    case 33102:
      return { kind: 'dialog', dialog: 'balanceNotEnough', level: 'warning', messageKey: 'dialog.balanceNotEnough' };
    case 33133:
      return { kind: 'dialog', dialog: 'triggerCountOverMax', level: 'error', messageKey: 'dialog.triggerCountOverMax' };
    case 33122:
      return { kind: 'dialog', dialog: 'symbolLimit', level: 'error', messageKey: 'dialog.symbolLimit' };
    case 33124: {
      // Trigger-based orders show the low-amount text with the pair's minimum.
      if (isPlan(draft.kind) && ctx.pair !== undefined) {
        const min = draft.side === 'buy' ? ctx.pair.minBuyCount : ctx.pair.minSellCount;
        return field('amount', code, { min, unit: ctx.pair.coinName }, 'validation.lessThanAmount');
      }
      return field('amount', code);
    }
    case 33117:
    case 33118:
      return field(priceField(msg, draft), code);
    case 33125:
      return field('price', code);
    case 33126:
    case 33127:
      return field('total', code);
    case 33129:
      return field('amount', code);
    case 33128:
    case 33130:
      // no liquidity / wrong amount form of a market order: on the field the order is entered in
      return field(marketEntry(draft.side), code);
    default:
      return { kind: 'shared', code, messageKey: `e_${code}` };
  }
}
