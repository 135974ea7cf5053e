import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { ACTION_COLUMN_MIN_PX } from '../../src/core/order-panel/action-column';
import { LOCALES } from '../../src/i18n/locales';
import { limitBody, placeOrder } from './order-bodies';
import { useTradeEnv } from './trade-env';

/**
 * The order panel where its layout meets a trader (spec order-panel sections 2 and 9): the
 * action column and Cancel All in view at the panel's narrowest in the longest locales, the
 * tabs collapsing on a phone-wide screen in every locale, the news bar rotating through every
 * announcement in the page's language, funds sorted by value with the average cost in the
 * chosen currency, the side filter in the Side column and the list bar in both modes.
 */

const panel = (p: Page) => p.locator('[data-widget="panel"]');
const openList = (p: Page) => p.locator('[data-testid="open-orders"]');

/**
 * True when `el` is inside the table's visible scroll box and is what a click at its centre
 * hits (not scrolled away, not covered). The table is not scrolled to bring it into view.
 */
function onScreen(el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    // the page scrolls down to the panel (it sits below the fold); nothing inside it scrolls
    node.closest('[data-widget="panel"]')!.scrollIntoView({ block: 'end', inline: 'nearest' });
    const r = node.getBoundingClientRect();
    const box = node.closest('.panel-scroll')?.getBoundingClientRect() ?? node.closest('[data-widget="panel"]')!.getBoundingClientRect();
    const inside = r.width > 0 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.right <= window.innerWidth && r.left >= 0;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return inside && hit !== null && node.contains(hit);
  });
}

