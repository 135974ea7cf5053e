import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEE_SWITCH_TIP_MS } from '../../src/core/order-form/constants';
import type { ApiClient } from './client';
import { fieldError, tracked } from './page-probes';
import { useTradeEnv } from './trade-env';

/**
 * The margin and fee parts of the order form against the live gateway (spec order-placement:
 * margin, borrow/repay, transfer, fees, the KYC and country check): a transfer into the pair's
 * isolated account, the KYC refusal of a margin order and of a borrow (nothing sent), a borrow
 * refused below the minimum then placed, a repay, the risk ratio, the fee popover and the
 * deduction switch (accepted for a normal user, refused with the 5 s tip for a pro user), and
 * the country refusal on a pair not offered in the user's country.
 *
 * SIM_RATE 0: nothing moves but this user's own calls, so every balance is exact.
 */

const ADMIN = 'margin-fees-admin';
const MARGIN = (symbol: string) => `/trade/en?symbol=${symbol}&type=margin`;

interface Wallet { walletVO1: { availableBalance: string }; walletVO2: { availableBalance: string } }
interface LoanInfo { debtAll: string; loanMax: string; balanceAvail: string }

describe('margin and fee controls', () => {
  const env = useTradeEnv({ simRate: 0, adminToken: ADMIN });
  let page: Page;
  let api: ApiClient;
  let email = '';
  /** Every /gw-api request the page sent, as 'METHOD path'. */
  const sent: string[] = [];
  const sentTo = (path: string) => sent.filter((s) => s.endsWith(` ${path}`)).length;

  const admin = (flags: Record<string, unknown>) => env.setFlags(email, flags);
  const marginWallet = async (symbol: string) => {
    const a = await api.get<Wallet>('/gw-api/asset-gateway/spot/balance/trade', { symbol, orderMode: 'iso_margin' });
    return { quote: a.data.walletVO1.availableBalance, base: a.data.walletVO2.availableBalance };
  };
  const usdtLoan = async () => (await api.get<LoanInfo>('/gw-api/leverage-borrowing/leverage/borrowing/loan/info', { symbol: 'BTC_USDT', coinType: 'USDT', isolated: 'true' })).data;
  const open = async (path: string) => {
    await page.goto(env.url(path));
    await page.locator('[data-widget="form"] form').first().waitFor({ timeout: 20_000 });
  };
  const loanDialog = () => page.getByRole('dialog', { name: /^Borrow or repay/ });
  const transferDialog = () => page.getByRole('dialog', { name: 'Transfer' });

  /** Moves `amount` USDT from spot into the pair's isolated account through the transfer dialog. */
  async function transferIn(amount: string) {
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    const d = transferDialog();
    await expect.poll(() => d.locator('.margin-panel').getAttribute('data-loaded')).toBe('true');
    await d.getByLabel('Coin').selectOption({ label: 'USDT' });
    await d.getByLabel('Amount', { exact: true }).fill(amount);
    await d.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect.poll(() => d.isVisible()).toBe(false);
  }

  /** Fills the buy form's price and amount and presses Buy {BASE}. */
  async function submitBuy(base: string, price: string, amount: string) {
    const form = page.getByRole('form', { name: 'Buy' });
    await form.getByLabel('Price', { exact: true }).fill(price);
    await form.getByLabel('Amount', { exact: true }).fill(amount);
    await form.getByRole('button', { name: `Buy ${base}` }).click();
  }

  beforeAll(async () => {
    page = await env.newPage({ width: 1440, height: 900 });
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/gw-api/')) sent.push(`${r.method()} ${u.pathname}`);
    });
    await env.openTrade({ page });
    ({ email } = await env.signUp(page, 'margin'));
    api = await env.login(email);
  });

  it('should refuse a transfer over the spot balance on the field, then move USDT into the isolated account', async () => {
    await open(MARGIN('BTC_USDT'));
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    const d = transferDialog();
    await expect.poll(() => d.locator('[data-fact="available"]').getAttribute('data-value')).toBe('100000.000000');
    const amount = d.getByLabel('Amount', { exact: true });
    await amount.fill('100000.5');
    const before = sentTo('/gw-api/asset-gateway/leverage/transfer');
    await d.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect.poll(() => fieldError(amount)).toBe('USDT balance is insufficient');
    expect(sentTo('/gw-api/asset-gateway/leverage/transfer')).toBe(before);
    await d.getByRole('button', { name: 'Close' }).click();

    await transferIn('1000');
    expect(await marginWallet('BTC_USDT')).toEqual({ quote: '1000.000000', base: '0.00000000' });
    await expect.poll(() => page.locator('.toasts').textContent()).toContain('Transfer completed');
    // the other way: the dialog's Max of the margin account, back to spot, then in again
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await transferDialog().getByRole('button', { name: 'Switch direction' }).click();
    await expect.poll(() => transferDialog().locator('[data-fact="available"]').getAttribute('data-value')).toBe('1000.000000');
    await transferDialog().getByRole('button', { name: 'Max' }).click();
    expect(await transferDialog().getByLabel('Amount', { exact: true }).inputValue()).toBe('1000.000000');
    await transferDialog().getByLabel('Amount', { exact: true }).fill('400');
    await transferDialog().getByRole('button', { name: 'Confirm transfer' }).click();
    await expect.poll(async () => (await marginWallet('BTC_USDT')).quote).toBe('600.000000');
    await transferIn('400');
    expect((await marginWallet('BTC_USDT')).quote).toBe('1000.000000');
  });

  it('should stop a margin order and a borrow of a user without KYC, sending nothing', async () => {
    await submitBuy('BTC', '50000', '0.001');
    const kyc = page.getByRole('dialog', { name: 'Identity verification required' });
    await kyc.waitFor();
    expect(await kyc.getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe('/kyc/en');
    expect(sentTo('/gw-api/order/spot/submit')).toBe(0);
    expect((await tracked(page)).filter((e) => e.event === 'margin/kyc/country_failed').map((e) => e.params)).toEqual([{ result: 'kyc', symbol: 'BTC_USDT' }]);
    await kyc.getByRole('button', { name: 'Later' }).click();

    await page.getByRole('button', { name: 'Borrow/Repay' }).click();
    const d = loanDialog();
    await expect.poll(() => d.locator('[role="tabpanel"]').getAttribute('data-loaded')).toBe('true');
    await d.getByLabel('Amount', { exact: true }).fill('100');
    await d.getByRole('button', { name: 'Confirm borrow' }).click();
    await kyc.waitFor();
    expect(sentTo('/gw-api/leverage-borrowing/leverage/borrowing/loan')).toBe(0);
    expect((await tracked(page)).filter((e) => e.event === 'margin/kyc/country_failed')).toHaveLength(2);
    expect((await usdtLoan()).debtAll).toBe('0.000000');
  });

  it('should show the risk ratio, refuse a borrow below the minimum on the field, and borrow within the limits', async () => {
    await admin({ kycLevel: 1, kycCountry: 'DE' });
    await open(MARGIN('BTC_USDT'));
    const risk = page.getByTestId('margin-risk');
    await expect.poll(() => risk.getAttribute('data-risk-rate')).toBe('999');
    expect(await risk.textContent()).toContain('No debt');

    await page.getByRole('button', { name: 'Borrow/Repay' }).click();
    const d = loanDialog();
    await expect.poll(() => d.locator('[role="tabpanel"]').getAttribute('data-loaded')).toBe('true');
    expect(await d.getByLabel('Coin').inputValue()).toBe('quote');
    // (marginRatio 10 − 1) × 1000 USDT of net assets, shown to 8 decimals
    expect(await d.locator('[data-fact="loanMax"]').getAttribute('data-value')).toBe('9000.00000000');
    expect(await d.locator('[data-fact="min"]').getAttribute('data-value')).toBe('10');
    const amount = d.getByLabel('Amount', { exact: true });
    await amount.fill('5');
    await d.getByRole('button', { name: 'Confirm borrow' }).click();
    await expect.poll(() => fieldError(amount)).toBe('The amount must be at least 10 USDT');
    await amount.fill('9000.5');
    await d.getByRole('button', { name: 'Confirm borrow' }).click();
    await expect.poll(() => fieldError(amount)).toBe('The amount exceeds the most you can borrow');
    expect(sentTo('/gw-api/leverage-borrowing/leverage/borrowing/loan')).toBe(0);

    // the base coin: its own limits; quick changes of coin load the info once, 500 ms after the last
    const infos = () => sentTo('/gw-api/leverage-borrowing/leverage/borrowing/loan/info');
    const before = infos();
    await d.getByLabel('Coin').selectOption({ label: 'BTC' });
    await d.getByLabel('Coin').selectOption({ label: 'USDT' });
    await d.getByLabel('Coin').selectOption({ label: 'BTC' });
    await expect.poll(() => d.locator('[data-fact="min"]').getAttribute('data-value')).toBe('0.0002');
    await expect.poll(() => d.locator('[data-fact="loanMax"]').getAttribute('data-value')).toMatch(/^\d+\.\d{8}$/);
    await page.waitForTimeout(700);
    expect(infos() - before).toBe(1);
    await d.getByLabel('Coin').selectOption({ label: 'USDT' });
    await expect.poll(() => d.locator('[data-fact="loanMax"]').getAttribute('data-value')).toBe('9000.00000000');

    await amount.fill('100');
    await d.getByRole('button', { name: 'Confirm borrow' }).click();
    await expect.poll(() => d.isVisible()).toBe(false);
    await expect.poll(() => page.locator('.toasts').textContent()).toContain('Borrowed successfully');
    const loan = await usdtLoan();
    expect(Number(loan.debtAll)).toBeGreaterThan(100); // principal plus the first hour's interest
    expect(Number(loan.debtAll)).toBeLessThan(100.01);
    expect((await marginWallet('BTC_USDT')).quote).toBe('1100.000000');
    // the wallet tick reloads the ratio: assets / (principal + interest) = 1100 / debtAll
    await expect.poll(() => risk.getAttribute('data-risk-rate')).not.toBe('999');
    expect(Number(await risk.getAttribute('data-risk-rate'))).toBeCloseTo(1100 / Number(loan.debtAll), 3);
    expect(await risk.getAttribute('data-risk-desc')).toBe('low');
  });

  it('should repay part of the debt from the repay tab', async () => {
    const debt = (await usdtLoan()).debtAll;
    await page.getByRole('button', { name: 'Borrow/Repay' }).click();
    const d = loanDialog();
    await d.getByRole('tab', { name: 'Repay' }).click();
    await expect.poll(() => d.locator('[data-fact="debt"]').getAttribute('data-value')).toBe(debt);
    const amount = d.getByLabel('Amount', { exact: true });
    await amount.fill('0.5');
    await d.getByRole('button', { name: 'Confirm repayment' }).click();
    await expect.poll(() => fieldError(amount)).toBe('The amount must be at least 1 USDT');
    await amount.fill('50');
    await d.getByRole('button', { name: 'Confirm repayment' }).click();
    await expect.poll(() => d.isVisible()).toBe(false);
    await expect.poll(() => page.locator('.toasts').textContent()).toContain('Repaid successfully');
    // interest first, then principal: 50 less than before
    expect(Number((await usdtLoan()).debtAll)).toBeCloseTo(Number(debt) - 50, 6);
    expect((await marginWallet('BTC_USDT')).quote).toBe('1050.000000');
  });

  it('should show fees only in spot, with the popover, and switch fee deduction on for a normal user', async () => {
    expect(await page.getByTestId('fee-info').count()).toBe(0); // margin mode: no fee display
    await open('/trade/en?symbol=BTC_USDT');
    const line = page.getByRole('button', { name: /^Fees: / });
    await line.waitFor({ timeout: 10_000 });
    expect(await line.textContent()).toBe('Fees: maker 0.25% / taker 0.25%'); // the user's class B
    await line.click();
    const pop = page.getByRole('dialog', { name: 'Trading fees' });
    expect(await pop.locator('[data-fact="standard"] dd').textContent()).toBe('0.1% / 0.1%'); // BTC_USDT is class A
    expect(await pop.locator('[data-fact="discount"] dd').textContent()).toBe('0.1875% / 0.1875%');
    expect(await pop.textContent()).toContain('Pay fees with BMX and get 25% off');
    await pop.getByRole('button', { name: 'Fee settings' }).click();
    const d = page.getByRole('dialog', { name: 'Fee settings' });
    await expect.poll(() => d.locator('tr[aria-current="true"]').getAttribute('data-class')).toBe('A');
    const sw = d.getByRole('switch', { name: /Pay fees with BMX/ });
    expect(await sw.getAttribute('aria-checked')).toBe('false');
    await sw.click();
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
    const fee = await api.get<{ decuction: number }>('/gw-api/spot-fee/queryUserFee', { symbolId: 1001 });
    expect(fee.data.decuction).toBe(1);
    await sw.click(); // and off again
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('false');
    expect((await api.get<{ decuction: number }>('/gw-api/spot-fee/queryUserFee', { symbolId: 1001 })).data.decuction).toBe(0);
  });

  it('should refuse fee deduction for a pro user with a tip shown for 5 s, sending nothing', async () => {
    await admin({ userRateType: 1 });
    await open('/trade/en?symbol=BTC_USDT');
    await page.getByRole('button', { name: /^Fees: / }).click();
    await page.getByRole('dialog', { name: 'Trading fees' }).getByRole('button', { name: 'Fee settings' }).click();
    const d = page.getByRole('dialog', { name: 'Fee settings' });
    const before = sentTo('/gw-api/spot-fee/user/updateDecuction');
    await d.getByRole('switch').click();
    const tip = d.getByTestId('fee-tip');
    await tip.waitFor();
    const shownAt = Date.now();
    expect(await tip.textContent()).toBe('Fee deduction is not available for pro and special-rate users');
    expect(await d.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await tip.waitFor({ state: 'detached', timeout: FEE_SWITCH_TIP_MS + 3000 });
    expect(Date.now() - shownAt).toBeGreaterThan(FEE_SWITCH_TIP_MS - 1000);
    expect(sentTo('/gw-api/spot-fee/user/updateDecuction')).toBe(before);
  });

  it('should stop a margin order on a pair not offered in the user\'s country, sending nothing', async () => {
    await admin({ userRateType: 0, kycCountry: 'US' });
    await open(MARGIN('XRP_USDT'));
    // the pair is restricted in the user's country: the risk tip comes first, and only its confirm closes it
    await page.getByRole('dialog', { name: 'Risk warning' }).getByRole('button', { name: 'I understand' }).click();
    await transferIn('100');
    expect((await marginWallet('XRP_USDT')).quote).toBe('100.000000');
    await submitBuy('XRP', '0.5', '20');
    const refusal = page.getByRole('dialog', { name: 'Margin trading unavailable' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Margin trading of XRP/USDT is not provided in your country or region.');
    expect(sentTo('/gw-api/order/spot/submit')).toBe(0);
    const failed = (await tracked(page)).filter((e) => e.event === 'margin/kyc/country_failed');
    expect(failed.map((e) => e.params)).toEqual([{ result: 'country', symbol: 'XRP_USDT' }]);
  });
});
