import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { limitBody, marketBody, placeOrder } from './order-bodies';
import { bookOf, tracked, until } from './page-probes';
import { useTradeEnv } from './trade-env';
import {
  countSubmits, openPopup, popupOrder, popupSubmit, priceChart, quickEntry, quickPanel, quickSide, toastLog, toastsOf, withDisplay,
} from './chart-trading.helpers';

/**
 * Trading on the chart (issue 24), the checks before an order, against the live gateway in
 * Chromium, acting by accessible names: each validation message of the trade page spec's
 * section 5 for its input in the quick market panel and the limit popup (and nothing sent),
 * the inputs' precision, the order-confirm preference both ways, the margin identity and
 * country check before a margin order from the chart, and a visitor sent to login from the
 * limit popup. The flows (lines, drags, markers) are in chart-trading.test.ts.
 *
 * BTC_USDT: price precision 2, count precision 6, minimum count 0.00001 BTC, minimum total
 * 5 USDT; a new user holds 100,000 USDT and 2 BTC. SIM_RATE 0: the book stands still.
 */

const VIEWPORT = { width: 1440, height: 900 };
const ADMIN_TOKEN = 'chart-checks-admin';
const MIN_COUNT = 'The amount is below the minimum (minimum 0.00001 BTC)';
const LESS_TOTAL = 'The total must be at least 5 USDT';
const BALANCE = 'Insufficient balance';
const CONFIRM = 'Confirm order';

