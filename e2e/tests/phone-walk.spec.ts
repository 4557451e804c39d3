import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAreaMenu } from '../src/area-menu.ts';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// A walk through the intranet and the volunteer area on a 390 × 844 phone, by touch, with the compact header:
// one short bar with the logo and "Menú", whose drawer holds the section links and the account actions.

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

let consoleErrors: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await decideCookies(context, e2eBaseUrl);
  consoleErrors = [];
  page.on('console', (message) => {
    const { url } = message.location();
    // The browser asks for /favicon.ico by itself before the shell has pointed the page at the tenant's icon;
    // that request is not the page's.
    if (message.type() === 'error' && !url.endsWith('/favicon.ico'))
      consoleErrors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
});

test.afterEach(() => {
  expect(consoleErrors, 'console errors').toEqual([]);
});

/** The screen shows its heading, nothing makes it wider than the phone, and its header is one short bar. */
async function checkScreen(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height, `${page.url()} header height`).toBeLessThan(PHONE.height * 0.25);
  const menuButton = page.getByRole('button', { name: 'Menú', exact: true });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
}

/** Opens the menu and chooses one of the area's sections: the menu closes on the chosen page. */
async function goToSection(page: Page, navigationName: string, section: string) {
  const menu = await openAreaMenu(page);
  await menu.getByRole('navigation', { name: navigationName }).getByRole('link', { name: section }).tap();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menú', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  // The new page starts the keyboard from the top, as every page change does: first the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
}

/** Signs out through the menu, and lands on the sign-in. */
async function signOutThroughMenu(page: Page) {
  const menu: Locator = await openAreaMenu(page);
  await menu.getByRole('button', { name: 'Cerrar sesión' }).tap();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /^entrar$/i })).toBeVisible();
}

test('the public header is one row on the phone', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const logo = header.getByRole('link', { name: 'Inicio de Fundación Demo' });
  const signIn = header.getByRole('link', { name: 'Iniciar sesión' });
  await expect(signIn).toBeVisible();
  const [logoBox, signInBox] = [await logo.boundingBox(), await signIn.boundingBox()];
  // The sign-in link sits beside the logo, not on a second row below it.
  expect(signInBox!.y).toBeLessThan(logoBox!.y + logoBox!.height);
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
});

test('a coordinator walks the intranet on a phone through the menu', async ({ page }) => {
  const sections = 'Secciones de la intranet';
  await signInAndLand(page, 'coordinacion@demo.example.org');
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  await checkScreen(page, 'Actividades');
  // The wide screens' row of section links is not shown: the links are in the menu.
  await expect(page.getByRole('navigation', { name: sections })).toBeHidden();

  // The menu lists the sections, the current one marked, and the account actions of the wide header.
  const menu = await openAreaMenu(page);
  const nav = menu.getByRole('navigation', { name: sections });
  await expect(nav.getByRole('link', { name: 'Actividades' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Voluntariado' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Mi perfil: / })).toBeVisible();
  await expect(menu.getByRole('combobox', { name: 'Idioma' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menú', exact: true })).toBeFocused();

  await goToSection(page, sections, 'Voluntariado');
  await expect(page).toHaveURL(/\/intranet\/volunteer$/);
  await checkScreen(page, 'Voluntariado');
  await page.getByRole('link', { name: 'Sánchez Moreno, Valeria' }).tap();
  await expect(page).toHaveURL(/\/intranet\/volunteer\/\d+$/);
  await checkScreen(page, /Valeria Sánchez Moreno/);

  await goToSection(page, sections, 'Actividades');
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  await checkScreen(page, 'Actividades');
  await page.getByRole('link', { name: 'Taller de móvil para mayores' }).first().tap();
  await expect(page).toHaveURL(/\/intranet\/activity\/\d+$/);
  await checkScreen(page, 'Taller de móvil para mayores');

  await signOutThroughMenu(page);
});

test('the validated volunteer walks the volunteer area on a phone through the menu', async ({ page }) => {
  const sections = 'Secciones del área de voluntariado';
  await signInAndLand(page, 'voluntaria@demo.example.org');
  await expect(page).toHaveURL(/\/volunteer$/);
  await checkScreen(page, 'Área de voluntariado');
  await expect(page.getByRole('heading', { name: 'Actividades disponibles', exact: true })).toBeVisible();

  await page
    .getByTestId('available-activities')
    .getByRole('link', { name: 'Taller de móvil para mayores' })
    .tap();
  await expect(page).toHaveURL(/\/volunteer\/activity\/\d+$/);
  await checkScreen(page, 'Taller de móvil para mayores');

  await goToSection(page, sections, 'Mis actividades');
  await expect(page).toHaveURL(/\/volunteer\/my-activities$/);
  await checkScreen(page, 'Mis actividades');
  await expect(page.getByTestId('my-interventions-upcoming')).toContainText('Taller de móvil para mayores');

  await goToSection(page, sections, 'Mi perfil');
  await expect(page).toHaveURL(/\/volunteer\/my-profile$/);
  await checkScreen(page, 'Mi perfil');
  await expect(page.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Valeria');

  await goToSection(page, sections, 'Inicio');
  await expect(page).toHaveURL(/\/volunteer$/);

  await signOutThroughMenu(page);
});
