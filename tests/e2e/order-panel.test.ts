import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { limitBody, placeOrder, type OrderSide } from './order-bodies';
import { field, submit } from './order-form.helpers';
import { useTradeEnv } from './trade-env';

/**
 * The order panel's open orders against the live gateway (spec order-panel): the visitor's
 * placeholder without a panel call, orders appearing by push within 1 s, a row's Cancel, cursor
 * paging over 3 pages (and the step back when the last row of page 3 goes), Cancel All with and
 * without the CANCEL_ALL confirmation, the kind sub-tabs, the symbol filter and a pair click.
 * Orders are placed through the API client (the order form is another widget's test).
 */

// the panel's own calls (the order form's balance call, spot/balance/trade, is not one)
const PANEL_CALL = /\/gw-api\/(entrust-gateway\/client\/(open-orders|order-count|history-orders|trades|order-trades)|asset-gateway\/(spot\/balance(\?|$)|asset\/coin|leverage\/balance)|user\/preferences)/;

const panel = (p: Page) => p.locator('[data-widget="panel"]');
const openRows = (p: Page) => p.locator('[data-testid="open-orders"] tbody tr[data-order-id]');
const rowIds = async (p: Page) => (await openRows(p).evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.orderId))));

/** Places a limit buy of 0.001 BTC at `price` through the order form, through its dialogs; answers its id. */
async function placeThroughForm(page: Page, price: string): Promise<number> {
  await field(page, 'Price').fill(price);
  await field(page, 'Amount').fill('0.001');
  const placed = await submit(page, 'Buy BTC', ['Confirm order']); // far below the market: a buy there raises no threshold confirm
  expect(placed.answer.success, JSON.stringify(placed.answer)).toBe(true);
  return placed.answer.data!.orderId;
}

