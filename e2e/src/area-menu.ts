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

/** Signs out from a signed-in area, through the menu on a phone, by the header's button on a wide screen. */
export async function signOutOfArea(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Menú', exact: true });
  const headerButton = page.getByRole('button', { name: /cerrar sesión/i });
  // Whichever the page's width shows, once the area's header has rendered.
  await expect(menuButton.or(headerButton)).toBeVisible();
  if (await menuButton.isVisible()) {
    await (await openAreaMenu(page)).getByRole('button', { name: /cerrar sesión/i }).click();
  } else {
    await headerButton.click();
  }
}
