import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoPassword, e2eBaseUrl } from '../src/environment.ts';
import { decideCookies } from '../src/session.ts';

// The whole site by keyboard: the skip link first, a visible focus on every control, dialogs that keep
// the focus inside and give it back to the button that opened them.

/** Whether the focused element draws a focus indicator (an outline or a ring), in the page. */
const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    // The focus is inside the browser's own parts of a native control (a date field's calendar button), which
    // the browser draws the focus of.
    if (!element.matches(':focus')) return true;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });

/** A description of the focused element, for failure messages. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element
      ? `${element.tagName.toLowerCase()} "${(element.innerText || element.getAttribute('aria-label') || element.getAttribute('name') || '').slice(0, 40)}"`
      : 'nothing';
  });

/** Tabs through the page's controls (up to `stops`), checking that each one shows where the focus is. */
async function expectVisibleFocusOnEveryStop(page: Page, stops: number) {
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press('Tab');
    // Past the last control the focus leaves the page.
    if (stop > 0 && (await page.evaluate(() => document.activeElement === document.body))) return;
    expect(await focusIsVisible(page), `no visible focus on ${await focusedElement(page)}`).toBe(true);
  }
}

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs forwards and backwards and checks that the focus never leaves the dialog. */
async function expectFocusTrappedIn(page: Page, dialog: Locator, presses = 8) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press++) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `${key} left the dialog for ${await focusedElement(page)}`,
      ).toBe(true);
    }
  }
}

test('the cookie notice holds the focus until a choice, and the skip link then comes first', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Aviso de Cookies' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrappedIn(page, dialog);
  await tabTo(page, dialog.getByRole('button', { name: 'Rechazar' }), 10);
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // The page is usable at once: the first Tab reaches the skip link, which shows itself.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
});

test('a staff member signs in, skips to the content and uses a dialog by keyboard alone', async ({
  page,
  context,
}) => {
  await decideCookies(context, e2eBaseUrl);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();

  // The skip link is the first stop and lands in the page, past the header's links.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /correo electrónico/i })).toBeFocused();

  // Empty, the form answers at the fields; Enter sends it.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /correo electrónico/i })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.keyboard.type('admin@demo.example.org');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^contraseña/i)).toBeFocused();
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  await expect(page.getByRole('heading', { name: 'Actividades', level: 1 })).toBeVisible();

  // The new page starts from the top, as after a full load: the first Tab offers the skip link again.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // A volunteer's page: the promotion asks in a dialog that keeps the focus and gives it back.
  await tabTo(
    page,
    page.getByRole('navigation', { name: /secciones/i }).getByRole('link', { name: 'Voluntariado' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/intranet\/volunteer$/);
  await expect(page.locator('main table a[href^="/intranet/volunteer/"]').first()).toBeVisible();
  await tabTo(page, page.locator('main table a[href^="/intranet/volunteer/"]').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/intranet\/volunteer\/\d+$/);
  const promote = page.getByRole('button', { name: 'Promocionar a coordinador/a' });
  await expect(promote).toBeVisible();
  await tabTo(page, promote);
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrappedIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(promote).toBeFocused();

  // The same with the dialog's own Cancel button.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Cancelar' }), 10);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(promote).toBeFocused();
});

test('every control shows the focus, signed out and signed in', async ({ page, context }) => {
  await decideCookies(context, e2eBaseUrl);
  await page.goto('/');
  await expect(page.getByRole('form', { name: 'Alta de voluntariado' })).toBeVisible();
  await expectVisibleFocusOnEveryStop(page, 20);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await expectVisibleFocusOnEveryStop(page, 8);

  await page.getByLabel(/correo electrónico/i).fill('voluntaria@demo.example.org');
  await page.getByLabel(/^contraseña/i).fill(demoPassword);
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await expect(page).toHaveURL(/\/volunteer$/);
  await expect(page.getByTestId('available-activities')).toBeVisible();
  await expectVisibleFocusOnEveryStop(page, 12);
  await page.goto('/volunteer/my-profile');
  await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
  await expectVisibleFocusOnEveryStop(page, 30);
});
