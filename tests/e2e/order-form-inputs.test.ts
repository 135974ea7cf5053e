import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formReady } from './order-form.helpers';
import { useTradeEnv } from './trade-env';

/**
 * The numeric inputs as a trader types into them (spec order-placement section 5 "Numeric
 * input", issue 17 items 1 and 6): on pairs of every precision a digit typed past the precision
 * never shifts the ones before it (DOGE_USDT amounts are whole coins: '12.5' is 12, never 125),
 * a comma typed is the decimal point, a paste reads its separators as a trader means them
 * (a single decimal comma is the decimal point, thousands commas go), the margin dialogs'
 * amount follows the same rules, and the percent box shows its whole value at every width.
 *
 * Pairs (server/market/refdata.ts): BTC_USDT price 2 / amount 6, DOGE_USDT 5 / 0, SHIB_USDT 8 / 0.
 */

const buyForm = (page: Page) => page.getByRole('form', { name: 'Buy' });
const buyField = (page: Page, label: 'Price' | 'Amount' | 'Total') => buyForm(page).getByLabel(label, { exact: true });

/** Types `keys` into an emptied field one key at a time, as a trader does. */
async function typeInto(field: Locator, keys: string): Promise<void> {
  await field.fill('');
  await field.pressSequentially(keys);
}

/** Leaves the field (the trailing dot goes on blur) and answers what it shows. */
async function leave(field: Locator): Promise<string> {
  await field.blur();
  return field.inputValue();
}

async function paste(field: Locator, text: string): Promise<void> {
  await field.fill('');
  await field.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

describe('numeric inputs on pairs of every precision', () => {
  const env = useTradeEnv({ simRate: 0 });
  let page: Page;

  async function openPair(symbol: string, query: Record<string, string> = {}, locale = 'en') {
    await env.openTrade({ page, symbol, query, locale });
    // below 960 px the form lives in the mobile bottom drawer, opened by its Buy button
    if ((page.viewportSize()?.width ?? 1440) < 960) {
      await page.locator('.trade-bar-buy').click();
      await page.locator('[data-testid="trade-drawer"][data-open="true"]').waitFor();
    }
    if (locale === 'en') await formReady(page);
    else await expect.poll(() => page.getByTestId('available-buy').textContent(), { timeout: 15_000 }).toMatch(/\d/);
  }

  beforeAll(async () => {
    page = await env.openTrade({ viewport: { width: 1440, height: 900 } });
    await env.signUp(page, 'inputs');
  });

  it('should keep 12.5 typed into a whole-coin amount at 12, never 125 (DOGE_USDT)', async () => {
    await openPair('DOGE_USDT');
    const amount = buyField(page, 'Amount');
    await typeInto(amount, '12.5');
    expect(await amount.inputValue()).toBe('12.'); // the dot stays while typing: the 5 is a cut decimal
    expect(await leave(amount)).toBe('12');
    await typeInto(amount, '12.53');
    expect(await leave(amount)).toBe('12');
    // the total follows 12 coins, not 125
    await typeInto(buyField(page, 'Price'), '0.1');
    await typeInto(amount, '12.5');
    const total = Number(await buyField(page, 'Total').inputValue());
    expect(total).toBeGreaterThanOrEqual(1.2);
    expect(total).toBeLessThan(1.21); // 12 × 0.1 plus the buy side's fee reserve
    // a paste of a fractional amount is cut to whole coins
    await paste(amount, '12.5');
    expect(await amount.inputValue()).toBe('12');
    await paste(amount, ' 1,234.9 DOGE');
    expect(await amount.inputValue()).toBe('1234');
    // the price keeps its five decimals, and a sixth typed changes nothing before it
    const price = buyField(page, 'Price');
    await typeInto(price, '0.1234567');
    expect(await leave(price)).toBe('0.12345');
  });

  it('should cut eight-decimal prices and whole-coin amounts the same way (SHIB_USDT)', async () => {
    await openPair('SHIB_USDT');
    const price = buyField(page, 'Price');
    await typeInto(price, '0.000012345');
    expect(await leave(price)).toBe('0.00001234');
    const amount = buyField(page, 'Amount');
    await typeInto(amount, '1000000.9');
    expect(await leave(amount)).toBe('1000000');
    await amount.press('ArrowUp');
    expect(await amount.inputValue()).toBe('1000001');
  });

  it('should take a typed comma as the decimal point and refuse a digit typed into a full decimal part (BTC_USDT)', async () => {
    await openPair('BTC_USDT');
    const price = buyField(page, 'Price');
    await typeInto(price, '100,5');
    expect(await leave(price)).toBe('100.5');
    await typeInto(price, '1.23');
    await price.press('Home');
    await price.press('ArrowRight');
    await price.press('ArrowRight'); // after "1."
    await price.press('5');
    expect(await price.inputValue()).toBe('1.23'); // not 1.52: the decimals before the caret stay
    // a decimal comma pasted, or typed over a selection, is the decimal point, never dropped
    await paste(price, '12,5');
    expect(await price.inputValue()).toBe('12.5'); // not 125
    await paste(price, '1.234,56');
    expect(await price.inputValue()).toBe('1234.56'); // not 1.23
    await typeInto(price, '12.5');
    await price.evaluate((el: HTMLInputElement) => el.setSelectionRange(2, 4)); // ".5" of "12.5"
    await price.pressSequentially(',7');
    expect(await leave(price)).toBe('12.7'); // not 127
    const amount = buyField(page, 'Amount');
    await typeInto(amount, '0.12345678');
    expect(await leave(amount)).toBe('0.123456');
  });

  it('should give the margin dialogs\' amount the same rules', async () => {
    await openPair('BTC_USDT', { type: 'margin' });
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    const d = page.getByRole('dialog', { name: 'Transfer' });
    await expect.poll(() => d.locator('.margin-panel').getAttribute('data-loaded'), { timeout: 15_000 }).toBe('true');
    await d.getByLabel('Coin').selectOption({ label: 'USDT' });
    const amount = d.getByLabel('Amount', { exact: true });
    await typeInto(amount, '12,5');
    expect(await leave(amount)).toBe('12.5'); // not 125
    await paste(amount, '7,000.5');
    expect(await amount.inputValue()).toBe('7000.5');
    await page.keyboard.press('Escape');
    await expect.poll(() => d.isVisible()).toBe(false);
  });

  it('should show the percent box\'s whole value ("100", "33.15", "100.00") in every locale at 480 to 1920 px', async () => {
    const clipped: string[] = [];
    for (const locale of ['en', 'de-DE', 'ar', 'jp', 'ru']) {
      for (const width of [480, 1280, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await openPair('BTC_USDT', {}, locale);
        // the buy side's entry (at narrow widths the form shows one side at a time)
        const box = page.locator('[data-widget="form"] .of-percent input').first();
        for (const value of ['100', '33.15', '100.00']) {
          await typeInto(box, value);
          await box.blur();
          const seen = await box.evaluate((el: HTMLInputElement) => ({ value: el.value, fits: el.scrollWidth <= el.clientWidth, scroll: el.scrollWidth, client: el.clientWidth }));
          expect(seen.value).toBe(value);
          if (!seen.fits) clipped.push(`${locale} ${width}px "${value}": ${seen.scroll} > ${seen.client}`);
        }
      }
    }
    expect(clipped).toEqual([]);
  });
});
