import { describe, expect, it } from 'vitest';
import type { Dialog } from '../../core/order-form/confirm-chain';
import { draft, PAIR, RATES } from '../../core/order-form/order-form.fixture';
import type { OrderDraft } from '../../core/order-form/types';
import { confirmPrefs, type Prefs } from './prefs';
import { runSubmit, type SubmitDeps, type SubmitInput } from './submit-flow';

interface Log { tracked: [string, Record<string, string>][]; asked: Dialog['kind'][]; saved: [string, boolean][]; sent: unknown[]; margin: number; reported: unknown[][] }

function setup(d: OrderDraft, over: { prefs?: Prefs; answers?: boolean[]; dontShow?: boolean; margin?: 'ok' | 'kyc'; answer?: { success: boolean; code: number; msg: string; state?: string }; marketPrice?: number; mode?: 'spot' | 'margin'; rules?: SubmitInput['rules'] } = {}) {
  const log: Log = { tracked: [], asked: [], saved: [], sent: [], margin: 0, reported: [] };
  const answers = [...(over.answers ?? [])];
  const prefs = over.prefs ?? {};
  const input: SubmitInput = { draft: d, pair: PAIR, rates: RATES, available: '100000.000000', mode: over.mode ?? 'spot', subMode: 'normal', prefs, confirmPrefs: confirmPrefs(prefs), rules: over.rules };
  const deps: SubmitDeps = {
    track: (e, p) => void log.tracked.push([e, p]),
    marketPrice: async () => over.marketPrice,
    lastPrice: () => '60000.00',
    checkMargin: async () => { log.margin++; return over.margin ?? 'ok'; },
    ask: async (dialog) => { log.asked.push(dialog.kind); return { ok: answers.shift() ?? true, dontShowAgain: over.dontShow ?? false }; },
    savePref: (k, v) => void log.saved.push([k, v]),
    send: async (payload) => { log.sent.push(payload); const { state, ...a } = over.answer ?? { success: true, code: 0, msg: 'success' }; return { ...a, data: a.success ? { orderId: 7, orderIdStr: '7', state } : null }; },
    now: () => 1772452800000,
    random: () => 0,
    reportWarning: (...args) => void log.reported.push(args),
  };
  return { log, run: () => runSubmit(input, deps) };
}

const limitBuy = draft({ price: '60000', amount: '0.01' });

