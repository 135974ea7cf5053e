import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseKind, closeSession, confirmDialog, field, fieldMessage, form, formReady, lastPrice, openSession, priceAt, submit, type Session } from './order-form.helpers';
import { marketBody, SUBMIT_PATH } from './order-bodies';
import { tracked } from './page-probes';

/**
 * The order form's checks and dialogs against the live gateway, each reached by a real
 * situation: validation messages on their fields (tracked as FE_param_failed), the numeric
 * input rules, the threshold confirm, click-to-fill from the book, a 21st trigger order, funds
 * gone since the form loaded, a restricted pair, the notice banner and a visitor.
 */
describe('order form: checks and dialogs', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => closeSession(s));

  it('should show each validation message on its field and track FE_param_failed', async () => {
    await s.fresh();
    const before = (await tracked(s.page)).length;
    await form(s.page).getByRole('button', { name: 'Buy BTC', exact: true }).click();
    await expect.poll(() => fieldMessage(s.page, 'Price')).toBe('Enter a valid price');
    expect(await fieldMessage(s.page, 'Amount')).toBe('Enter a valid quantity');
    expect(await field(s.page, 'Price').getAttribute('aria-invalid')).toBe('true');
    // a price of 100 and 0.01 BTC: 1 USDT, below the 5 USDT minimum total
    await field(s.page, 'Price').fill('100');
    await field(s.page, 'Amount').fill('0.01');
    expect(await fieldMessage(s.page, 'Price')).toBeNull(); // editing clears the field's message
    await form(s.page).getByRole('button', { name: 'Buy BTC', exact: true }).click();
    await expect.poll(() => fieldMessage(s.page, 'Total')).toBe('The total must be greater than 5 USDT');
    // selling more BTC than the account holds
    await form(s.page).getByRole('tab', { name: 'Sell', exact: true }).click();
    await field(s.page, 'Price').fill('100');
    await field(s.page, 'Amount').fill('50');
    await form(s.page).getByRole('button', { name: 'Sell BTC', exact: true }).click();
    await expect.poll(() => fieldMessage(s.page, 'Amount')).toBe('BTC balance is insufficient');
    // a trigger order without its trigger price
    await chooseKind(s.page, 'Trigger Order');
    await confirmDialog(s.page, 'Trigger order risk reminder'); // this user's first trigger choice
    await field(s.page, 'Price').fill('100');
    await field(s.page, 'Amount').fill('0.1');
    await form(s.page).getByRole('button', { name: 'Sell BTC', exact: true }).click();
    await expect.poll(() => fieldMessage(s.page, 'Trigger Price')).toBe('Enter a valid trigger price');
    const events = (await tracked(s.page)).slice(before).filter((e) => e.event === 'FE_param_failed').map((e) => `${e.params.field}:${e.params.reason}`);
    expect(events).toEqual(['price:null_price', 'amount:null_amount', 'total:less_than_total', 'amount:balance_not_enough', 'triggerPrice:null_trigger_price']);
  });

  it('should filter what is typed and pasted into the numeric inputs', async () => {
    await s.fresh();
    const price = field(s.page, 'Price');
    await price.pressSequentially('1a2.3.456');
    expect(await price.inputValue()).toBe('12.34'); // letters dropped, one dot, cut at the price precision
    await price.press('ArrowUp');
    expect(await price.inputValue()).toBe('12.35');
    await price.fill('');
    await price.press('ArrowDown');
    expect(await price.inputValue()).toBe('0.00'); // never below 0
    await price.fill('7.');
    await field(s.page, 'Amount').focus();
    expect(await price.inputValue()).toBe('7'); // the trailing dot goes on blur
    await field(s.page, 'Amount').evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text', ' 1,234.5678999 BTC');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    expect(await field(s.page, 'Amount').inputValue()).toBe('1234.567899');
  });

  it('should ask the threshold confirm for a price 6% away, and not again after "don\'t show again"', async () => {
    const last = await s.fresh();
    const price = priceAt(last, 1.06);
    await field(s.page, 'Price').fill(price.typed);
    await field(s.page, 'Amount').fill('0.001');
    const response = s.page.waitForResponse((r) => r.url().endsWith('/gw-api/order/spot/submit'));
    await form(s.page).getByRole('button', { name: 'Buy BTC', exact: true }).click();
    const text = await confirmDialog(s.page, 'Price far from the market', true);
    expect(text).toMatch(/The order price is \d+\.\d{2}% higher than the latest price/);
    await confirmDialog(s.page, 'Confirm order');
    expect((await (await response).json()).success).toBe(true);
    await expect.poll(async () => (await s.client.get<Record<string, boolean>>('/gw-api/user/preferences')).data.THRESHOLD_CONFIRM).toBe(false);
    // the next far price goes straight to the order confirm, also after a reload
    const again = await s.fresh();
    await field(s.page, 'Price').fill(priceAt(again, 1.06).typed);
    await field(s.page, 'Amount').fill('0.001');
    const placed = await submit(s.page, 'Buy BTC', ['Confirm order']);
    expect(placed.answer.success).toBe(true);
  });

  it('should fill price and amount from a click on the book, side reversed', async () => {
    await s.fresh();
    const { layoutBook, rowTop } = await import('../../src/features/order-book/book-layout');
    for (const [bookSide, formSide] of [['ask', 'Buy'], ['bid', 'Sell']] as const) {
      const host = s.page.getByTestId('book-canvas');
      const box = (await host.boundingBox())!;
      const size = await host.evaluate((el) => ({ width: el.clientWidth, height: el.clientHeight }));
      const y = rowTop(layoutBook({ ...size, view: 'both', switched: false, ratioBar: true }), bookSide, 1)!;
      await s.page.mouse.click(box.x + size.width / 2, box.y + y + 10);
      await expect.poll(() => form(s.page).getByRole('tab', { name: formSide, exact: true }).getAttribute('aria-selected')).toBe('true');
      const fill = await s.page.evaluate(() => ({ ...document.querySelector<HTMLElement>('[data-widget="book"]')!.dataset }));
      expect(fill.fillSide).toBe(formSide.toLowerCase());
      await expect.poll(() => field(s.page, 'Price').inputValue()).toBe(fill.fillPrice);
      expect(await field(s.page, 'Amount').inputValue()).toBe(fill.fillAmount);
    }
  });

  it('should show the trigger-count dialog for a 21st trigger order', async () => {
    const last = await s.fresh();
    for (let i = 0; i < 20; i++) {
      const a = await s.client.signedPost(SUBMIT_PATH, marketBody('buy', { notional: '10', marketAmountType: 1, planType: 2, triggerPrice: priceAt(last, 1.5).typed, tradeSide: 1 }));
      if (!a.success) expect(a.code).toBe(33133); // earlier tests left one or two trigger orders open
    }
    await chooseKind(s.page, 'Trigger Order');
    await field(s.page, 'Trigger Price').fill(priceAt(last, 1.5).typed);
    await field(s.page, 'Price').fill(priceAt(last, 1.51).typed);
    await field(s.page, 'Amount').fill('0.001');
    const placed = await submit(s.page, 'Buy BTC', ['Confirm order']);
    expect(placed.answer.code).toBe(33133);
    const dialog = s.page.getByRole('dialog', { name: 'Too many trigger orders' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('at most 20 open trigger orders');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await s.client.signedPost('/gw-api/order/spot/all/cancel', { reqSource: 2, orderModeCode: 'normal_order', planType: 2 });
  });

  it('should show the balance dialog when the funds left the spot account after the form loaded', async () => {
    for (const sub of [false, true]) {
      await s.setFlags({ isSubAccount: sub });
      const last = await s.fresh();
      const usdt = /\d+\.\d+/.exec((await s.page.getByTestId('available-buy').textContent()) ?? '')![0];
      // moved to the margin account from elsewhere: the form still shows the old balance, the gateway refuses (33102)
      const moved = await s.client.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'USDT', amount: usdt, direction: 'in' });
      expect(moved.success, JSON.stringify(moved)).toBe(true);
      await field(s.page, 'Price').fill(priceAt(last, 0.96).typed);
      await field(s.page, 'Amount').fill('0.1');
      const placed = await submit(s.page, 'Buy BTC', ['Confirm order']);
      expect(placed.answer.code).toBe(33102);
      const dialog = s.page.getByRole('dialog', { name: 'Unable to place the order' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      if (sub) {
        expect(await dialog.textContent()).toContain('Ask the main account to transfer assets to this sub-account.');
        expect(await dialog.getByRole('link').count()).toBe(0);
      } else {
        expect(await dialog.textContent()).toContain('Transfer assets or deposit funds to continue.');
        expect(await dialog.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/asset-deposit/en?coinType=USDT');
        expect(await dialog.getByRole('link', { name: 'Transfer' }).getAttribute('href')).toBe('/margin-assets/en?category=MARGIN');
      }
      await s.page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      const back = await s.client.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'USDT', amount: usdt, direction: 'out' });
      expect(back.success, JSON.stringify(back)).toBe(true);
    }
    await s.setFlags({ isSubAccount: false });
  });

  it('should show the next unclosed notice after a close, and remember closed ones (the shell\'s banner, no longer the form\'s)', async () => {
    await s.page.goto(`${s.gw.url}/trade/en?symbol=BMX_USDT`);
    await formReady(s.page);
    expect(await form(s.page).locator('[data-notice-id]').count()).toBe(0);
    const banner = s.page.getByTestId('symbol-notice');
    await expect.poll(() => banner.getAttribute('data-notice-id')).toBe('9101'); // the pair's own notice first
    await banner.getByRole('button', { name: 'Close notice' }).click();
    await expect.poll(() => banner.getAttribute('data-notice-id')).toBe('9001'); // then the one for every pair
    await s.page.reload();
    await formReady(s.page);
    await expect.poll(() => banner.getAttribute('data-notice-id')).toBe('9001');
    await banner.getByRole('button', { name: 'Close notice' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await s.page.goto(s.trade);
    await formReady(s.page);
    expect(await banner.count()).toBe(0);
    expect(await s.page.evaluate(() => localStorage.getItem('closeNoticeList'))).toBe('[9101,9001]');
  });

  it('should show the symbol limit dialog on a pair not offered in the user\'s country', async () => {
    await s.setFlags({ kycCountry: 'US' });
    await s.page.goto(`${s.gw.url}/trade/en?symbol=XRP_USDT`);
    await formReady(s.page);
    // the pair is restricted in the user's country: the risk tip comes first, and only its confirm closes it
    await s.page.getByRole('dialog', { name: 'Risk warning' }).getByRole('button', { name: 'I understand' }).click();
    const last = await lastPrice(s.client, 'XRP_USDT');
    await field(s.page, 'Price').fill(priceAt(last, 0.97, 4).typed);
    await field(s.page, 'Amount').fill('20');
    const placed = await submit(s.page, 'Buy XRP', ['Confirm order']);
    expect(placed.answer.code).toBe(33122);
    const dialog = s.page.getByRole('dialog', { name: 'Trading not available' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('Trading of XRP/USDT is not provided in your country or region.');
  });

  it('should send a visitor to login from the form, and back to the page', async () => {
    const context = await s.browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(s.trade);
    await formReady(visitor, false);
    const goto = encodeURIComponent('/trade/en?symbol=BTC_USDT');
    expect(await form(visitor).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(`/login?goto=${goto}&lang=en`);
    expect(await form(visitor).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(`/register?goto=${goto}&lang=en`);
    await field(visitor, 'Price').fill('100');
    await form(visitor).getByRole('button', { name: 'Buy BTC', exact: true }).click();
    await visitor.waitForURL(`${s.gw.url}/login?goto=${goto}&lang=en`);
    await context.close();
  });
});
