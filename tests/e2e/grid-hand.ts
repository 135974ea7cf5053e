import type { Page } from 'playwright-core';

/** Waits until react-grid-layout has taken the grid over (after the book's first paint). */
export async function waitForLiveGrid(page: Page): Promise<void> {
  await page.locator('.grid-live .react-grid-item[data-module="chart"]').waitFor({ timeout: 15_000 });
}

/** Drags from the centre of `selector` by (dx, dy) in small steps, as a hand would. */
export async function drag(page: Page, selector: string, dx: number, dy: number): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up();
}