describe('submit flow', () => {
  it('should send the section 7 payload after the order confirm', async () => {
    const { log, run } = setup(limitBuy);
    const out = await run();
    expect(out.kind).toBe('placed');
    expect(log.asked).toEqual(['orderConfirm']);
    expect(log.sent).toEqual([{ reqSource: 2, symbol: 'BTC_USDT', reqNo: 'EB1772452800000AAAAAAAA', side: 'buy', timestamp: 1772452800000, orderModeCode: 'normal_order', subOrderModeCode: 'normal_order', type: 'limit', tradePrice: '60000', tradeAmount: '0.01' }]);
  });

  it('should track each failed rule as FE_param_failed and send nothing', async () => {
    const { log, run } = setup(draft({ kind: 'trigger', child: 'limit', amount: '0.000001' }));
    const out = await run();
    expect(out.kind).toBe('invalid');
    expect(log.tracked).toEqual([
      ['FE_param_failed', { reason: 'null_trigger_price', field: 'triggerPrice', kind: 'trigger_order_buy_limit' }],
      ['FE_param_failed', { reason: 'null_price', field: 'price', kind: 'trigger_order_buy_limit' }],
      ['FE_param_failed', { reason: 'less_than_amount', field: 'amount', kind: 'trigger_order_buy_limit' }],
    ]);
    expect(log.sent).toEqual([]);
  });

  it('should show the threshold confirm before the order confirm and save "don\'t show again"', async () => {
    const { log, run } = setup(draft({ price: '63600', amount: '0.01' }), { dontShow: true });
    await run();
    expect(log.asked).toEqual(['threshold', 'orderConfirm']);
    expect(log.saved).toEqual([['THRESHOLD_CONFIRM', false], ['ORDER_CONFIRM_LIMIT', false]]);
  });

  it('should stop at a cancelled dialog without sending', async () => {
    const { log, run } = setup(draft({ price: '63600', amount: '0.01' }), { answers: [false] });
    expect(await run()).toEqual({ kind: 'cancelled', at: 'threshold' });
    expect(log.sent).toEqual([]);
  });

  it('should warn on the market offset unless the preference is off, and refuse an unmatched book', async () => {
    const sell = draft({ kind: 'market', side: 'sell', amount: '0.5' });
    const on = setup(sell, { marketPrice: 5_400_000 });
    await on.run();
    expect(on.log.asked).toEqual(['marketOffset', 'orderConfirm']);
    const off = setup(sell, { marketPrice: 5_400_000, prefs: { MARKET_OFFSET_CONFIRM: false, ORDER_CONFIRM_MARKET: false } });
    await off.run();
    expect(off.log.asked).toEqual([]);
    expect(off.log.sent).toHaveLength(1);
    const empty = setup(sell, { marketPrice: NaN });
    expect((await empty.run()).kind).toBe('invalid');
    expect(empty.log.tracked[0][1].reason).toBe('price_too_high_or_low');
  });

  it('should confirm by the gateway\'s offset and threshold rates (trade-config)', async () => {
    const rules = { thresholdRate: '0.01', marketOffsetRate: '0.02', maxTriggerOrders: 20 };
    const market = setup(draft({ kind: 'market', side: 'sell', amount: '0.5' }), { marketPrice: 5_880_000, rules }); // best bid 2 % under 60,000
    await market.run();
    expect(market.log.asked).toEqual(['marketOffset', 'orderConfirm']);
    const limit = setup(draft({ price: '60700', amount: '0.01' }), { rules }); // 1.17 % above
    await limit.run();
    expect(limit.log.asked).toEqual(['threshold', 'orderConfirm']);
    expect(setup(draft({ price: '60700', amount: '0.01' })).log.asked).toEqual([]);
  });

  it('should run the margin check only for margin orders and send nothing when it fails', async () => {
    const spot = setup(limitBuy);
    await spot.run();
    expect(spot.log.margin).toBe(0);
    // before validation: an unverified trader's empty margin account would fail the balance rule every time
    const margin = setup(draft({}), { mode: 'margin', margin: 'kyc' });
    expect(await margin.run()).toEqual({ kind: 'blocked', reason: 'kyc' });
    expect([margin.log.margin, margin.log.tracked.length, margin.log.asked.length, margin.log.sent.length]).toEqual([1, 0, 0, 0]);
  });

  it('should map a refusal to where it is shown', async () => {
    const { run } = setup(limitBuy, { answer: { success: false, code: 33102, msg: 'balance not enough' } });
    const out = await run();
    expect(out.kind === 'refused' && out.refusal).toEqual({ kind: 'dialog', dialog: 'balanceNotEnough', level: 'warning', messageKey: 'dialog.balanceNotEnough' });
  });

  it('should tell a post-only order the engine cancelled at once from one placed', async () => {
    const post = draft({ kind: 'limit_maker', price: '60000', amount: '0.01' });
    const cancelled = setup(post, { answer: { success: true, code: 0, msg: 'success', state: 'CANCELLED' } });
    expect(await cancelled.run()).toMatchObject({ kind: 'postOnlyCancelled', orderId: '7' });
    const resting = setup(post, { answer: { success: true, code: 0, msg: 'success', state: 'SUCCESS' } });
    expect(await resting.run()).toMatchObject({ kind: 'placed', orderId: '7' });
    // an IOC that found nothing ends cancelled too, as IOC orders do: it was placed
    const ioc = setup(draft({ kind: 'ioc', price: '60000', amount: '0.01' }), { answer: { success: true, code: 0, msg: 'success', state: 'CANCELLED' } });
    expect((await ioc.run()).kind).toBe('placed');
  });

  it('should report 33102 as a warning to error reporting, and no other refusal', async () => {
    const poor = setup(limitBuy, { answer: { success: false, code: 33102, msg: 'USDT balance is insufficient' } });
    await poor.run();
    expect(poor.log.reported).toEqual([['order.refused', 'order refused 33102: USDT balance is insufficient', { code: 33102, symbol: 'BTC_USDT', kind: 'limit_buy', mode: 'spot' }]]);
    for (const code of [33133, 33122, 33124, 30001]) {
      const other = setup(limitBuy, { answer: { success: false, code, msg: 'no' } });
      await other.run();
      expect(other.log.reported).toEqual([]);
    }
  });
});
