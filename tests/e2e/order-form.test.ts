import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseKind, closeSession, confirmDialog, field, findOrder, form, formReady, lastPrice, openSession, priceAt, REQ_NO, submit, type Session } from './order-form.helpers';
import { tracked } from './page-probes';

/**
 * The order form against the live gateway, one test per order kind: a user who signed up in
 * the browser places it through the form, passing the dialogs it raises, and the gateway holds
 * the order with exactly the payload's values (spec order-placement section 7).
 */
describe('order form: order kinds', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => closeSession(s));

  it('should place a limit buy with the exact payload and clear the form', async () => {
    const last = await s.fresh();
    const price = priceAt(last, 0.96);
    await field(s.page, 'Price').fill(price.typed);
    await field(s.page, 'Amount').fill('0.0123');
    expect(await field(s.page, 'Total').inputValue()).not.toBe('');
    const placed = await submit(s.page, 'Buy BTC', ['Confirm order']);
    expect(placed.answer.success, JSON.stringify(placed.answer)).toBe(true);
    expect(placed.body).toMatchObject({ reqSource: 2, symbol: 'BTC_USDT', side: 'buy', orderModeCode: 'normal_order', subOrderModeCode: 'normal_order', type: 'limit', tradePrice: price.sent, tradeAmount: '0.0123' });
    expect(placed.body.reqNo).toMatch(REQ_NO('buy'));
    expect(Object.keys(placed.body).sort()).toEqual(['orderModeCode', 'reqNo', 'reqSource', 'side', 'subOrderModeCode', 'symbol', 'timestamp', 'tradeAmount', 'tradePrice', 'type']);
    const row = await findOrder(s.client, placed.answer.data!.orderId);
    expect(row).toMatchObject({ type: 'limit', side: 'buy', price: price.typed, size: '0.012300', planType: 0, state: 'SUCCESS' });
    await expect.poll(() => s.page.getByText('Order placed').count()).toBeGreaterThan(0);
    expect([await field(s.page, 'Price').inputValue(), await field(s.page, 'Amount').inputValue(), await field(s.page, 'Total').inputValue()]).toEqual(['', '', '']);
  });

  it('should place a market buy by total', async () => {
    await s.fresh();
    await chooseKind(s.page, 'Market');
    expect(await field(s.page, 'Amount').count()).toBe(0); // a market buy is entered as a total only
    await field(s.page, 'Total').fill('100');
    const placed = await submit(s.page, 'Buy BTC', ['Confirm order']);
    expect(placed.answer.success, JSON.stringify(placed.answer)).toBe(true);
    expect(placed.body).toMatchObject({ type: 'market', side: 'buy', notional: '100', marketAmountType: 1 });
    expect(placed.body).not.toHaveProperty('size');
    const row = await findOrder(s.client, placed.answer.data!.orderId);
    expect(row).toMatchObject({ type: 'market', side: 'buy', notional: '100.000000', marketAmountType: 1 });
  });

  it('should place a market sell by amount', async () => {
    await s.fresh();
    await chooseKind(s.page, 'Market');
    await form(s.page).getByRole('tab', { name: 'Sell', exact: true }).click();
    expect(await field(s.page, 'Total').count()).toBe(0);
    await field(s.page, 'Amount').fill('0.002');
    const placed = await submit(s.page, 'Sell BTC', ['Confirm order']);
    expect(placed.answer.success, JSON.stringify(placed.answer)).toBe(true);
    expect(placed.body).toMatchObject({ type: 'market', side: 'sell', size: '0.002', marketAmountType: 2 });
    expect(placed.body.reqNo).toMatch(REQ_NO('sell'));
    const row = await findOrder(s.client, placed.answer.data!.orderId);
    expect(row).toMatchObject({ type: 'market', side: 'sell', size: '0.002000', marketAmountType: 2 });
  });

  it('should show the risk reminder once, then place a trigger limit buy through the price-direction tip', async () => {
    const last = await s.fresh();
    await chooseKind(s.page, 'Trigger Order');
    const reminder = await confirmDialog(s.page, 'Trigger order risk reminder');
    expect(reminder).toContain('at most 20 open trigger orders');
    await expect.poll(async () => (await s.client.get<{ ifHasMark: boolean }>('/gw-api/content/web/entrustPlanUserMark/ifHasMark')).data.ifHasMark).toBe(true);
    const trigger = priceAt(last, 1.05);
    const price = priceAt(last, 1.04); // a buy at or below its trigger price: the tip asks first
    await field(s.page, 'Trigger Price').fill(trigger.typed);
    await field(s.page, 'Price').fill(price.typed);
    await field(s.page, 'Amount').fill('0.001');
    const placed = await submit(s.page, 'Buy BTC', ['Check the order price', 'Confirm order']);
    expect(placed.answer.success, JSON.stringify(placed.answer)).toBe(true);
    expect(placed.body).toMatchObject({ type: 'limit', planType: 2, triggerPrice: trigger.sent, tradePrice: price.sent, tradeAmount: '0.001', tradeSide: 1 });
    const row = await findOrder(s.client, placed.answer.data!.orderId);
    expect(row).toMatchObject({ tradeType: 'spot_trigger', planType: 2, type: 'limit', triggerPrice: trigger.typed, price: price.typed, size: '0.001000', tradeSide: 1 });
  });

  it('should place a trigger market sell without the reminder again', async () => {
    const last = await s.fresh();
    await chooseKind(s.page, 'Trigger Order');
    await form(s.page).getByRole('radio', { name: 'Market order' }).check();
    await form(s.page).getByRole('tab', { name: 'Sell', exact: true }).click();
    const trigger = priceAt(last, 0.95);
    await field(s.page, 'Trigger Price').fill(trigger.typed);
    await field(s.page, 'Amount').fill('0.003');
    expect(await s.page.getByRole('dialog', { name: 'Trigger order risk reminder' }).isVisible()).toBe(false);
    const placed = await submit(s.page, 'Sell BTC', ['Confirm order']);
    expect(placed.answer.success, JSON.stringify(placed.answer)).toBe(true);
    expect(placed.body).toMatchObject({ type: 'market', planType: 2, triggerPrice: trigger.sent, size: '0.003', marketAmountType: 2, tradeSide: 2 });
    const row = await findOrder(s.client, placed.answer.data!.orderId);
    expect(row).toMatchObject({ tradeType: 'spot_trigger', planType: 2, type: 'market', side: 'sell', triggerPrice: trigger.typed, size: '0.003000', tradeSide: 2 });
  });

  it('should place a stop-limit sell', async () => {
    const last = await s.fresh();
    await chooseKind(s.page, 'Stop-Limit');
    await form(s.page).getByRole('tab', { name: 'Sell', exact: true }).click();
    const trigger = priceAt(last, 0.94);
    const price = priceAt(last, 0.93);
    await field(s.page, 'Trigger Price').fill(trigger.typed);
    await field(s.page, 'Price').fill(price.typed);
    await field(s.page, 'Amount').fill('0.004');
    const placed = await submit(s.page, 'Sell BTC', ['Confirm order']);
    expect(placed.answer.success, JSON.stringify(placed.answer)).toBe(true);
    expect(placed.body).toMatchObject({ type: 'limit', planType: 1, triggerPrice: trigger.sent, tradePrice: price.sent, tradeAmount: '0.004', tradeSide: 2 });
    const row = await findOrder(s.client, placed.answer.data!.orderId);
    expect(row).toMatchObject({ tradeType: 'spot_stop', planType: 1, type: 'limit', side: 'sell', triggerPrice: trigger.typed, price: price.typed, size: '0.004000' });
  });

  it.each([
    ['Post-Only', 'limit_maker', 'SUCCESS'],
    ['IOC', 'ioc', 'CANCELLED'],
  ] as const)('should place a %s buy', async (tab, type, state) => {
    const last = await s.fresh();
    await chooseKind(s.page, 'Advanced Limit');
    await form(s.page).getByRole('tab', { name: tab, exact: true }).click();
    const price = priceAt(last, 0.97); // below the book: post-only rests, IOC finds nothing and is cancelled
    await field(s.page, 'Price').fill(price.typed);
    await field(s.page, 'Amount').fill('0.005');
    const placed = await submit(s.page, 'Buy BTC', ['Confirm order']);
    expect(placed.answer.success, JSON.stringify(placed.answer)).toBe(true);
    expect(placed.body).toMatchObject({ type, side: 'buy', tradePrice: price.sent, tradeAmount: '0.005' });
    expect(placed.body).not.toHaveProperty('planType');
    const row = await findOrder(s.client, placed.answer.data!.orderId);
    expect(row).toMatchObject({ type, side: 'buy', price: price.typed, size: '0.005000', state });
  });

  it('should stop a margin order without identity verification, then place an auto-borrow margin buy', async () => {
    await s.page.goto(`${s.trade}&type=margin`);
    await formReady(s.page);
    const last = await lastPrice(s.client);
    const price = priceAt(last, 0.96);
    await field(s.page, 'Price').fill(price.typed);
    await field(s.page, 'Amount').fill('0.05');
    const before = (await tracked(s.page)).length;
    let sent = 0;
    const count = (r: { url(): string }) => void (r.url().endsWith('/order/spot/submit') && sent++);
    s.page.on('request', count);
    await form(s.page).getByRole('button', { name: 'Buy BTC', exact: true }).click();
    const kyc = s.page.getByRole('dialog', { name: 'Identity verification required' });
    await expect.poll(() => kyc.isVisible()).toBe(true);
    expect((await tracked(s.page)).slice(before).map((e) => [e.event, e.params.result])).toEqual([['margin/kyc/country_failed', 'kyc']]);
    expect(sent).toBe(0);
    s.page.off('request', count);
    await s.page.keyboard.press('Escape');

    await s.setFlags({ kycLevel: 2 });
    const moved = await s.client.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'USDT', amount: '1000', direction: 'in' });
    expect(moved.success, JSON.stringify(moved)).toBe(true);
    await s.page.reload();
    await formReady(s.page);
    await expect.poll(() => s.page.getByTestId('available-buy').textContent()).toContain('1000.000000 USDT');
    await form(s.page).getByLabel('Buy margin mode').selectOption('autoBorrow');
    await field(s.page, 'Price').fill(price.typed);
    await field(s.page, 'Amount').fill('0.05'); // about 2900 USDT: more than the 1000 held, the rest borrowed
    const placed = await submit(s.page, 'Buy BTC', ['Confirm order']);
    expect(placed.answer.success, JSON.stringify(placed.answer)).toBe(true);
    expect(placed.body).toMatchObject({ orderModeCode: 'lever_order', subOrderModeCode: 'borrow', type: 'limit', side: 'buy', tradePrice: price.sent, tradeAmount: '0.05' });
    const row = await findOrder(s.client, placed.answer.data!.orderId, 'iso_margin');
    expect(row).toMatchObject({ type: 'limit', side: 'buy', price: price.typed, size: '0.050000', subMode: 'borrow' });
  });

  it('should repay a margin borrow from an auto-repay sell', async () => {
    await s.setFlags({ kycLevel: 2 });
    const collateral = await s.client.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'USDT', amount: '500', direction: 'in' });
    expect(collateral.success, JSON.stringify(collateral)).toBe(true);
    const loan = async () => (await s.client.get<{ debtAll: string }>('/gw-api/leverage-borrowing/leverage/borrowing/loan/info', { symbol: 'BTC_USDT', coinType: 'USDT', isolated: 'true' })).data!;
    const borrowed = await s.client.signedPost('/gw-api/leverage-borrowing/leverage/borrowing/loan', { requestNo: `r${Date.now()}`.padEnd(16, 'x').slice(0, 16), symbol: 'BTC_USDT', amount: '200', coinId: 3, isolated: true, timestamp: Date.now() });
    expect(borrowed.success, JSON.stringify(borrowed)).toBe(true);
    const moved = await s.client.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'BTC', amount: '0.02', direction: 'in' });
    expect(moved.success, JSON.stringify(moved)).toBe(true);
    const debtBefore = Number((await loan()).debtAll);
    expect(debtBefore).toBeGreaterThan(200);

    await s.page.goto(`${s.trade}&type=margin`);
    await formReady(s.page);
    await chooseKind(s.page, 'Market');
    await form(s.page).getByRole('tab', { name: 'Sell', exact: true }).click();
    await form(s.page).getByLabel('Sell margin mode').selectOption('autoRepay');
    await field(s.page, 'Amount').fill('0.01');
    const placed = await submit(s.page, 'Sell BTC', ['Confirm order']);
    expect(placed.answer.success, JSON.stringify(placed.answer)).toBe(true);
    expect(placed.body, JSON.stringify(placed.body)).toMatchObject({ orderModeCode: 'lever_order', subOrderModeCode: 'repay', type: 'market', side: 'sell', size: '0.01', marketAmountType: 2 });
    // the sale's USDT went to the debt: about 0.01 BTC at the last price, less the fee
    await expect.poll(async () => Number((await loan()).debtAll), { timeout: 10_000 }).toBeLessThan(debtBefore - 100);
  });
});

