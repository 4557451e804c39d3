import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// A volunteer subscribes to their sessions from a calendar app: the private address on their profile, what a
// calendar app reads from it, and changing it when it was shared by mistake.

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2eBaseUrl });
});

test('the volunteer copies their calendar address, a calendar app reads their sessions, and a new address ends the old one', async ({
  page,
}) => {
  await signInAndLand(page, 'voluntaria@demo.example.org');
  await page.goto(`${e2eBaseUrl}/volunteer/my-profile`);
  await expect(page.getByRole('heading', { name: 'Calendario' })).toBeVisible();
  const address = page.getByRole('textbox', { name: 'Enlace de tu calendario' });
  await expect(address).toHaveValue(/\/api\/calendar-feeds\/[\w-]+\.ics$/);
  const first = await address.inputValue();
  await expect(page.getByRole('link', { name: 'Añadir a mi calendario' })).toHaveAttribute(
    'href',
    first.replace(/^https?:/, 'webcal:'),
  );

  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByText('Enlace copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // What a calendar app gets, with no session: the volunteer's demo session.
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain('SUMMARY:Taller de móvil para mayores');

  // Changing it asks first; cancelling keeps it.
  const change = page.getByRole('button', { name: 'Cambiar el enlace' });
  await change.click();
  let dialog = page.getByRole('alertdialog', { name: '¿Cambiar el enlace del calendario?' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(address).toHaveValue(first);

  await change.click();
  dialog = page.getByRole('alertdialog', { name: '¿Cambiar el enlace del calendario?' });
  await dialog.getByRole('button', { name: 'Cambiar el enlace' }).click();
  await expect(page.getByText('Enlace cambiado')).toBeVisible();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);
});