describe('trading on the chart: the checks before an order', () => {
  const env = useTradeEnv({ simRate: 0, adminToken: ADMIN_TOKEN });
  let page: Page;
  let email: string;
  let api: ApiClient;
  let submits: { readonly count: number };
  /** GET /user/preferences calls the page started and finished (the confirm preferences). */
  const prefLoads = { started: 0, done: 0 };

  async function openChart(p: Page, query: Record<string, string> = {}, symbol = 'BTC_USDT'): Promise<void> {
    await p.goto(env.tradeUrl({ symbol, query }));
    await until(() => bookOf(p), (v) => v.info.synced && v.info.symbol === symbol && v.bids.length > 5 && v.asks.length > 5, 'the book');
    await priceChart(p).locator('.ct-layer').waitFor({ timeout: 20_000 });
    await quickPanel(p).waitFor();
  }

  /** Clicks `side` in the quick panel and answers the one toast it raised; nothing may be sent. */
  async function refusedQuick(side: 'Buy' | 'Sell'): Promise<string> {
    const sent = submits.count;
    const shown = await toastsOf(page, () => quickSide(page, side).click());
    expect(submits.count).toBe(sent);
    return shown.join(' | ');
  }

  /** The FE_param_failed reasons the chart tracked since `from` events. */
  const chartFailures = async (from: number) => (await tracked(page)).slice(from).filter((e) => e.event === 'FE_param_failed' && e.params.source === 'chart').map((e) => `${String(e.params.kind)}:${String(e.params.reason)}`);

  beforeAll(async () => {
    page = await env.newPage(VIEWPORT);
    await withDisplay(page);
    await page.goto(env.tradeUrl({}));
    ({ email } = await env.signUp(page, 'chart-checks'));
    api = await env.login(email);
    // a small market buy gives the pair a last price (the limit popup's side follows it)
    await placeOrder(api, marketBody('buy', { notional: '10', marketAmountType: 1 }));
    submits = countSubmits(page);
    const isPrefLoad = (r: { url(): string; method(): string }) => r.method() === 'GET' && r.url().includes('/gw-api/user/preferences');
    page.on('request', (r) => void (isPrefLoad(r) && prefLoads.started++));
    page.on('requestfinished', (r) => void (isPrefLoad(r) && prefLoads.done++));
    page.on('requestfailed', (r) => void (isPrefLoad(r) && prefLoads.done++));
    await openChart(page);
    // the wallet is in: the estimated maximum of a buy by total is the USDT balance
    await until(() => page.getByTestId('quick-max-buy').textContent(), (t) => /^\d/.test(t ?? ''), 'the quick panel\'s balance');
  });

  it('should show the quick panel\'s message for an empty and a zero total, one under the minimum and one above the balance, sending nothing', async () => {
    const from = (await tracked(page)).length;
    const total = await quickEntry(page, 'total');
    await total.fill('');
    expect(await refusedQuick('Buy')).toBe(MIN_COUNT);
    await total.fill('0');
    expect(await refusedQuick('Buy')).toBe(MIN_COUNT);
    await total.fill('5.01'); // 5.01 x (1 - the larger fee rate) is under 5 USDT
    expect(await refusedQuick('Buy')).toBe(LESS_TOTAL);
    await total.fill('100001'); // the user holds 100,000 USDT less the first buy
    expect(await refusedQuick('Buy')).toBe(BALANCE);
    // the failures are tracked with their reasons
    expect(await chartFailures(from)).toEqual(['market:e_33124', 'market:e_33124', 'market:lessTotal', 'market:balanceNotEnough']);
  });

  it('should check a quick sell by amount: under the minimum total and above the BTC balance', async () => {
    const amount = await quickEntry(page, 'amount');
    await amount.fill('0.00005'); // ~3 USDT at the best bid
    expect(await refusedQuick('Sell')).toBe(LESS_TOTAL);
    await amount.fill('3'); // the user holds 2 BTC and the first buy's
    expect(await refusedQuick('Sell')).toBe(BALANCE);
    await amount.fill('0');
    expect(await refusedQuick('Sell')).toBe(MIN_COUNT);
    // a buy by amount is checked by its total at the best ask
    await amount.fill('0.00001');
    expect(await refusedQuick('Buy')).toBe(LESS_TOTAL);
  });

  it('should keep the quick panel\'s input to the pair\'s count or total precision, rounding down', async () => {
    const amount = await quickEntry(page, 'amount');
    await amount.fill('');
    await amount.pressSequentially('0.1234567');
    expect(await amount.inputValue()).toBe('0.123456');
    const total = await quickEntry(page, 'total');
    expect(await total.inputValue()).toBe(''); // the toggle empties the entry
    await total.pressSequentially('10.129');
    expect(await total.inputValue()).toBe('10.12');
    // 25 % of the USDT balance, rounded down to 2 decimals
    const max = Number((await page.getByTestId('quick-max-buy').textContent())!.split(' ')[0]);
    await quickPanel(page).getByRole('button', { name: '25% of the USDT balance' }).click();
    expect(await total.inputValue()).toBe((Math.floor(max * 25) / 100).toFixed(2));
    await total.fill('');
  });

  it('should show the limit popup\'s message for an empty and a zero amount, one under the minimum total and one above the balance, sending nothing', async () => {
    const from = (await tracked(page)).length;
    const { popup, price } = await openPopup(page);
    const amount = await popupOrder(popup, price);
    const submit = popupSubmit(popup, price);
    const refused = async () => {
      const sent = submits.count;
      const shown = await toastsOf(page, () => submit.click());
      expect(submits.count).toBe(sent);
      return shown.join(' | ');
    };
    expect(await refused()).toBe('Enter an amount');
    await amount.fill('0');
    expect(await refused()).toBe('Enter an amount');
    await amount.fill('0.00001'); // ~0.6 USDT
    expect(await refused()).toBe(LESS_TOTAL);
    await amount.fill('99'); // more BTC than held, and more USDT than held at any price in view
    expect(await refused()).toBe(BALANCE);
    expect(await chartFailures(from)).toEqual(['limit:nullAmountNew', 'limit:nullAmountNew', 'limit:lessTotal', 'limit:balanceNotEnough']);
    // the amount keeps the pair's count precision; closing the popup resets it
    await amount.fill('');
    await amount.pressSequentially('0.0012345678');
    expect(await amount.inputValue()).toBe('0.001234');
    await popup.getByRole('button', { name: 'Close' }).click();
    const again = await openPopup(page);
    expect(await (await popupOrder(again.popup, again.price)).inputValue()).toBe('');
    await again.popup.getByRole('button', { name: 'Close' }).click();
  });

  it('should stop a margin order from the chart until the identity and country check passes, then place it', async () => {
    const marginQuery = { type: 'margin' };
    await env.setFlags(email, { kycLevel: 0 }); // as a new user (a retry starts over)
    await openChart(page, marginQuery);
    const kyc = page.getByRole('dialog', { name: 'Identity verification required' });
    const from = (await tracked(page)).length;
    // a new user has no verified identity: the dialog, not the margin account's (empty) balance
    const total = await quickEntry(page, 'total');
    await total.fill('10');
    expect(await refusedQuick('Buy')).toBe('Margin trading needs identity verification first');
    await kyc.waitFor();
    expect(await kyc.getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe('/kyc/en');
    await kyc.getByRole('button', { name: 'Later' }).click();
    expect((await tracked(page)).slice(from).filter((e) => e.event === 'margin/kyc/country_failed').map((e) => e.params)).toEqual([{ result: 'kyc', symbol: 'BTC_USDT' }]);

    // verified, but in a country where XRP/USDT is not offered
    await env.setFlags(email, { kycLevel: 1, kycCountry: 'US' });
    await page.goto(env.tradeUrl({ symbol: 'XRP_USDT', query: marginQuery }));
    await page.getByRole('dialog', { name: 'Risk warning' }).getByRole('button', { name: 'I understand' }).click();
    await priceChart(page).locator('.ct-layer').waitFor({ timeout: 20_000 });
    const xrpTotal = await quickEntry(page, 'total', 'XRP');
    await xrpTotal.fill('10');
    const sent = submits.count;
    await quickSide(page, 'Buy').click();
    const country = page.getByRole('dialog', { name: 'Margin trading unavailable' });
    await country.waitFor();
    expect(await country.textContent()).toContain('Margin trading of XRP/USDT is not provided in your country or region.');
    expect(submits.count).toBe(sent);
    expect((await tracked(page)).filter((e) => e.event === 'margin/kyc/country_failed').map((e) => e.params.result)).toEqual(['country']);
    await country.getByRole('button', { name: 'OK' }).click();

    // allowed: now the chart's own rule speaks (the margin account is empty), and once funded the order goes
    await env.setFlags(email, { kycCountry: 'DE' });
    await openChart(page, marginQuery);
    await (await quickEntry(page, 'total')).fill('10');
    expect(await refusedQuick('Buy')).toBe(BALANCE);
    const moved = await api.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'USDT', amount: '1000', direction: 'in' });
    expect(moved.success, JSON.stringify(moved)).toBe(true);
    await openChart(page, marginQuery);
    await expect.poll(() => page.getByTestId('quick-max-buy').textContent(), { timeout: 10_000 }).toBe('1000.00 USDT');
    await (await quickEntry(page, 'total')).fill('10');
    const response = page.waitForResponse((r) => r.url().endsWith('/gw-api/order/spot/submit'));
    await quickSide(page, 'Buy').click();
    await page.getByRole('dialog', { name: CONFIRM }).getByRole('button', { name: 'Confirm' }).click();
    const res = await response;
    expect(JSON.parse(res.request().postData() ?? '{}')).toMatchObject({ orderModeCode: 'lever_order', side: 'buy', type: 'market', notional: '10' });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  });

  it('should ask before a quick order while the confirm preference is on (Cancel places nothing), and place at once after "Don\'t show again"', async () => {
    // on, as for a new user (a retry starts over)
    expect((await api.post('/gw-api/user/preferences', { ORDER_CONFIRM_MARKET: true })).success).toBe(true);
    await openChart(page);
    const dialog = page.getByRole('dialog', { name: CONFIRM });
    const total = await quickEntry(page, 'total');
    const prefs = async () => (await api.get<Record<string, boolean>>('/gw-api/user/preferences')).data;
    // on (the default): the dialog lists the order; Cancel sends nothing and keeps the input
    await total.fill('10');
    let sent = submits.count;
    await quickSide(page, 'Buy').click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('10.00 USDT');
    // the spec's rows: pair, direction and type, the price (market), the total a market buy spends
    expect(await dialog.locator('dt').allTextContents()).toEqual(['Pair', 'Side', 'Order type', 'Price', 'Total']);
    expect(await dialog.locator('dd').allTextContents()).toEqual(['BTC/USDT', 'Buy', 'Market order', 'Best market price', '10.00 USDT']);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.waitForTimeout(500);
    expect(submits.count).toBe(sent);
    expect(await total.inputValue()).toBe('10');
    // Confirm places it
    const placed = async () => expect.poll(async () => (await toastLog(page)).filter((t) => t === 'Order placed').length, { timeout: 10_000 });
    const before = (await toastLog(page)).filter((t) => t === 'Order placed').length;
    await quickSide(page, 'Buy').click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await (await placed()).toBe(before + 1);
    expect(submits.count).toBe(sent + 1);
    // "Don't show again" with Confirm: placed, and the market-order preference is off at the gateway
    await total.fill('10');
    await quickSide(page, 'Buy').click();
    await dialog.getByRole('checkbox', { name: "Don't show again" }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await (await placed()).toBe(before + 2);
    await expect.poll(async () => (await prefs()).ORDER_CONFIRM_MARKET).toBe(false);
    // off: the next quick order goes at once, also on a new page
    for (const reload of [false, true]) {
      if (reload) {
        const before = prefLoads.started;
        await openChart(page);
        // the panel asks for the preferences as it mounts: until they are in, it asks as the default says
        await page.waitForTimeout(300);
        await until(async () => prefLoads, (l) => l.started > before && l.done === l.started, 'the preferences');
        await page.waitForTimeout(200);
      }
      const field = await quickEntry(page, 'total');
      await field.fill('10');
      sent = submits.count;
      const done = (await toastLog(page)).filter((t) => t === 'Order placed').length;
      await quickSide(page, 'Buy').click();
      await (await placed()).toBe(done + 1);
      expect(submits.count).toBe(sent + 1);
      expect(await dialog.count()).toBe(0);
    }
    // turned back on in the order form's preferences: the chart asks again (the page has one copy)
    const orderForm = page.locator('[data-widget="form"]');
    await orderForm.getByRole('button', { name: 'Order preferences' }).click();
    const marketBox = orderForm.getByRole('group', { name: 'Order preferences' }).getByRole('checkbox', { name: 'Market order' });
    expect(await marketBox.isChecked()).toBe(false);
    await marketBox.check();
    await expect.poll(async () => (await prefs()).ORDER_CONFIRM_MARKET).toBe(true);
    await page.keyboard.press('Escape');
    await (await quickEntry(page, 'total')).fill('10');
    sent = submits.count;
    await quickSide(page, 'Buy').click();
    await dialog.waitFor();
    // ticking "Don't show again" says where it is undone
    const hint = dialog.getByText('You can turn this back on in Order preferences', { exact: false });
    expect(await hint.count()).toBe(0);
    await dialog.getByRole('checkbox', { name: "Don't show again" }).check();
    await hint.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(submits.count).toBe(sent);
    expect((await prefs()).ORDER_CONFIRM_MARKET).toBe(true);
    // the limit-order preference is its own: the limit popup still asks
    expect((await prefs()).ORDER_CONFIRM_LIMIT).not.toBe(false);
    const { popup, price } = await openPopup(page);
    await (await popupOrder(popup, price)).fill('0.001');
    sent = submits.count;
    await popupSubmit(popup, price).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForTimeout(500);
    expect(submits.count).toBe(sent);
  });

  it('should hold the preference boxes until the trader\'s preferences load, and try a failed load again from the menu', async () => {
    const trader = await env.newPage(VIEWPORT);
    await trader.goto(env.tradeUrl({}));
    const { email: traderEmail } = await env.signUp(trader, 'prefs-fail');
    let refuse = true;
    await trader.route((url) => url.pathname === '/gw-api/user/preferences', (route) => (refuse && route.request().method() === 'GET' ? route.abort('connectionreset') : route.continue()));
    await trader.goto(env.tradeUrl({}));
    const orderForm = trader.locator('[data-widget="form"]');
    await orderForm.getByRole('button', { name: 'Order preferences' }).click({ timeout: 20_000 });
    const menu = orderForm.getByRole('group', { name: 'Order preferences' });
    const limitBox = menu.getByRole('checkbox', { name: 'Limit order', exact: true });
    // the load failed: said so, and no box shows a value the page does not know
    await menu.getByRole('alert').getByText('Your preferences could not be loaded.').waitFor();
    expect(await limitBox.isDisabled()).toBe(true);
    // the menu stays inside the form's module (its containment clipped a wider menu's start)
    const [menuBox, formBox] = await Promise.all([menu.boundingBox(), orderForm.boundingBox()]);
    expect(menuBox!.x).toBeGreaterThanOrEqual(formBox!.x);
    expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(formBox!.x + formBox!.width);
    refuse = false;
    await menu.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => limitBox.isDisabled()).toBe(false);
    expect(await menu.getByRole('alert').count()).toBe(0);
    expect(await limitBox.isChecked()).toBe(true); // the gateway's answer: every confirmation on
    // the boxes now act: turned off here, off at the gateway
    await limitBox.uncheck();
    const traderApi = await env.login(traderEmail);
    await expect.poll(async () => (await traderApi.get<Record<string, boolean>>('/gw-api/user/preferences')).data.ORDER_CONFIRM_LIMIT).toBe(false);
    await trader.context().close();
  });

  it('should send a visitor who places an order from the limit popup to login', async () => {
    const visitor = await env.newPage(VIEWPORT);
    await withDisplay(visitor);
    await openChart(visitor);
    const { popup, price } = await openPopup(visitor);
    await (await popupOrder(popup, price)).fill('0.001');
    await popupSubmit(popup, price).click();
    await visitor.waitForURL(/\/login\?goto=/, { timeout: 10_000 });
    expect(decodeURIComponent(new URL(visitor.url()).searchParams.get('goto') ?? '')).toBe('/trade/en?symbol=BTC_USDT');
    await visitor.context().close();
  });
});

