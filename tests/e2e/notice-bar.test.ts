import { describe, expect, it } from 'vitest';
import { useTradeEnv } from './trade-env';

/**
 * The basic layout's notice bar (issue 20; spec 001 "Basic layout ... adds a notice bar with
 * notice panel and news bar"): a row under the navigator bar with the Notices button and the news
 * bar; the panel lists every notice of the page, the ones closed in their banners too.
 */
describe('notice bar', () => {
  const env = useTradeEnv({ simRate: 200 });

  it('should list the page\'s and the pair\'s notices in the basic layout\'s panel, closed ones marked, beside the news bar', async () => {
    const page = await env.openTrade({ viewport: { width: 1440, height: 900 }, query: { layout: 'basic' }, waitForBook: true });
    const bar = page.getByRole('region', { name: 'Notices and news' });
    // a row between the navigator bar and the grid, there from the first screen
    const [nav, row, grid] = await Promise.all(['header.nav', '.notice-bar', 'main.grid'].map((s) => page.locator(s).boundingBox()));
    expect(Math.round(row!.y)).toBe(Math.round(nav!.y + nav!.height));
    expect(Math.round(grid!.y)).toBe(Math.round(row!.y + row!.height));
    // the news bar is in it, and only there (not under the order panel as in pro)
    const news = page.getByRole('navigation', { name: 'Announcements' });
    await expect.poll(() => bar.getByRole('navigation', { name: 'Announcements' }).getByRole('link').count(), { timeout: 15_000 }).toBe(3);
    expect(await news.count()).toBe(1);

    // spot BTC/USDT: the spot page's two notices and the one for every pair, none closed yet
    const button = bar.getByRole('button', { name: /^Notices/ });
    await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe('Notices (3)');
    await button.click();
    const panel = page.getByRole('region', { name: 'All notices' });
    const items = panel.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.nth(0).textContent()).toContain('zero maker fees on all USDC pairs');
    expect(await items.nth(2).textContent()).toContain('Beware of phishing');
    expect(await items.nth(2).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/support/security');
    expect(await panel.getByText('Closed', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);

    // the banner's notice closed: still in the panel, marked, and no longer counted
    const banner = page.getByTestId('symbol-notice');
    await expect.poll(() => banner.getAttribute('data-notice-id'), { timeout: 15_000 }).toBe('9001');
    await banner.getByRole('button').click();
    await expect.poll(() => button.textContent()).toBe('Notices (2)');
    await button.click();
    expect(await items.nth(2).getAttribute('data-closed')).toBe('true');
    expect(await items.nth(2).getByText('Closed', { exact: true }).count()).toBe(1);
    // a click outside closes it
    await page.mouse.click(700, 600);
    await expect.poll(() => panel.count()).toBe(0);

    // the pro layout has no notice bar; its news bar is the order panel's (the link's layout is kept in a cookie)
    await page.goto(env.tradeUrl({ query: { layout: 'pro' } }));
    await expect.poll(() => page.locator('[data-widget="panel"]').getByRole('navigation', { name: 'Announcements' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('.notice-bar').count()).toBe(0);
    await page.context().close();
  });

  it('should give a signed-in trader of the basic layout the notification switches under Settings, and a visitor no empty drawer', async () => {
    const page = await env.openTrade({ viewport: { width: 1440, height: 900 }, query: { layout: 'basic' }, waitForBook: true });
    await page.locator('[data-widget="form"]').waitFor();
    expect(await page.locator('header.nav').getByRole('button', { name: 'Settings', exact: true }).count()).toBe(0);
    await env.signUp(page, 'basicset');
    await page.reload();
    const open = page.locator('header.nav').getByRole('button', { name: 'Settings', exact: true });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    const popups = drawer.getByRole('group', { name: 'Trade notifications' }).getByRole('checkbox', { name: 'Pop-ups' });
    await popups.waitFor({ timeout: 15_000 });
    // no modules to arrange in basic
    expect(await drawer.getByRole('button', { name: 'Reset layout' }).count()).toBe(0);
    expect(await popups.isChecked()).toBe(true);
    await popups.uncheck();
    await expect.poll(() => page.evaluate(async () => ((await (await fetch('/gw-api/user/preferences')).json()) as { data: Record<string, boolean> }).data.NOTIFICATION)).toBe(false);
    await page.context().close();
  });
});
