import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// Two members of staff open the same record; the first to save wins, and the second is told instead of silently
// overwriting the first one's change (If-Match, 412 resource-changed).

const PLACE = 'Aula de informática Carretería';

/** A separate browser (its own session) signed in as the account, on the place's page. */
async function openPlaceAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await decideCookies(context, e2eBaseUrl);
  const page = await context.newPage();
  await signInAndLand(page, email);
  await page
    .getByRole('navigation', { name: 'Secciones de la intranet' })
    .getByRole('link', { name: 'Lugares' })
    .click();
  await page.getByRole('table', { name: 'Lugares' }).getByRole('link', { name: PLACE }).click();
  await expect(page.getByRole('heading', { name: PLACE, level: 1 })).toBeVisible();
  return page;
}

const observations = (page: Page) => page.getByRole('textbox', { name: /^Observaciones/ });

test('the second of two people editing the same place is told, reloads and sees the first one’s change', async ({
  browser,
}) => {
  const ana = await openPlaceAs(browser, 'admin@demo.example.org');
  const luis = await openPlaceAs(browser, 'coordinacion@demo.example.org');
  const anaNote = `Llaves en conserjería (${Date.now()})`;

  // Ana saves first.
  await observations(ana).fill(anaNote);
  await ana.getByRole('button', { name: 'Guardar' }).click();
  await expect(ana.getByText('Lugar actualizado')).toBeVisible();

  // Luis still has the place as it was when he opened it.
  await observations(luis).fill('Proyector averiado');
  await luis.getByRole('button', { name: 'Guardar' }).click();
  const alert = luis.getByRole('alert').filter({ hasText: 'Alguien ha cambiado este registro' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    'Otra persona ha cambiado este registro mientras lo editabas. Recarga para ver sus cambios; lo que has escrito aquí se perderá.',
  );
  await expect(luis.getByText('Lugar actualizado')).toHaveCount(0);

  await alert.getByRole('button', { name: 'Recargar' }).click();
  await expect(observations(luis)).toHaveValue(anaNote);
  await expect(alert).toHaveCount(0);

  // Nothing of Luis's refused save reached the place: a fresh page shows Ana's note.
  await ana.reload();
  await expect(observations(ana)).toHaveValue(anaNote);

  await ana.context().close();
  await luis.context().close();
});