describe('order panel: layout', () => {
  const env = useTradeEnv({ simRate: 0 });
  let email: string;
  let api: ApiClient;

  beforeAll(async () => {
    const page = await env.openTrade();
    ({ email } = await env.signUp(page, 'layout'));
    api = await env.login(email);
    await page.context().close();
  });

  /** A signed-in trade page of `locale` at `width` px (same user). */
  async function open(locale: string, width: number, query: Record<string, string> = {}): Promise<Page> {
    const page = await env.newPage({ width, height: 900 });
    await page.goto(env.url('/login'));
    const ok = await page.evaluate(async (body) => (await (await fetch('/gw-api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()).success, { email, password: 'correct horse 1' });
    expect(ok).toBe(true);
    await page.goto(env.tradeUrl({ locale, query }));
    await openList(page).waitFor();
    return page;
  }

  it.each([
    ['de-DE', 1200, 'Bearbeiten', 'Stornieren', 'Alle stornieren', 'Orders stornieren', 'Nein'],
    ['de-DE', 480, 'Bearbeiten', 'Stornieren', 'Alle stornieren', 'Orders stornieren', 'Nein'],
    ['nl-NL', 1200, 'Bewerken', 'Annuleren', 'Alles annuleren', 'Orders annuleren', 'Nee'],
  ])('should keep Edit, Cancel and Cancel All in view and clickable in %s at %i px', async (locale, width, edit, cancel, cancelAll, title, no) => {
    const id = await placeOrder(api, limitBody('buy', '20001', '0.001'));
    const page = await open(locale, width);
    const row = openList(page).locator(`tr[data-order-id="${id}"]`);
    await row.waitFor();
    const table = await openList(page).locator('.panel-scroll').evaluate((s) => ({ scroll: s.scrollWidth, client: s.clientWidth }));
    expect(table.scroll).toBeGreaterThan(table.client); // the columns do not all fit: the table scrolls
    const editBtn = row.getByRole('button', { name: edit });
    const cancelBtn = row.getByRole('button', { name: cancel });
    const allBtn = openList(page).getByRole('button', { name: cancelAll });
    for (const b of [editBtn, cancelBtn, allBtn]) expect(await onScreen(b), await b.textContent() ?? '').toBe(true);
    // the action column's minimum follows the locale (core action-column.ts)
    expect(await openList(page).locator('th.panel-action').evaluate((th) => getComputedStyle(th).minWidth)).toBe('100px');

    await allBtn.click();
    const ask = page.getByRole('dialog', { name: title });
    await ask.waitFor();
    await ask.getByRole('button', { name: no }).click();
    await editBtn.click();
    await page.getByRole('dialog').waitFor();
    await page.reload();
    await row.waitFor();
    await cancelBtn.click();
    await expect.poll(() => row.count(), { timeout: 5_000 }).toBe(0);
    await page.context().close();
  });

  it('should keep the action column and Cancel All in view at the panel\'s narrowest in every locale', async () => {
    const id = await placeOrder(api, limitBody('buy', '20002', '0.001'));
    const page = await open('en', 1200); // the grid's narrowest panel: 888 px
    for (const locale of LOCALES) {
      await page.goto(env.tradeUrl({ locale }));
      const row = openList(page).locator(`tr[data-order-id="${id}"]`);
      await row.waitFor();
      for (const cls of ['panel-edit', 'panel-cancel']) expect(await onScreen(row.locator(`.${cls}`)), `${locale} ${cls}`).toBe(true);
      expect(await onScreen(openList(page).locator('.panel-cancel-all')), `${locale} Cancel All`).toBe(true);
      expect(await openList(page).locator('th.panel-action').evaluate((th) => getComputedStyle(th).minWidth), locale).toBe(`${ACTION_COLUMN_MIN_PX[locale]}px`);
    }
    await page.context().close();
  });

  it('should keep the last row\'s Cancel whole above the pager and the status heading readable in German at 1440 px', async () => {
    const page = await open('de-DE', 1440);
    const list = openList(page);
    const size = Number(await panel(page).getAttribute('data-page-size'));
    // more orders than one page
    for (let i = 0; i < size + 2; i++) await placeOrder(api, limitBody('buy', String(21000 + i), '0.001'));
    await page.reload();
    const rows = list.locator('tbody tr[data-order-id]');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(size);
    await list.locator('.panel-pager').waitFor();
    const probe = () => list.evaluate((l) => {
      l.closest('[data-widget="panel"]')!.scrollIntoView({ block: 'end' });
      const scroll = l.querySelector('.panel-scroll')!;
      const box = scroll.getBoundingClientRect();
      const pager = l.querySelector('.panel-pager')!.getBoundingClientRect();
      const cancel = [...l.querySelectorAll('tbody tr[data-order-id]')].at(-1)!.querySelector('.panel-cancel')!;
      const r = cancel.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const th = [...l.querySelectorAll('thead th')].find((h) => h.textContent === 'Orderstatus' || h.getAttribute('title') === 'Orderstatus') as HTMLElement | undefined;
      const label = (th?.querySelector('.panel-th-text') ?? th) as HTMLElement | undefined;
      return {
        inside: r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.bottom <= pager.top + 0.5 && r.bottom <= window.innerHeight,
        hit: hit !== null && cancel.contains(hit),
        scrolls: scroll.scrollHeight > scroll.clientHeight,
        status: th === undefined ? null : { fits: label!.scrollWidth <= label!.clientWidth, title: th.getAttribute('title'), text: th.textContent },
        dbg: {
          th: th?.getBoundingClientRect().toJSON(), action: l.querySelector('thead th.panel-action')!.getBoundingClientRect().toJSON(), box: box.toJSON(),
          sw: scroll.scrollWidth, cw: scroll.clientWidth,
          body: l.closest('.panel-body')!.getBoundingClientRect().height, kinds: l.closest('.panel-body')!.querySelector('.panel-kinds')?.getBoundingClientRect().height,
          bar: l.querySelector('.panel-listbar')!.getBoundingClientRect().height, thead: l.querySelector('thead')!.getBoundingClientRect().height, pager: pager.height,
        },
      };
    });
    const seen = await probe();
    expect(seen, JSON.stringify(seen)).toMatchObject({ inside: true, hit: true, scrolls: false });
    expect(seen.status, JSON.stringify(seen)).not.toBeNull();
    expect(seen.status!.fits || seen.status!.title === 'Orderstatus', JSON.stringify(seen)).toBe(true);
    // at 1440 px the table fits: the status heading is not under the sticky action column either
    expect(seen.dbg.th!.right, JSON.stringify(seen)).toBeLessThanOrEqual(seen.dbg.action.left + 0.5);
    const last = rows.last();
    const id = await last.getAttribute('data-order-id');
    await last.getByRole('button', { name: 'Stornieren' }).click();
    await expect.poll(() => list.locator(`tr[data-order-id="${id}"]`).count(), { timeout: 5_000 }).toBe(0);
    await page.context().close();
  });

  it('should collapse the tabs into the dropdown on a 480 px screen in every locale', async () => {
    const page = await open('en', 480);
    const tablist = panel(page).getByRole('tablist', { name: 'Order panel tabs' });
    await expect.poll(() => tablist.getAttribute('data-overflow')).not.toBe('');
    expect(await panel(page).evaluate((p) => p.getBoundingClientRect().right)).toBeLessThanOrEqual(480);
    await tablist.getByRole('tab', { name: 'More tabs' }).click();
    await page.getByRole('menuitem', { name: 'Funds' }).click();
    await page.locator('[data-testid="spot-funds"]').waitFor();
    for (const locale of ['ar', 'br', 'cn', 'de-DE', 'es', 'fr-FR', 'jp', 'kr', 'nl-NL', 'ru', 'tr', 'uk-UA', 'vn', 'zh-TW']) {
      await page.goto(env.tradeUrl({ locale }));
      await openList(page).waitFor();
      const bar = panel(page).locator('.panel-tabs');
      await expect.poll(() => bar.getAttribute('data-overflow'), { message: locale }).not.toBe('');
      // what stays in the bar really fits in it
      expect(await bar.evaluate((b) => b.scrollWidth <= b.clientWidth), locale).toBe(true);
    }
    await page.context().close();
  });

  it('should rotate the news bar through every announcement and show news and notices in German', async () => {
    const page = await env.openTrade({ locale: 'de-DE', viewport: { width: 1400, height: 900 } });
    const news = page.getByRole('navigation', { name: 'Ankündigungen' });
    await news.waitFor();
    // groups of 3 from all 12 (two pages of 6): the third and fourth groups come from page 2
    await expect.poll(() => news.getAttribute('data-group'), { timeout: 15_000 }).toBe('2');
    expect(await news.getByRole('link').allTextContents()).toEqual([
      'Trigger-Orders: bis zu 20 offene Orders pro Konto',
      'Reservennachweis für dieses Quartal veröffentlicht',
      'API-Ratenlimits für Order-Endpunkte aktualisiert',
    ]);
    await expect.poll(() => news.getAttribute('data-group'), { timeout: 8_000 }).toBe('3');
    expect(await news.getByRole('link').first().textContent()).toBe('Delisting-Hinweis: alte Margin-Paare ohne Handelsvolumen');
    const banner = page.getByTestId('symbol-notice');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Vorsicht vor Phishing: Wir fragen nie per E-Mail oder Chat nach Ihrem Passwort oder 2FA-Codes.');
    await page.context().close();
  });

  it('should give every news group its full 5 s, the first one included', async () => {
    const page = await env.newPage({ width: 1400, height: 900 });
    // the group shown, sampled every 50 ms from the first script on: when each one appeared
    await page.addInitScript(() => {
      const seen: { group: string | null; at: number }[] = [];
      (window as unknown as { __news: typeof seen }).__news = seen;
      setInterval(() => {
        const group = document.querySelector('nav.panel-news')?.getAttribute('data-group') ?? null;
        if (seen.at(-1)?.group !== group) seen.push({ group, at: performance.now() });
      }, 50);
    });
    await page.goto(env.tradeUrl());
    const seen = () => page.evaluate(() => (window as unknown as { __news: { group: string | null; at: number }[] }).__news);
    await expect.poll(async () => (await seen()).some((s) => s.group === '2'), { timeout: 20_000 }).toBe(true);
    const at = Object.fromEntries((await seen()).filter((s) => s.group !== null).map((s) => [s.group, s.at]));
    // before: group 0 at about 1.3 s and group 1 at about 2.3 s, a 1 s flash
    expect(at['1'] - at['0']).toBeGreaterThan(4_800);
    expect(at['2'] - at['1']).toBeGreaterThan(4_800);
    expect(at['2'] - at['1']).toBeLessThan(5_500);
    await page.context().close();
  });

  it('should sort funds by the Coin column\'s value and show the average cost in the chosen currency', async () => {
    const page = await open('en', 1400);
    await panel(page).getByRole('tab', { name: 'Funds' }).click();
    const funds = page.locator('[data-testid="spot-funds"]');
    await funds.locator('tr[data-coin="USDT"]').waitFor();
    const coins = () => funds.locator('tbody tr').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.coin));
    const wallets = (await api.get<{ walletList: { coinType: string; totalBalance: string; totalLocalBalance: string }[] }>('/gw-api/asset-gateway/spot/balance')).data.walletList;
    const rest = wallets.filter((w) => w.coinType !== 'BTC' && w.coinType !== 'USDT' && Number(w.totalBalance) !== 0);
    expect(rest.length).toBeGreaterThan(1);
    const byValue = [...rest].sort((a, b) => Number(a.totalLocalBalance) - Number(b.totalLocalBalance)).map((w) => w.coinType);
    const byName = [...rest].map((w) => w.coinType).sort();
    expect(byValue).not.toEqual(byName); // the funding makes the two orders differ
    const coin = funds.locator('th', { hasText: 'Coin' });
    await coin.getByRole('button').click();
    expect(await coin.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(coins).toEqual(['BTC', 'USDT', ...byValue].slice(0, 10));
    await coin.getByRole('button').click();
    await expect.poll(coins).toEqual(['BTC', 'USDT', ...[...byValue].reverse()].slice(0, 10));

    // USDT's average cost is one dollar: 1.00 USD, then 0.92 EUR at the gateway's rate
    const avgCost = funds.locator('tr[data-coin="USDT"] td').nth(4);
    expect(await avgCost.textContent()).toBe('1.00 USD');
    await funds.getByRole('combobox', { name: 'Valuation currency' }).selectOption('EUR');
    await expect.poll(() => avgCost.textContent()).toBe('0.92 EUR');
    // the choice is kept for the next visit
    await page.reload();
    await panel(page).getByRole('tab', { name: 'Funds' }).click();
    await expect.poll(() => funds.locator('tr[data-coin="USDT"] td').nth(4).textContent()).toBe('0.92 EUR');
    await page.context().close();
  });

  it.each([['spot', {}], ['margin', { type: 'margin' }]] as const)('should offer the side filter in the Side column and the list bar in %s, as one filter', async (_mode, query) => {
    const page = await open('en', 1400, query);
    const column = openList(page).locator('thead').getByRole('combobox', { name: 'Side', exact: true });
    const bar = openList(page).locator('.panel-listbar').getByRole('combobox', { name: 'Side filter' });
    expect(await column.isVisible()).toBe(true);
    expect(await bar.isVisible()).toBe(true);
    const asked = page.waitForRequest((r) => r.url().includes('/entrust-gateway/client/open-orders') && (r.postDataJSON() as { side: unknown }).side === 'sell');
    await column.selectOption('sell');
    await asked;
    expect(await bar.inputValue()).toBe('sell');
    const all = page.waitForRequest((r) => r.url().includes('/entrust-gateway/client/open-orders') && (r.postDataJSON() as { side: unknown }).side === null);
    await bar.selectOption('all');
    await all;
    expect(await column.inputValue()).toBe('all');
    await page.context().close();
  });
});
