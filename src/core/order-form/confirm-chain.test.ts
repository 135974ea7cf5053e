import { describe, expect, it } from 'vitest';
import { confirmChain, riskReminder, riskReminderOnChoice, type ConfirmPrefs } from './confirm-chain';
import { MAX_TRIGGER_ORDERS } from './constants';
import { draft, PAIR } from './order-form.fixture';
import type { OrderDraft, OrderKind } from './types';

const PREFS: ConfirmPrefs = { skipThreshold: false, orderConfirm: {} };
const LAST = '60000';

/** [case, draft, market price in ticks, preferences, dialogs as "kind:messageKey" (+ params)] */
const CASES: [string, Partial<OrderDraft>, number | undefined, ConfirmPrefs, (string | Record<string, string>)[]][] = [
  ['a limit buy at the last price', { price: '60000', amount: '0.01' }, undefined, PREFS, ['orderConfirm:confirm.orderTitle']],
  // (b) threshold: more than 5 % above (buy) / below (sell) the last price
  ['a limit buy 5 % above', { price: '63000', amount: '0.01' }, undefined, PREFS, ['orderConfirm:confirm.orderTitle']],
  ['a limit buy just over 5 % above', { price: '63000.01', amount: '0.01' }, undefined, PREFS, ['threshold:confirm.thresholdHigher', { n: '5.00' }, 'orderConfirm:confirm.orderTitle']],
  ['a limit buy 6 % above', { price: '63600', amount: '0.01' }, undefined, PREFS, ['threshold:confirm.thresholdHigher', { n: '6.00' }, 'orderConfirm:confirm.orderTitle']],
  ['a limit buy 10 % below', { price: '54000', amount: '0.01' }, undefined, PREFS, ['orderConfirm:confirm.orderTitle']],
  ['a limit sell 5 % below', { side: 'sell', price: '57000', amount: '0.01' }, undefined, PREFS, ['orderConfirm:confirm.orderTitle']],
  ['a limit sell 7.5 % below', { side: 'sell', price: '55500', amount: '0.01' }, undefined, PREFS, ['threshold:confirm.thresholdLower', { n: '7.50' }, 'orderConfirm:confirm.orderTitle']],
  ['a limit sell 20 % above', { side: 'sell', price: '72000', amount: '0.01' }, undefined, PREFS, ['orderConfirm:confirm.orderTitle']],
  ['a post-only buy 6 % above', { kind: 'limit_maker', price: '63600', amount: '0.01' }, undefined, PREFS, ['threshold:confirm.thresholdHigher', { n: '6.00' }, 'orderConfirm:confirm.orderTitle']],
  ['an IOC sell 6 % below', { kind: 'ioc', side: 'sell', price: '56400', amount: '0.01' }, undefined, PREFS, ['threshold:confirm.thresholdLower', { n: '6.00' }, 'orderConfirm:confirm.orderTitle']],
  ['a threshold the trader skipped', { price: '63600', amount: '0.01' }, undefined, { ...PREFS, skipThreshold: true }, ['orderConfirm:confirm.orderTitle']],
  ['a trigger limit far from the last price (no threshold)', { kind: 'trigger', price: '70000', triggerPrice: '69000', amount: '0.01' }, undefined, PREFS, ['orderConfirm:confirm.orderTitle']],
  // (a) price-direction tip of a limit trigger order
  ['a trigger buy priced at its trigger', { kind: 'trigger', price: '61000', triggerPrice: '61000', amount: '0.01' }, undefined, PREFS, ['priceDirection:confirm.priceDirectionBuy', 'orderConfirm:confirm.orderTitle']],
  ['a trigger buy priced below its trigger', { kind: 'trigger', price: '60500', triggerPrice: '61000', amount: '0.01' }, undefined, PREFS, ['priceDirection:confirm.priceDirectionBuy', 'orderConfirm:confirm.orderTitle']],
  ['a trigger buy priced above its trigger', { kind: 'trigger', price: '61000.01', triggerPrice: '61000', amount: '0.01' }, undefined, PREFS, ['orderConfirm:confirm.orderTitle']],
  ['a trigger sell priced at its trigger', { kind: 'trigger', side: 'sell', price: '59000', triggerPrice: '59000', amount: '0.01' }, undefined, PREFS, ['priceDirection:confirm.priceDirectionSell', 'orderConfirm:confirm.orderTitle']],
  ['a trigger sell priced below its trigger', { kind: 'trigger', side: 'sell', price: '58999.99', triggerPrice: '59000', amount: '0.01' }, undefined, PREFS, ['orderConfirm:confirm.orderTitle']],
  ['a trigger market order (no order price)', { kind: 'trigger', child: 'market', triggerPrice: '61000', total: '100' }, undefined, PREFS, ['orderConfirm:confirm.orderTitle']],
  ['a stop-limit buy priced at its trigger (only trigger orders tip)', { kind: 'stop_limit', price: '61000', triggerPrice: '61000', amount: '0.01' }, undefined, PREFS, ['orderConfirm:confirm.orderTitle']],
  // (c) market price offset: the best opposite price 10 % or more from the last price
  ['a market buy whose best ask is 10 % above', { kind: 'market', total: '100' }, 6600000, PREFS, ['marketOffset:confirm.marketOffset', { n: '10.00' }, 'orderConfirm:confirm.orderTitle']],
  ['a market buy whose best ask is 9.99 % above', { kind: 'market', total: '100' }, 6599999, PREFS, ['orderConfirm:confirm.orderTitle']],
  ['a market sell whose best bid is 12 % below', { kind: 'market', side: 'sell', amount: '1' }, 5280000, PREFS, ['marketOffset:confirm.marketOffset', { n: '12.00' }, 'orderConfirm:confirm.orderTitle']],
  ['a market order facing an empty side', { kind: 'market', total: '100' }, NaN, PREFS, ['orderConfirm:confirm.orderTitle']],
  ['a market order without a worker figure', { kind: 'market', total: '100' }, undefined, PREFS, ['orderConfirm:confirm.orderTitle']],
  // (d) order confirm per order kind
  ['a limit order with its confirm off', { price: '63600', amount: '0.01' }, undefined, { ...PREFS, orderConfirm: { limit: false } }, ['threshold:confirm.thresholdHigher', { n: '6.00' }]],
  ['a limit order with only the market confirm off', { price: '60000', amount: '0.01' }, undefined, { ...PREFS, orderConfirm: { market: false } }, ['orderConfirm:confirm.orderTitle']],
  ['a market order with its confirm off', { kind: 'market', total: '100' }, 6600000, { ...PREFS, orderConfirm: { market: false } }, ['marketOffset:confirm.marketOffset', { n: '10.00' }]],
  ['a trigger order with its confirm off', { kind: 'trigger', price: '61000', triggerPrice: '61000', amount: '0.01' }, undefined, { ...PREFS, orderConfirm: { trigger: false, limit: true } }, ['priceDirection:confirm.priceDirectionBuy']],
  ['everything off', { price: '60000', amount: '0.01' }, undefined, { skipThreshold: true, orderConfirm: { limit: false } }, []],
];

