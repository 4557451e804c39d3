import { expect, test, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// A form with changes asks before they are lost: a menu link or the browser's back button opens a dialog, closing
// the tab gets the browser's own warning; once saved, leaving asks nothing.

const PLACE = 'Sala polivalente del Centro Cívico';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Secciones de la intranet' }).getByRole('link', { name });
const observations = (page: Page) => page.getByRole('textbox', { name: /^Observaciones/ });
const unsavedDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Tienes cambios sin guardar' });

async function openPlace(page: Page) {
  await menuLink(page, 'Lugares').click();
  await page.getByRole('table', { name: 'Lugares' }).getByRole('link', { name: PLACE }).click();
  await expect(page.getByRole('heading', { name: PLACE, level: 1 })).toBeVisible();
}

test('a place with unsaved changes asks before a menu link, the back button or closing the tab loses them', async ({
  page,
}) => {
  const note = `Llaves en recepción (${Date.now()})`;
  await signInAndLand(page, 'admin@demo.example.org');
  await openPlace(page);
  const placeUrl = page.url();
  await observations(page).fill(note);

  // A menu link: the dialog; keeping on editing keeps what was typed.
  await menuLink(page, 'Actividades').click();
  await expect(unsavedDialog(page)).toBeVisible();
  await expect(unsavedDialog(page)).toContainText('se perderán los cambios');
  expect(page.url()).toBe(placeUrl);
  await unsavedDialog(page).getByRole('button', { name: 'Seguir editando' }).click();
  await expect(unsavedDialog(page)).toBeHidden();
  await expect(observations(page)).toHaveValue(note);
  expect(page.url()).toBe(placeUrl);

  // The browser's back button: the same dialog, and the page stays.
  await page.goBack();
  await expect(unsavedDialog(page)).toBeVisible();
  await unsavedDialog(page).getByRole('button', { name: 'Seguir editando' }).click();
  await expect(unsavedDialog(page)).toBeHidden();
  await expect(page).toHaveURL(placeUrl);
  await expect(observations(page)).toHaveValue(note);

  // Closing the tab: the browser's own warning; staying keeps the page and the text.
  const beforeUnload = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await beforeUnload).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  await expect(observations(page)).toHaveValue(note);

  // Leaving without saving goes, and the place keeps what it had.
  await menuLink(page, 'Actividades').click();
  await unsavedDialog(page).getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  await expect(unsavedDialog(page)).toBeHidden();
  await openPlace(page);
  await expect(observations(page)).not.toHaveValue(note);
});

test('once the changes are saved, leaving asks nothing', async ({ page }) => {
  const note = `Llaves en conserjería (${Date.now()})`;
  await signInAndLand(page, 'admin@demo.example.org');
  await openPlace(page);
  await observations(page).fill(note);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Lugar actualizado')).toBeVisible();

  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.accept();
  });
  await menuLink(page, 'Actividades').click();
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  await expect(unsavedDialog(page)).toBeHidden();

  await page.goBack();
  await expect(page.getByRole('heading', { name: PLACE, level: 1 })).toBeVisible();
  await expect(observations(page)).toHaveValue(note);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(dialogs).toBe(0);
});

test('a sign-out in another tab takes a form with unsaved changes to the sign-in without asking', async ({
  context,
}) => {
  const editing = await context.newPage();
  await signInAndLand(editing, 'admin@demo.example.org');
  await openPlace(editing);
  await observations(editing).fill('A medio escribir');
  const other = await context.newPage();
  await other.goto('/intranet/activity');
  await other.getByRole('button', { name: /cerrar sesión/i }).click();
  await expect(other).toHaveURL(/\/login$/);

  await expect(editing).toHaveURL(/\/login$/);
  await expect(unsavedDialog(editing)).toBeHidden();
});