/**
 * The two messages a seeded book never gives: an empty book side (no best price to estimate the
 * other unit) and an amount under the minimum count with a total above the minimum total (at
 * BTC's ~60,000 the minimum count is ~0.6 USDT). Empty books (SEED_BOOKS 0): the trader's own
 * ask at 600,000 is the whole book, so 5.50 USDT buys 0.000009 BTC, under 0.00001.
 */
describe('trading on the chart: the checks a thin book gives', () => {
  const env = useTradeEnv({ simRate: 0, env: { SEED_BOOKS: '0' } });
  let page: Page;

  beforeAll(async () => {
    page = await env.newPage(VIEWPORT);
    await withDisplay(page);
    await page.goto(env.tradeUrl({}));
    const { email } = await env.signUp(page, 'chart-thin');
    const api = await env.login(email);
    await placeOrder(api, limitBody('sell', '600000.00', '0.001'));
    await page.goto(env.tradeUrl({}));
    await until(() => bookOf(page), (v) => v.info.synced && v.asks.length === 1 && v.bids.length === 0, 'the one-ask book');
    await priceChart(page).locator('.ct-layer').waitFor({ timeout: 20_000 });
    await until(() => quickSide(page, 'Buy').textContent(), (t) => (t ?? '').includes('600000.00'), 'the best ask on Buy');
  });

  it('should refuse an amount under the minimum count whose total passes, and a sell with no bid to price it', async () => {
    const submits = countSubmits(page);
    const total = await quickEntry(page, 'total');
    await total.fill('5.50');
    expect((await toastsOf(page, () => quickSide(page, 'Buy').click())).join(' | ')).toBe('The amount must be at least 0.00001 BTC');
    await total.fill('10');
    expect((await toastsOf(page, () => quickSide(page, 'Sell').click())).join(' | ')).toBe('Enter a price');
    expect(submits.count).toBe(0);
  });
});