describe('confirmChain', () => {
  it.each(CASES)('should ask for %s', (_name, over, marketPrice, prefs, want) => {
    const got = confirmChain({ draft: draft(over), pair: PAIR, lastPrice: LAST, marketPrice }, prefs).flatMap((d) => [
      `${d.kind}:${d.messageKey}`,
      ...(Object.keys(d.params).length > 0 ? [d.params] : []),
    ]);
    expect(got).toEqual(want);
  });

  it('should offer "don\'t show again" on the threshold dialog only', () => {
    const dialogs = confirmChain({ draft: draft({ price: '63600', amount: '0.01' }), pair: PAIR, lastPrice: LAST }, PREFS);
    expect(dialogs.map((d) => d.dontShowAgain)).toEqual(['skipThreshold', undefined]);
  });

  it('should use the gateway\'s threshold and market offset rates when given', () => {
    const rules = { thresholdRate: '0.02', marketOffsetRate: '0.05' };
    const kinds = (over: Partial<OrderDraft>, marketPrice?: number) => confirmChain({ draft: draft(over), pair: PAIR, lastPrice: LAST, marketPrice, rules }, PREFS).map((d) => d.kind);
    expect(kinds({ price: '61500', amount: '0.01' })).toEqual(['threshold', 'orderConfirm']); // 2.5 % > 2 %
    expect(kinds({ price: '61200', amount: '0.01' })).toEqual(['orderConfirm']); // exactly 2 %
    expect(kinds({ kind: 'market', total: '100' }, 6_300_000)).toEqual(['marketOffset', 'orderConfirm']); // exactly 5 %
    expect(kinds({ kind: 'market', side: 'sell', amount: '1' }, 5_700_100)).toEqual(['orderConfirm']); // 4.99 %
  });

  it('should skip the threshold without a last price', () => {
    const dialogs = confirmChain({ draft: draft({ price: '63600', amount: '0.01' }), pair: PAIR, lastPrice: '' }, PREFS);
    expect(dialogs.map((d) => d.kind)).toEqual(['orderConfirm']);
  });
});

describe('riskReminderOnChoice', () => {
  it.each<[OrderKind, boolean, boolean]>([
    ['trigger', false, true],
    ['stop_limit', false, true],
    ['trigger', true, false],
    ['stop_limit', true, false],
    ['limit', false, false],
    ['market', false, false],
    ['limit_maker', false, false],
    ['ioc', false, false],
  ])('should remind on choosing %s (acknowledged %s): %s', (kind, ack, want) => {
    expect(riskReminderOnChoice(kind, ack)).toBe(want);
  });

  it('should say at most 20 trigger orders, or the gateway\'s maximum', () => {
    expect(riskReminder(MAX_TRIGGER_ORDERS)).toEqual({ messageKey: 'confirm.riskReminder', params: { max: '20' } });
    expect(riskReminder(30)).toEqual({ messageKey: 'confirm.riskReminder', params: { max: '30' } });
  });
});
