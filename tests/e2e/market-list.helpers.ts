import type { Page } from 'playwright-core';

/** The selector's list (a dialog named 'Markets' on <body>). */
export const marketDialog = (page: Page) => page.getByRole('dialog', { name: 'Markets' });

/** Opens the pair selector by a click (the dialog gets the focus; the search box shows). */
export async function openSelector(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Trading pair' }).click();
  await marketDialog(page).getByRole('searchbox', { name: 'Search' }).waitFor();
}

/** Switches the page to the pair named `name` ('ETH/USDT') through the selector (opened if it is not) and its search. */
export async function choosePair(page: Page, name: string): Promise<void> {
  if (!(await marketDialog(page).isVisible())) await openSelector(page);
  const list = marketDialog(page);
  await list.getByRole('searchbox', { name: 'Search' }).fill(name);
  await list.getByRole('button', { name, exact: true }).click();
  await list.waitFor({ state: 'detached' });
}
