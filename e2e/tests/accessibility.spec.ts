import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from '../src/accessibility.ts';
import { e2eBaseUrl, otherTenantUrl } from '../src/environment.ts';
import { linkIn, waitForEmail } from '../src/mail.ts';
import { openPublicRoute, PUBLIC_ROUTES } from '../src/public-routes.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// WCAG 2.1 AA on every route, checked by axe-core with zero violations, signed out and signed in as the
// demo accounts, with the dialogs open. A test that visits several pages reports all of them (soft assertions).

/** Waits for the page's main heading and for late chunks and images, then scans. */
async function scanPage(page: Page, testInfo: TestInfo, label: string, heading: RegExp = /./) {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, testInfo, label);
}

/** Opens a dialog with its button (the first of that name), scans the page with it open, closes it with Escape. */
async function scanDialog(page: Page, testInfo: TestInfo, button: string | RegExp, label: string) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, testInfo, `${label} (dialog open)`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('signed out', () => {
  test.beforeEach(async ({ context }) => {
    await decideCookies(context, e2eBaseUrl);
  });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path}`, async ({ page }, testInfo) => {
      await openPublicRoute(page, route);
      await scanPage(page, testInfo, route.path, route.heading);
    });
  }

  test('the account activation of a person who just signed up, with its errors', async ({
    page,
    request,
  }, testInfo) => {
    const email = `a11y.${Date.now().toString(36)}@example.org`;
    const since = new Date();
    const response = await request.post('/api/volunteers/register', {
      data: {
        name: 'Inés',
        surname: 'Accesible Prueba',
        email,
        phonePrefixMobile: '+34',
        phoneMobile: '622111333',
        birthday: '1991-04-12',
        acceptPrivacy: true,
      },
    });
    expect(response.ok()).toBe(true);
    await page.goto(linkIn(await waitForEmail(email, since), '/activate-account/'));
    await scanPage(page, testInfo, '/activate-account/{code}', /hola, inés/i);
    await page.getByRole('button', { name: 'Activar la cuenta' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectNoAxeViolations(page, testInfo, '/activate-account/{code} with errors');
  });

  test('the sign-in and the sign-up forms with their errors', async ({ page }, testInfo) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /^entrar$/i }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page, testInfo, '/login with errors');

    await page.goto('/');
    const form = page.getByRole('form', { name: 'Alta de voluntariado' });
    await form.getByRole('button', { name: 'Quiero ser voluntario/a' }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectNoAxeViolations(page, testInfo, '/ sign-up with errors');
  });

  test("the second organisation's home and sign-in", async ({ page, context }, testInfo) => {
    await decideCookies(context, otherTenantUrl);
    await page.goto(`${otherTenantUrl}/`);
    await scanPage(page, testInfo, 'otra.localhost /');
    await page.goto(`${otherTenantUrl}/login`);
    await scanPage(page, testInfo, 'otra.localhost /login', /iniciar sesión/i);
  });
});

test('the cookie modal open over the home page', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Aviso de Cookies' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, testInfo, 'cookie modal');
});

test('an organisation with a pale yellow colour stays readable', async ({ page, context }, testInfo) => {
  await decideCookies(context, e2eBaseUrl);
  // The same pages with the tenant's primary colour swapped for one that white text cannot sit on: in the
  // configuration the page carries, and in the API's answer should the shell ask for it again.
  const yellow = '#fde047';
  await page.addInitScript((colour) => {
    new MutationObserver((_, observer) => {
      const element = document.getElementById('enlace-boot');
      if (!element?.textContent?.endsWith('}')) return;
      element.textContent = element.textContent.replace(/("primary_color":)"#[0-9a-fA-F]+"/, `$1"${colour}"`);
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, yellow);
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, primary_color: yellow } });
  });
  await page.goto('/');
  const brandColour = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500'),
    );
  await expect.poll(brandColour).toBe(yellow);
  await scanPage(page, testInfo, '/ in yellow');
  await signInAndLand(page, 'admin@demo.example.org');
  await scanPage(page, testInfo, '/intranet/activity in yellow');
});

test.describe('signed in', () => {
  test.beforeEach(async ({ context }) => {
    await decideCookies(context, e2eBaseUrl);
  });

  /** A section's list, its first item's page and its creation form. */
  async function scanSection(page: Page, testInfo: TestInfo, section: string): Promise<string | null> {
    const list = `/intranet/${section}`;
    await page.goto(list);
    await scanPage(page, testInfo, list);
    const firstItem = page.locator(`main table a[href^="${list}/"]`).first();
    await expect(firstItem).toBeVisible();
    const href = await firstItem.getAttribute('href');
    await firstItem.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await scanPage(page, testInfo, `${list}/{id}`);
    const itemUrl = page.url();
    await page.goto(`${list}/create`);
    await scanPage(page, testInfo, `${list}/create`);
    return itemUrl;
  }

  for (const section of ['project', 'place', 'beneficiary', 'partner', 'contact-partner']) {
    test(`intranet: ${section}`, async ({ page }, testInfo) => {
      await signInAndLand(page, 'admin@demo.example.org');
      const itemUrl = await scanSection(page, testInfo, section);
      // Deleting asks first: the confirmation dialog.
      await page.goto(itemUrl!);
      await scanDialog(page, testInfo, 'Eliminar', `${section} delete`);
    });
  }

  test('intranet: employees, the own record and another', async ({ page }, testInfo) => {
    await signInAndLand(page, 'admin@demo.example.org');
    // The first is the administrator's own record (with its note); another one can be deleted.
    await scanSection(page, testInfo, 'employee');
    await page.goto('/intranet/employee');
    await page.getByRole('link', { name: 'Navarro Gil, Teresa' }).click();
    await scanPage(page, testInfo, '/intranet/employee/{id} (another)');
    await scanDialog(page, testInfo, 'Eliminar', 'employee delete');
  });

  test('intranet: volunteers, with the promotion and deletion dialogs', async ({ page }, testInfo) => {
    await signInAndLand(page, 'admin@demo.example.org');
    const itemUrl = await scanSection(page, testInfo, 'volunteer');
    await page.goto(itemUrl!);
    await scanPage(page, testInfo, '/intranet/volunteer/{id}');
    await scanDialog(page, testInfo, 'Promocionar a coordinador/a', 'volunteer promote');
    await scanDialog(page, testInfo, 'Eliminar', 'volunteer delete');
  });

  test('intranet: coordinators, with the deletion refused and the transfer dialog', async ({
    page,
  }, testInfo) => {
    await signInAndLand(page, 'admin@demo.example.org');
    await scanSection(page, testInfo, 'coordinator');
    // Carlos coordinates the demo activities: deleting him asks for a reason, then for whom to transfer them to.
    await page.goto('/intranet/coordinator');
    await page.getByRole('link', { name: 'Ortega Prieto, Carlos' }).click();
    await scanPage(page, testInfo, '/intranet/coordinator/{id}');
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByRole('button', { name: 'Eliminar' }).click();
    await expect(ask.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, testInfo, 'coordinator delete without a reason (dialog open)');
    await ask.getByRole('combobox').selectOption({ label: 'Decisión de administración' });
    await ask.getByRole('button', { name: 'Eliminar' }).click();
    const transfer = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({
        has: page.getByRole('button', { name: 'Transferir y eliminar' }),
      });
    await expect(transfer).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The pointer rests where the reason dialog's button was, over the transfer button, whose hover shade is not
    // what is measured (with another coordinator to choose, the button is enabled and axe checks it).
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page, testInfo, 'coordinator transfer (dialog open)');
    await page.keyboard.press('Escape');
    await expect(transfer).toBeHidden();
    // The focus is back on the button that started it all.
    await expect(page.getByRole('button', { name: 'Eliminar' })).toBeFocused();
  });

  test('intranet: activities, an activity, its intervention dialog, duplication and an intervention', async ({
    page,
  }, testInfo) => {
    // Five pages and dialogs scanned one after another: each axe run takes seconds on a busy machine.
    test.slow();
    await signInAndLand(page, 'admin@demo.example.org');
    await scanPage(page, testInfo, '/intranet (landing)');
    await scanSection(page, testInfo, 'activity');
    await page.goto('/intranet/activity');
    await page.getByRole('link', { name: 'Taller de móvil para mayores' }).click();
    await scanPage(page, testInfo, '/intranet/activity/{id} (published, with interventions)');
    await scanDialog(page, testInfo, 'Añadir intervención', 'activity add intervention');
    await page.getByRole('link', { name: 'Duplicar' }).click();
    await scanPage(page, testInfo, '/intranet/activity/duplicate/{id}');
    // The session with a child waiting for the tutor's consent: participants listed, with their actions.
    await page.goto('/intranet/activity');
    await page.getByRole('link', { name: 'Refuerzo escolar de primaria' }).click();
    await page
      .getByTestId('intervention-row')
      .filter({ hasText: /pendiente de autorización/ })
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/intranet\/intervention\/\d+$/);
    await scanPage(page, testInfo, '/intranet/intervention/{id}');
    await scanDialog(page, testInfo, 'Añadir voluntario', 'intervention add volunteer');
    await scanDialog(page, testInfo, /^Quitar/, 'intervention remove participant');
  });

  test('intranet: my profile and an unknown page', async ({ page }, testInfo) => {
    await signInAndLand(page, 'admin@demo.example.org');
    await page.goto('/intranet/my-profile');
    await scanPage(page, testInfo, '/intranet/my-profile', /mi perfil/i);
    await page.goto('/intranet/esta-no-existe');
    await scanPage(page, testInfo, '/intranet/* (not found)');
    await page.goto('/intranet/volunteer/import');
    await scanPage(page, testInfo, '/intranet/volunteer/import', /importar voluntariado/i);
  });

  test('volunteer area', async ({ page }, testInfo) => {
    await signInAndLand(page, 'voluntaria@demo.example.org');
    await scanPage(page, testInfo, '/volunteer');
    await page
      .getByTestId('available-activities')
      .getByRole('link', { name: 'Taller de móvil para mayores' })
      .click();
    await scanPage(page, testInfo, '/volunteer/activity/{id}');
    await scanDialog(page, testInfo, 'Cancelar inscripción', 'volunteer unsubscribe');
    await page.goto('/volunteer/my-activities');
    await scanPage(page, testInfo, '/volunteer/my-activities');
    await page.getByRole('tab', { name: 'Pasadas' }).click();
    await expect(page.getByTestId('my-interventions-past')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, '/volunteer/my-activities (past)');
    await page.goto('/volunteer/my-profile');
    await scanPage(page, testInfo, '/volunteer/my-profile');
  });

  test('volunteer area of a volunteer pending validation', async ({ page }, testInfo) => {
    await signInAndLand(page, 'pendiente@demo.example.org');
    await expect(page.getByTestId('subscription-warning')).toBeVisible();
    await scanPage(page, testInfo, '/volunteer (pending)');
  });

  test('partner area', async ({ page }, testInfo) => {
    await signInAndLand(page, 'entidad@demo.example.org');
    await scanPage(page, testInfo, '/partner');
  });
});
