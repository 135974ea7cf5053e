import { describe, expect, it } from 'vitest';
import { bookOf } from './page-probes';
import { useTradeEnv } from './trade-env';

/**
 * Spot and isolated margin are switched in place (state/trade-mode.ts): the order form, the
 * header and the address follow, and the page with its worker, sockets and book is kept.
 */
describe('trade mode', () => {
  const env = useTradeEnv({ simRate: 200 });

  it('should switch between spot and isolated margin without loading the page', async () => {
    const page = await env.openTrade({ waitForBook: true });
    await page.evaluate(() => { (window as unknown as { sameDocument: boolean }).sameDocument = true; });
    const form = page.locator('[data-widget="form"]');
    await expect.poll(() => form.getAttribute('data-mode')).toBe('spot');
    const seqBefore = (await bookOf(page)).info.seq;
    const historyBefore = await page.evaluate(() => history.length);

    await form.getByRole('link', { name: 'Isolated margin' }).click();
    await expect.poll(() => form.getAttribute('data-mode')).toBe('margin');
    expect(new URL(page.url()).searchParams.get('type')).toBe('margin');
    expect(await page.locator('.app').getAttribute('data-type')).toBe('margin');
    expect(await page.locator('header .mode').textContent()).toBe('Margin');

    await form.getByRole('link', { name: 'Spot' }).click();
    await expect.poll(() => form.getAttribute('data-mode')).toBe('spot');
    expect(new URL(page.url()).searchParams.has('type')).toBe(false);
    // replaced, not pushed: the mode tabs add no history entries
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    // the same document, and the book kept running on its socket (no resync from a new page)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const after = (await bookOf(page)).info;
    expect(after.synced).toBe(true);
    expect(after.seq).toBeGreaterThanOrEqual(seqBefore);
    await page.context().close();
  });
});