describe('order panel: open orders', () => {
  const env = useTradeEnv({ simRate: 20 });
  let page: Page;
  let api: ApiClient;
  let seq = 0;

  /** A resting limit order far from the market (never fills), placed by signed POST. */
  async function place(over: Record<string, unknown> = {}): Promise<number> {
    seq += 1; // a price of its own: 20000 + seq
    return placeOrder(api, limitBody((over.side as OrderSide | undefined) ?? 'buy', String(20000 + seq), '0.001', over));
  }
  const cancelAllButton = () => page.locator('[data-testid="open-orders"]').getByRole('button', { name: 'Cancel All' });
  const dialog = () => page.getByRole('dialog', { name: 'Cancel orders' });

  beforeAll(async () => {
    page = await env.newPage({ width: 1400, height: 900 }); // a visitor's page until the push test signs up
  });

  it('should show a visitor the sign-in placeholder in every tab and make no panel call', async () => {
    const calls: string[] = [];
    page.on('request', (r) => { if (PANEL_CALL.test(r.url())) calls.push(r.url()); });
    await page.goto(env.tradeUrl());
    await panel(page).getByTestId('panel-signin').waitFor();
    for (const name of ['Open Orders', 'Order History', 'Trade History', 'Funds']) {
      await panel(page).getByRole('tab', { name }).click();
      expect(await panel(page).getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
      expect(await panel(page).getByTestId('panel-signin').isVisible()).toBe(true);
      expect(await panel(page).getByRole('link', { name: 'Log In' }).getAttribute('href')).toMatch(/^\/login\?goto=%2Ftrade%2Fen%3Fsymbol%3DBTC_USDT/);
    }
    // no positions tab in spot; the news bar is public content and shows 3 titles
    expect(await panel(page).getByRole('tab', { name: 'Positions' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('navigation', { name: 'Announcements' }).getByRole('link').count()).toBe(3);
    expect(await page.getByRole('navigation', { name: 'Announcements' }).getByRole('link').first().getAttribute('target')).toBe('_blank');
    await page.waitForTimeout(500);
    expect(calls).toEqual([]);
    page.removeAllListeners('request');
  });

  it('should collapse the tabs that do not fit into a dropdown and rotate the news', async () => {
    const narrow = await env.browser.newContext({ viewport: { width: 1180, height: 900 } });
    const p = await narrow.newPage();
    // French labels at 12 px a character need about 940 px: more than the panel has at 1180 px
    await p.goto(env.tradeUrl({ locale: 'fr-FR' }));
    await panel(p).getByTestId('panel-signin').waitFor();
    const tablist = panel(p).getByRole('tablist', { name: 'Onglets du panneau des ordres' });
    await expect.poll(() => tablist.getAttribute('data-overflow')).not.toBe('');
    const overflow = (await tablist.getAttribute('data-overflow'))!.split(' ');
    const more = tablist.getByRole('tab', { name: 'Autres onglets' });
    const shown = (await tablist.getByRole('tab').allTextContents()).filter((t) => !t.includes('▾'));
    await more.click();
    const items = await panel(p).getByRole('menuitem').allTextContents();
    expect([...shown, ...items]).toEqual(['Ordres ouverts(0)', 'Historique des ordres', 'Historique des transactions', 'Fonds']);
    expect(items.length).toBe(overflow.length);
    await panel(p).getByRole('menuitem').last().click();
    // the chosen hidden tab names the dropdown's trigger and is the selected one
    expect(await tablist.getByRole('tab', { name: 'Fonds' }).getAttribute('aria-selected')).toBe('true');
    await narrow.close();

    // English at 1400 px: everything fits
    expect(await panel(page).getByRole('tablist', { name: 'Order panel tabs' }).getAttribute('data-overflow')).toBe('');
    // the news bar rotates to the next 3 titles (after 1 s, then every 5 s)
    const news = page.getByRole('navigation', { name: 'Announcements' });
    const group = await news.getAttribute('data-group');
    const titles = await news.getByRole('link').allTextContents();
    await expect.poll(() => news.getAttribute('data-group'), { timeout: 7_000 }).not.toBe(group);
    expect(await news.getByRole('link').allTextContents()).not.toEqual(titles);
    // the symbol notice banner is the shell's now (tests/e2e/mobile-shell.test.ts), not the panel's
    expect(await panel(page).locator('[data-notice-id]').count()).toBe(0);
  });

  it('should list orders placed by push within 1 s', async () => {
    if (!page.url().startsWith(env.gw.url)) await env.openTrade({ page });
    const { email } = await env.signUp(page, 'panel');
    api = await env.login(email);
    await page.reload();
    await page.locator('[data-testid="open-orders"]').waitFor();
    expect(await panel(page).getByRole('tab', { name: 'Open Orders' }).textContent()).toBe('Open Orders(0)');
    // the user socket comes up shortly after the page: orders until one's event arrives
    const placed: number[] = [];
    for (let tries = 0; tries < 10; tries++) {
      placed.unshift(await place());
      const heard = await page.waitForFunction(() => (window as unknown as { __terminal: { notifications(): unknown[] } }).__terminal.notifications().length > 0, null, { timeout: 2_000 }).then(() => true, () => false);
      if (heard) break;
    }
    await expect.poll(() => rowIds(page), { timeout: 3_000 }).toEqual(placed);
    for (let i = 0; i < 2; i++) {
      await page.waitForTimeout(900); // past the 800 ms debounce of the previous reload
      const before = await rowIds(page);
      // the second through the order form, the way a trader places it
      const id = i === 0 ? await place() : await placeThroughForm(page, String(20000 + seq++));
      const t0 = Date.now();
      await expect.poll(() => rowIds(page), { timeout: 1_000, interval: 25 }).toEqual([id, ...before]);
      expect(Date.now() - t0).toBeLessThan(1_000);
    }
    const n = placed.length + 2;
    await expect.poll(() => panel(page).getByRole('tab', { name: 'Open Orders' }).textContent()).toBe(`Open Orders(${n})`);
    expect(await panel(page).getByRole('tab', { name: /^Limit\/Market/ }).textContent()).toBe(`Limit/Market(${n})`);
    // the spec's columns, times as YYYY/MM/DD HH:mm:ss
    const cells = await openRows(page).first().locator('td').allTextContents();
    expect(cells[0]).toBe('BTC/USDT');
    expect(cells[1]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cells.slice(2, 4)).toEqual(['Limit', 'Buy']);
    expect(cells[5]).toBe('--'); // a plain order has no trigger price
    expect(cells[7]).toBe('0.000000 / 0.001000');
  });

  it('should cancel one order with its row\'s Cancel button', async () => {
    const [top, ...rest] = await rowIds(page);
    await page.locator(`[data-testid="open-orders"] tr[data-order-id="${top}"]`).getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => page.getByText('Order cancelled').count()).toBeGreaterThan(0);
    await expect.poll(() => rowIds(page)).toEqual(rest);
    await expect.poll(() => panel(page).getByRole('tab', { name: 'Open Orders' }).textContent()).toBe(`Open Orders(${rest.length})`);
    const open = await api.post<{ orderId: number }[]>('/gw-api/entrust-gateway/client/open-orders', { orderMode: 'spot', symbol: null, limit: 50, lastPid: null });
    expect(open.data.map((o) => o.orderId)).toEqual(rest);
  });

  it('should page through more than 2 pages by cursor and step back when page 3 empties', async () => {
    const size = Number(await panel(page).getAttribute('data-page-size'));
    expect(size).toBeGreaterThanOrEqual(3);
    const existing = await rowIds(page);
    for (let i = existing.length; i < 2 * size + 1; i++) await place();
    const all = (await api.post<{ orderId: number }[]>('/gw-api/entrust-gateway/client/open-orders', { orderMode: 'spot', tradeType: 'spot_market', limit: 200, lastPid: null })).data.map((o) => o.orderId);
    expect(all.length).toBe(2 * size + 1);
    await expect.poll(() => rowIds(page), { timeout: 5_000 }).toEqual(all.slice(0, size));
    const list = page.locator('[data-testid="open-orders"]');
    await list.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => rowIds(page)).toEqual(all.slice(size, 2 * size));
    expect(await list.getAttribute('data-page')).toBe('2');
    await list.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => rowIds(page)).toEqual(all.slice(2 * size));
    expect(await list.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    // back to page 1 by its number, forward again by cursor
    await list.getByRole('button', { name: 'Page 1', exact: true }).click();
    await expect.poll(() => rowIds(page)).toEqual(all.slice(0, size));
    await list.getByRole('button', { name: 'Page 2', exact: true }).click();
    await list.getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect.poll(() => rowIds(page)).toEqual(all.slice(2 * size));
    // the only row of page 3 goes: the list steps back to page 2
    await openRows(page).first().getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => list.getAttribute('data-page')).toBe('2');
    await expect.poll(() => rowIds(page)).toEqual(all.slice(size, 2 * size));
    await list.getByRole('button', { name: 'Page 1', exact: true }).click();
    await expect.poll(() => rowIds(page)).toEqual(all.slice(0, size));
  });

  it('should cancel all after confirming, keeping the confirmation on', async () => {
    expect(await cancelAllButton().isEnabled()).toBe(true);
    await cancelAllButton().click();
    await dialog().waitFor();
    expect(await dialog().textContent()).toContain('Cancel all open limit and market orders?');
    await dialog().getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => rowIds(page), { timeout: 5_000 }).toEqual([]);
    await expect.poll(() => panel(page).getByRole('tab', { name: 'Open Orders' }).textContent()).toBe('Open Orders(0)');
    // disabled at 0
    await expect.poll(() => cancelAllButton().isDisabled()).toBe(true);
    expect((await api.get<{ CANCEL_ALL: boolean }>('/gw-api/user/preferences')).data.CANCEL_ALL).toBe(true);
  });

  it('should turn the confirmation off with "do not ask again", then cancel all at once', async () => {
    await place();
    await place();
    await expect.poll(() => rowIds(page).then((r) => r.length), { timeout: 5_000 }).toBe(2);
    await cancelAllButton().click();
    await dialog().getByRole('checkbox', { name: 'Do not ask again' }).check();
    await dialog().getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => rowIds(page), { timeout: 5_000 }).toEqual([]);
    expect((await api.get<{ CANCEL_ALL: boolean }>('/gw-api/user/preferences')).data.CANCEL_ALL).toBe(false);

    await place();
    await place();
    await expect.poll(() => rowIds(page).then((r) => r.length), { timeout: 5_000 }).toBe(2);
    await cancelAllButton().click();
    await expect.poll(() => rowIds(page), { timeout: 5_000 }).toEqual([]);
    expect(await dialog().isVisible()).toBe(false);
  });

  it('should list trigger orders in their sub-tab and cancel them there', async () => {
    const id = await place({ planType: 2, triggerPrice: '200000', tradeSide: 1, tradePrice: '200001' });
    const tab = panel(page).getByRole('tab', { name: /^Trigger Order/ });
    await expect.poll(() => tab.textContent(), { timeout: 5_000 }).toBe('Trigger Order(1)');
    await tab.click();
    await expect.poll(() => rowIds(page)).toEqual([id]);
    const header = await page.locator('[data-testid="open-orders"] thead th').allTextContents();
    expect(header).toContain('Trigger Price');
    const cells = await openRows(page).first().locator('td').allTextContents();
    expect(cells).toContain('Not triggered');
    expect(cells).toContain('200000.00');
    await openRows(page).first().getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => rowIds(page)).toEqual([]);
    await expect.poll(() => tab.textContent()).toBe('Trigger Order(0)');
    await panel(page).getByRole('tab', { name: /^Limit\/Market/ }).click();
  });

  it('should filter by the current symbol and switch the pair on a pair click', async () => {
    const btc = await place();
    const eth = await place({ symbol: 'ETH_USDT', tradePrice: '500', tradeAmount: '0.1' });
    await expect.poll(() => rowIds(page), { timeout: 5_000 }).toEqual([eth, btc]);
    await page.getByRole('checkbox', { name: 'Filter by current symbol' }).check();
    await expect.poll(() => rowIds(page)).toEqual([btc]);
    await page.getByRole('checkbox', { name: 'Filter by current symbol' }).uncheck();
    await expect.poll(() => rowIds(page)).toEqual([eth, btc]);
    await page.locator(`[data-testid="open-orders"] tr[data-order-id="${eth}"]`).getByRole('button', { name: 'ETH/USDT' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('ETH/USDT');
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('ETH_USDT');
    await page.getByRole('checkbox', { name: 'Filter by current symbol' }).check();
    await expect.poll(() => rowIds(page)).toEqual([eth]);
  });
});
