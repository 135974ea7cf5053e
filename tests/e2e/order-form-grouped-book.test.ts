import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { chooseKind, field, form, formReady } from './order-form.helpers';
import { limitBody, placeOrder } from './order-bodies';
import { readExact } from '../../src/core/order-form/exact';
import { maxAmount } from '../../src/core/order-form/linking';
import { bookOf } from './page-probes';
import { useTradeEnv } from './trade-env';
import { uniqueEmail } from './users';

/**
 * The market price offset on a grouped book (spec order-placement section 5: the *best
 * opposite price* against the last price). DOGE_USDT's coarsest grouping, 0.01, is a tenth of a
 * price of 0.09: its ask row is the group's upper edge, so a best ask 0.11 % above the last
 * price shows as 0.10, 11 % above. The warning must judge the true best ask, and a market buy's
 * max buy and estimated fee are judged at it too.
 *
 * SEED_BOOKS=0 and SIM_RATE 0: DOGE_USDT trades only through these users.
 */
describe('order form: market price offset on a grouped book', () => {
  const env = useTradeEnv({ simRate: 0, adminToken: 'grouped-admin', env: { SEED_BOOKS: '0' } });
  let page: Page;
  const fact = (name: string) => form(page).getByTestId(name);

  beforeAll(async () => {
    page = await env.openTrade({ symbol: 'DOGE_USDT', viewport: { width: 1440, height: 900 } });
    const { email } = await env.signUp(page, 'grouped');
    await env.setFlags(email, { kycCountry: 'DE' }); // fees shown
    const trader = await env.login(email);
    const maker = new ApiClient(env.gw.url);
    const makerEmail = uniqueEmail('grouped-maker');
    await maker.register(makerEmail);
    await maker.login(makerEmail);
    const doge = (side: 'buy' | 'sell', price: string, size: string) => limitBody(side, price, size, { symbol: 'DOGE_USDT' });
    // a last price of 0.0901, then the best ask one tick of 0.0001 above it
    await placeOrder(maker, doge('sell', '0.0901', '100'));
    await placeOrder(trader, doge('buy', '0.0901', '100'));
    await placeOrder(maker, doge('sell', '0.0902', '1000'));
  });

  it('should not warn of an offset the grouping made up', async () => {
    await page.goto(env.url('/trade/en?symbol=DOGE_USDT'));
    await formReady(page);
    await page.getByRole('combobox', { name: 'Price grouping' }).selectOption('2'); // 0.01
    // the book shows the ask's group at 0.10 while the worker knows the ask of 0.0902
    await expect.poll(async () => {
      const b = await bookOf(page);
      return b.info.step === 1_000 && b.info.synced ? [b.asks[0]?.[0], b.info.best?.ask] : null;
    }, { timeout: 15_000 }).toEqual([10_000, 9_020]);
    await chooseKind(page, 'Market');
    await field(page, 'Total').fill('20'); // above the 5 USDT minimum
    await form(page).getByRole('button', { name: 'Buy DOGE', exact: true }).click();
    // the chain's first dialog: the offset warning when raised, else the order confirm
    const first = page.getByRole('dialog', { name: /^(Market price far from the latest price|Confirm order)$/ });
    await first.waitFor();
    expect(await page.getByRole('dialog', { name: 'Market price far from the latest price' }).count()).toBe(0);
    await first.getByRole('button', { name: 'Cancel' }).click();
  });

  it('should judge a market buy\'s max buy and fee at the best ask, the fee inside its total as the engine spends it', async () => {
    await page.goto(env.url('/trade/en?symbol=DOGE_USDT'));
    await formReady(page);
    await expect.poll(async () => (await bookOf(page)).info.best?.ask, { timeout: 15_000 }).toBe(9_020);
    await chooseKind(page, 'Market');
    await field(page, 'Total').fill('20');
    // 221 DOGE at 0.0902 cost 19.9342 USDT and 0.25 % of it 0.049836: 19.984036 of 20 (not 0.25 % of 20, 0.05)
    await expect.poll(() => fact('fee-buy').getAttribute('data-value')).toBe('0.049836');
    const available = (await fact('available-buy').getAttribute('data-value'))!;
    const atBestAsk = maxAmount('buy', '0.0902', available, { price: 5, count: 0, total: 5 }, readExact('0.0025')!);
    expect(await fact('max-buy').getAttribute('data-value')).toBe(atBestAsk); // not at the last price 0.0901
    expect(atBestAsk).not.toBe(maxAmount('buy', '0.0901', available, { price: 5, count: 0, total: 5 }, readExact('0.0025')!));
  });
});
