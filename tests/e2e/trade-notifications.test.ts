import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { limitBody, placeOrder } from './order-bodies';
import { useTradeEnv } from './trade-env';
import { uniqueEmail } from './users';

/**
 * Trade notifications of issue 23 (spec trade page section 2, section 9): a signed-in page hears
 * its order events on the user socket and shows Order Filled! / IOC Order Cancelled! / Order
 * Cancelled! at the bottom right, two at a time, 1 s apart, 3 s each, with the chime
 * (/media/ding.mp3, fetched once); switched off in the user's settings, nothing shows or plays.
 * SIM_RATE 0 and SEED_BOOKS 0: BTC_USDT's book holds only this file's orders.
 */

type Probe = { plays: number; seen: Array<{ title: string; at: number; gone?: number }> };

describe('trade notifications', () => {
  const env = useTradeEnv({ simRate: 0, env: { SEED_BOOKS: '0' } });
  let page: Page;
  let me: ApiClient;
  let other: ApiClient;
  let chimeRequests = 0;

  /** Counts play() calls (without playing: the test needs no sound) and logs every card's life. */
  async function probe(p: Page): Promise<void> {
    await p.addInitScript(() => {
      const w = window as unknown as { __notices: Probe };
      w.__notices = { plays: 0, seen: [] };
      HTMLMediaElement.prototype.play = function play() {
        w.__notices.plays += 1;
        return Promise.resolve();
      };
      new MutationObserver(() => {
        const now = performance.now();
        const cards = [...document.querySelectorAll('.trade-notice')];
        for (const c of cards) {
          const title = c.querySelector('.trade-notice-title')?.textContent ?? '';
          const id = (c as HTMLElement).dataset.logged;
          if (id === undefined) {
            (c as HTMLElement).dataset.logged = String(w.__notices.seen.length);
            w.__notices.seen.push({ title, at: now });
          }
        }
        for (const s of w.__notices.seen) {
          const i = w.__notices.seen.indexOf(s);
          if (s.gone === undefined && !cards.some((c) => (c as HTMLElement).dataset.logged === String(i))) s.gone = now;
        }
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
  }

  const readProbe = (): Promise<Probe> => page.evaluate(() => (window as unknown as { __notices: Probe }).__notices);

  /** Places resting orders until the page has heard one of its pushes (the user socket is up). */
  async function socketUp(): Promise<void> {
    for (let tries = 0; tries < 15; tries++) {
      await placeOrder(me, limitBody('buy', String(10000 + tries), '0.001'));
      const heard = await page
        .waitForFunction(() => (window as unknown as { __terminal: { notifications(): unknown[] } }).__terminal.notifications().length > 0, null, { timeout: 1_000 })
        .then(() => true, () => false);
      if (heard) return;
    }
    throw new Error('the page never heard its own order events');
  }

  beforeAll(async () => {
    page = await env.newPage({ width: 1400, height: 900 });
    await probe(page);
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/media/ding.mp3') chimeRequests += 1;
    });
    await env.openTrade({ page });
    const { email } = await env.signUp(page, 'notices');
    me = await env.login(email);
    other = new ApiClient(env.gw.url);
    await other.register(uniqueEmail('notices-other'));
    await page.reload();
    await socketUp();
  });

  it('should raise Order Filled! and IOC Order Cancelled! two at a time, 1 s apart, 3 s each, with the chime', async () => {
    await page.waitForTimeout(500); // the resting orders above announce nothing
    expect((await readProbe()).seen).toEqual([]);

    // a fill of my resting buy, an IOC that finds nothing, and a plain cancel: three notices
    await placeOrder(me, limitBody('buy', '60000', '0.01'));
    await placeOrder(other, limitBody('sell', '60000', '0.01'));
    await placeOrder(me, limitBody('buy', '50000', '0.01', { type: 'ioc' }));
    const resting = await placeOrder(me, limitBody('buy', '40000', '0.01'));
    expect((await me.signedPost('/gw-api/order/spot/cancel', { orderId: resting, reqSource: 2, orderModeCode: 'normal_order', planType: null })).success).toBe(true);

    await expect.poll(async () => (await readProbe()).seen.filter((s) => s.gone !== undefined).length, { timeout: 15_000 }).toBe(3);
    const { seen, plays } = await readProbe();
    expect(seen.map((s) => s.title)).toEqual(['Order Filled!', 'IOC Order Cancelled!', 'Order Cancelled!']);
    // each shown for 3 s; the second 1 s after the first; the third only when a place is free (4 s after the first)
    for (const s of seen) expect(s.gone! - s.at).toBeGreaterThan(2_800);
    for (const s of seen) expect(s.gone! - s.at).toBeLessThan(3_400);
    expect(seen[1].at - seen[0].at).toBeGreaterThan(800);
    expect(seen[1].at - seen[0].at).toBeLessThan(1_300);
    expect(seen[2].at - seen[0].at).toBeGreaterThan(3_800);
    // never more than two at once
    const events = seen.flatMap((s) => [[s.at, 1], [s.gone!, -1]] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let on = 0;
    let most = 0;
    for (const [, d] of events) most = Math.max(most, (on += d));
    expect(most).toBe(2);
    // success styling for the fill, error styling for the cancels (checked on the live classes below)
    expect(plays).toBe(3);
    expect(chimeRequests).toBe(1);
  });

  it('should style a fill as success and a cancel as error, bottom right', async () => {
    await placeOrder(me, limitBody('buy', '60000', '0.01'));
    await placeOrder(other, limitBody('sell', '60000', '0.01'));
    const card = page.locator('.trade-notice', { hasText: 'Order Filled!' });
    await card.waitFor({ timeout: 5_000 });
    expect(await card.getAttribute('class')).toContain('trade-notice-success');
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1400 - 40);
    expect(box.y + box.height).toBeGreaterThan(900 - 40);
    await placeOrder(me, limitBody('buy', '50000', '0.01', { type: 'ioc' }));
    const ioc = page.locator('.trade-notice', { hasText: 'IOC Order Cancelled!' });
    await ioc.waitFor({ timeout: 6_000 });
    expect(await ioc.getAttribute('class')).toContain('trade-notice-error');
  });

  it('should show and play nothing once the user switches notifications off', async () => {
    const saved = await page.evaluate(async () => {
      const res = await fetch('/gw-api/user/preferences', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ NOTIFICATION: false, NOTIFICATION_SOUND: false }) });
      return ((await res.json()) as { data: Record<string, boolean> }).data;
    });
    expect(saved).toMatchObject({ NOTIFICATION: false, NOTIFICATION_SOUND: false });
    await page.reload();
    await socketUp();
    await placeOrder(me, limitBody('buy', '60000', '0.01'));
    await placeOrder(other, limitBody('sell', '60000', '0.01'));
    await placeOrder(me, limitBody('buy', '50000', '0.01', { type: 'ioc' }));
    // the page heard both (the order panel refreshes on them), and announced neither
    await page.waitForFunction(() => (window as unknown as { __terminal: { notifications(): Array<{ event: string }> } }).__terminal.notifications().filter((n) => n.event !== 'NEW_ENTRUST').length >= 2, null, { timeout: 5_000 });
    await page.waitForTimeout(2_000);
    const { seen, plays } = await readProbe();
    expect(seen).toEqual([]);
    expect(plays).toBe(0);

    // sound alone back on: the chime plays, no card shows
    await page.evaluate(() => fetch('/gw-api/user/preferences', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ NOTIFICATION_SOUND: true }) }));
    await page.reload();
    await socketUp();
    await placeOrder(me, limitBody('buy', '50000', '0.01', { type: 'ioc' }));
    await expect.poll(async () => (await readProbe()).plays, { timeout: 5_000 }).toBe(1);
    expect((await readProbe()).seen).toEqual([]);
  });
});
