import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the menu that holds a signed-in area's section links and account actions on a phone (below Chakra's
 * `md` breakpoint), and returns it. The button says it is expanded and names the menu it controls.
 */
export async function openAreaMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Menú', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu).toBeVisible();
  // While the menu is open the rest of the page is hidden from assistive technology, the button too.
  const button = page.locator('header button[aria-haspopup="dialog"]');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? '');
  return menu;
}
