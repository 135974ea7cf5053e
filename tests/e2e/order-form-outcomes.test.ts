import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { chooseKind, confirmDialog, field, fieldMessage, form, formReady, submit } from './order-form.helpers';
import { limitBody, placeOrder } from './order-bodies';
import { useTradeEnv } from './trade-env';
import { uniqueEmail } from './users';

/**
 * What the order form tells a trader about an order's outcome and reach, on a book the test
 * lays itself (issue 17 items 2-6): the market price offset judged by the best opposite price
 * (and by the gateway's trade-config rates), a post-only order the engine cancelled at once,
 * max buy / max sell / estimated fee under the inputs, auto-borrow's Available, auto-repay
 * taking only the sale's proceeds, and 33102 reported to error reporting.
 *
 * SEED_BOOKS=0 and SIM_RATE 0: BTC_USDT trades only through these users, so every figure is exact.
 */

const ADMIN = 'outcomes-admin';
const MARGIN_PATH = '/trade/en?symbol=BTC_USDT&type=margin';

interface Wallet { walletVO1: { availableBalance: string }; walletVO2: { availableBalance: string } }

describe('order form: outcomes and reach', () => {
  const env = useTradeEnv({ simRate: 0, adminToken: ADMIN, env: { SEED_BOOKS: '0' } });
  let page: Page;
  let trader: ApiClient;
  let maker: ApiClient;

  const toasts = () => page.locator('.toasts').textContent();
  const fact = (name: string) => form(page).getByTestId(name);
  const open = async (path = '/trade/en?symbol=BTC_USDT') => {
    await page.goto(env.url(path));
    await formReady(page);
  };
  const marginWallet = async () => {
    const a = await trader.get<Wallet>('/gw-api/asset-gateway/spot/balance/trade', { symbol: 'BTC_USDT', orderMode: 'iso_margin' });
    return { quote: a.data.walletVO1.availableBalance, base: a.data.walletVO2.availableBalance };
  };
  const usdtDebt = async () => Number((await trader.get<{ debtAll: string }>('/gw-api/leverage-borrowing/leverage/borrowing/loan/info', { symbol: 'BTC_USDT', coinType: 'USDT', isolated: 'true' })).data.debtAll);

  beforeAll(async () => {
    page = await env.openTrade({ viewport: { width: 1440, height: 900 } });
    const { email } = await env.signUp(page, 'outcomes');
    await env.setFlags(email, { kycLevel: 1, kycCountry: 'DE' }); // margin allowed, fees shown
    trader = await env.login(email);
    maker = new ApiClient(env.gw.url);
    const makerEmail = uniqueEmail('outcomes-maker');
    await maker.register(makerEmail);
    await maker.login(makerEmail);
    // a last price of 60,000, then one thin ask 10 % above it and nothing else on that side
    await placeOrder(maker, limitBody('sell', '60000', '0.001'));
    await placeOrder(trader, limitBody('buy', '60000', '0.001'));
    await placeOrder(maker, limitBody('sell', '66000', '0.0001'));
  });

  it('should warn of the market price offset by the best ask, for an order deeper than the book', async () => {
    await open();
    await chooseKind(page, 'Market');
    await field(page, 'Total').fill('5000'); // the whole ask side holds 6.6 USDT
    await form(page).getByRole('button', { name: 'Buy BTC', exact: true }).click();
    const text = await confirmDialog(page, 'Market price far from the latest price');
    expect(text).toContain('10.00% away from the latest price');
    await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Cancel' }).click();
    expect(await fieldMessage(page, 'Total')).toBeNull();

    // a near best ask in front of a deep far one: no warning, however far the order would walk
    await placeOrder(maker, limitBody('sell', '60100', '0.0001'));
    await placeOrder(maker, limitBody('sell', '70000', '0.1'));
    await open();
    await chooseKind(page, 'Market');
    await field(page, 'Total').fill('1000');
    await form(page).getByRole('button', { name: 'Buy BTC', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm order' });
    await confirm.waitFor();
    expect(await page.getByRole('dialog', { name: 'Market price far from the latest price' }).count()).toBe(0);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
  });

  it('should move a market buy\'s max buy with the best ask, with nothing typed', async () => {
    await open();
    await chooseKind(page, 'Market');
    const maxBuy = async () => Number(await fact('max-buy').getAttribute('data-value'));
    await expect.poll(maxBuy).toBeGreaterThan(0);
    const atBestAsk = await maxBuy(); // at the 60,100 ask
    // a new best ask at half the price: the estimate follows within its half-second pace
    const cheap = await placeOrder(maker, limitBody('sell', '30050', '0.001'));
    await expect.poll(maxBuy, { timeout: 5_000 }).toBeCloseTo(2 * atBestAsk, 2);
    await maker.signedPost('/gw-api/order/spot/cancel', { orderId: cheap, reqSource: 2, orderModeCode: 'normal_order', planType: null });
    await expect.poll(maxBuy, { timeout: 5_000 }).toBe(atBestAsk);
  });

  it('should confirm by the rates and maximum the gateway\'s trade config names', async () => {
    await page.route('**/gw-api/ds/trade-config', async (route) => {
      const real = await (await route.fetch()).json();
      await route.fulfill({ json: { ...real, data: { ...real.data, marketOffsetRate: '0.001', maxTriggerOrders: 5 } } });
    });
    try {
      await open();
      await chooseKind(page, 'Market');
      await field(page, 'Total').fill('1000');
      await form(page).getByRole('button', { name: 'Buy BTC', exact: true }).click();
      // the best ask 60,100 is 0.16 % from 60,000: over this config's 0.1 %
      expect(await confirmDialog(page, 'Market price far from the latest price')).toContain('0.16% away');
      await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Cancel' }).click();
      await chooseKind(page, 'Trigger Order');
      const reminder = page.getByRole('dialog', { name: 'Trigger order risk reminder' });
      await reminder.waitFor();
      expect(await reminder.textContent()).toContain('at most 5 open trigger orders');
      await reminder.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await page.unroute('**/gw-api/ds/trade-config');
    }
  });

  it('should say that a post-only order which would have taken was cancelled, not placed', async () => {
    await open();
    await chooseKind(page, 'Advanced Limit'); // post-only first
    await field(page, 'Price').fill('60100'); // the best ask: it would take
    await field(page, 'Amount').fill('0.0001');
    const placed = await submit(page, 'Buy BTC', ['Confirm order']);
    expect(placed.body).toMatchObject({ type: 'limit_maker' });
    expect(placed.answer).toMatchObject({ success: true, data: { state: 'CANCELLED' } });
    await expect.poll(toasts).toContain('Post-only order cancelled: at this price it would have taken liquidity from the book');
    expect(await toasts()).not.toContain('Order placed');
    expect(await field(page, 'Price').inputValue()).toBe('60100'); // kept for another price
  });

  it('should show max buy, max sell and the estimated fee under the inputs, following what is typed', async () => {
    await open();
    await field(page, 'Price').fill('50000');
    await field(page, 'Amount').fill('0.01');
    await expect.poll(() => fact('fee-buy').getAttribute('data-value')).toBe('1.250000'); // 0.25 % taker x 500 USDT
    const maxAt50k = await fact('max-buy').getAttribute('data-value');
    expect(Number(maxAt50k)).toBeGreaterThan(1.9); // about 99,940 USDT / (50,000 x 1.0025)
    await form(page).getByRole('button', { name: '100 percent of available' }).click();
    expect(await field(page, 'Amount').inputValue()).toBe(maxAt50k); // max buy is what 100 % fills
    await field(page, 'Price').fill('25000');
    await expect.poll(async () => Number(await fact('max-buy').getAttribute('data-value'))).toBeCloseTo(2 * Number(maxAt50k), 4);
    expect(await fact('max-buy').textContent()).toMatch(/^Max buy\d+\.\d{6} BTC$/);
    expect(await fact('fee-buy').textContent()).toMatch(/^Est\. fee\d+\.\d{6} USDT$/);

    await form(page).getByRole('tab', { name: 'Sell', exact: true }).click();
    const base = (await fact('available-sell').getAttribute('data-value'))!;
    expect(await fact('max-sell').getAttribute('data-value')).toBe(Number(base).toFixed(6));
    await field(page, 'Price').fill('70000');
    await field(page, 'Amount').fill('0.1');
    await expect.poll(() => fact('fee-sell').getAttribute('data-value')).toBe('17.500000');
  });

  it('should show in auto-borrow what can be spent with the borrowing, and place an order of all of it', async () => {
    const moved = await trader.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'USDT', amount: '1000', direction: 'in' });
    expect(moved.success, JSON.stringify(moved)).toBe(true);
    await open(MARGIN_PATH);
    await expect.poll(() => fact('available-buy').getAttribute('data-value')).toBe('1000.000000');
    await form(page).getByLabel('Buy margin mode').selectOption('autoBorrow');
    // marginRatio 10: (10 - 1) x 1,000 of net assets may be borrowed
    await expect.poll(() => fact('available-buy').getAttribute('data-value')).toBe('10000.000000');
    expect(await fact('available-buy').textContent()).toBe('Available10000.000000 USDT');
    expect(await fact('borrowable-buy').textContent()).toBe('Includes 9000.000000 USDT to borrow');
    await field(page, 'Price').fill('50000');
    await form(page).getByRole('button', { name: '100 percent of available' }).click();
    const amount = await field(page, 'Amount').inputValue();
    expect(amount).toBe(await fact('max-buy').getAttribute('data-value'));
    expect(Number(await field(page, 'Total').inputValue())).toBeGreaterThan(9990);
    const placed = await submit(page, 'Buy BTC', ['Confirm order']);
    expect(placed.answer.success, JSON.stringify(placed.answer)).toBe(true); // the engine lends what the form offered
    expect(await usdtDebt()).toBeGreaterThan(8990);
    const cancelled = await trader.signedPost('/gw-api/order/spot/cancel', { orderId: placed.answer.data!.orderId, reqSource: 2, orderModeCode: 'lever_order', planType: 0 });
    expect(cancelled.success, JSON.stringify(cancelled)).toBe(true);
  });

  it('should repay from an auto-repay sale\'s proceeds only, leaving the USDT the account held', async () => {
    if ((await usdtDebt()) < 100) {
      // on its own (the auto-borrow case did not leave its debt): USDT collateral and a loan
      await trader.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'USDT', amount: '1000', direction: 'in' });
      const loan = await trader.signedPost('/gw-api/leverage-borrowing/leverage/borrowing/loan', { requestNo: `r${Date.now()}`.padEnd(16, 'x').slice(0, 16), symbol: 'BTC_USDT', amount: '3000', coinId: 3, isolated: true, timestamp: Date.now() });
      expect(loan.success, JSON.stringify(loan)).toBe(true);
    }
    const moved = await trader.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'BTC', amount: '0.02', direction: 'in' });
    expect(moved.success, JSON.stringify(moved)).toBe(true);
    await placeOrder(maker, limitBody('buy', '59000', '0.01'));
    const before = { wallet: await marginWallet(), debt: await usdtDebt() };
    expect(Number(before.wallet.quote)).toBeGreaterThan(before.debt); // the old rule would have cleared the debt
    await open(MARGIN_PATH);
    await chooseKind(page, 'Market');
    await form(page).getByRole('tab', { name: 'Sell', exact: true }).click();
    await form(page).getByLabel('Sell margin mode').selectOption('autoRepay');
    await field(page, 'Amount').fill('0.01');
    const placed = await submit(page, 'Sell BTC', ['Confirm order']);
    expect(placed.answer.success, JSON.stringify(placed.answer)).toBe(true);
    // 590 USDT less the 0.25 % taker fee went to the debt, and only that
    await expect.poll(usdtDebt, { timeout: 10_000 }).toBeLessThan(before.debt - 500);
    expect(before.debt - (await usdtDebt())).toBeCloseTo(588.525, 1);
    expect((await marginWallet()).quote).toBe(before.wallet.quote);
  });

  it('should report a 33102 refusal as a warning to error reporting', async () => {
    await open();
    const usdt = /\d+\.\d+/.exec((await fact('available-buy').textContent()) ?? '')![0];
    const moved = await trader.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'USDT', amount: usdt, direction: 'in' });
    expect(moved.success, JSON.stringify(moved)).toBe(true);
    const report = page.waitForRequest((r) => r.url().endsWith('/gw-api/monitor/client-report') && (r.postData() ?? '').includes('order.refused'), { timeout: 15_000 });
    await field(page, 'Price').fill('50000');
    await field(page, 'Amount').fill('0.01');
    const placed = await submit(page, 'Buy BTC', ['Confirm order']);
    expect(placed.answer.code).toBe(33102);
    await page.getByRole('dialog', { name: 'Unable to place the order' }).waitFor();
    const sent = JSON.parse((await report).postData()!) as { reports: { level: string; event: string; detail: Record<string, unknown> }[] };
    expect(sent.reports.find((r) => r.event === 'order.refused')).toMatchObject({ level: 'warning', detail: { code: 33102, symbol: 'BTC_USDT', kind: 'limit_buy', mode: 'spot' } });
  });
});

