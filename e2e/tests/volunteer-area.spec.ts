import { expect, test, type Page } from '@playwright/test';
import { openAreaMenu } from '../src/area-menu.ts';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, expectGreeting, signInAndLand } from '../src/session.ts';

// The volunteer area on a phone, with the demo activities; subscribing end to end is core-loop.spec.ts.

test.beforeEach(async ({ context, page }) => {
  await decideCookies(context, e2eBaseUrl);
  await page.setViewportSize({ width: 375, height: 800 });
});

/** Nothing makes the page wider than a 375 px phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** The area's sections, in the menu that holds them on a phone. */
const areaNavigation = async (page: Page) =>
  (await openAreaMenu(page)).getByRole('navigation', { name: 'Secciones del área de voluntariado' });

test('the validated volunteer finds the activities, their own and their profile on a phone', async ({
  page,
}) => {
  await signInAndLand(page, 'voluntaria@demo.example.org');
  await expect(page).toHaveURL(/\/volunteer$/);
  await expectGreeting(page, 'Valeria Sánchez Moreno');
  await expect(page.getByRole('heading', { name: 'Actividades disponibles', exact: true })).toBeVisible();
  // The published demo activities (never the draft nor the finished one); no warning for a validated adult.
  const available = page.getByTestId('available-activities');
  await expect(available.getByRole('link', { name: 'Taller de móvil para mayores' })).toBeVisible();
  await expect(available.getByRole('link', { name: 'Refuerzo escolar de primaria' })).toBeVisible();
  await expect(available.getByText('Club de lectura en familia')).toHaveCount(0);
  await expect(available.getByText('Recogida solidaria de alimentos')).toHaveCount(0);
  await expect(page.getByTestId('subscription-warning')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The area's sections, in the menu, are big enough to tap.
  const myActivities = (await areaNavigation(page)).getByRole('link', { name: 'Mis actividades' });
  expect((await myActivities.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await myActivities.click();
  await expect(page).toHaveURL(/\/volunteer\/my-activities$/);
  await expect(page.getByRole('heading', { name: 'Mis actividades', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Próximas' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('my-interventions-upcoming')).toContainText('Taller de móvil para mayores');
  await expectNoSidewaysScroll(page);
  await page.getByRole('tab', { name: 'Pasadas' }).click();
  await expect(page.getByTestId('my-interventions-past')).toContainText('Recogida solidaria de alimentos');
  await expectNoSidewaysScroll(page);

  await (await areaNavigation(page)).getByRole('link', { name: 'Mi perfil' }).click();
  await expect(page).toHaveURL(/\/volunteer\/my-profile$/);
  await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
  const name = page.getByRole('textbox', { name: /^Nombre/ });
  await expect(name).toHaveValue('Valeria');
  await expect(page.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue(
    'voluntaria@demo.example.org',
  );
  await expectNoSidewaysScroll(page);

  // The demo profile is complete: saved as it is, it is accepted.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Perfil actualizado')).toBeVisible();

  // A required field emptied is refused before anything is sent, in words, at the field.
  await name.fill('');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectNoSidewaysScroll(page);

  // Leaving with that change unsaved asks first.
  await (await areaNavigation(page)).getByRole('link', { name: 'Inicio' }).click();
  const unsaved = page.getByRole('alertdialog', { name: 'Tienes cambios sin guardar' });
  await unsaved.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/volunteer$/);
});

test('the volunteer whose profile is pending sees that they cannot subscribe yet', async ({ page }) => {
  await signInAndLand(page, 'pendiente@demo.example.org');
  await expect(page).toHaveURL(/\/volunteer$/);
  await expectGreeting(page, 'Pablo Domínguez Vera');
  await expect(page.getByTestId('subscription-warning')).toContainText(
    'Tu perfil está pendiente de validación: aún no puedes inscribirte',
  );
  await expectNoSidewaysScroll(page);
});
