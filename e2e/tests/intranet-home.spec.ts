import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/accessibility.ts';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// A coordinator starts the day on the intranet home, on a phone: the figures and charts load with the home, and a
// session that still needs volunteers leads to its participants.

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

test('a coordinator opens the home and follows a session that needs volunteers to its participants', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndLand(page, 'coordinacion@demo.example.org');
  await page.goto('/intranet');
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();

  const volunteers = page.getByRole('region', { name: 'Personas voluntarias' });
  await expect(volunteers.getByRole('link', { name: 'Pendientes de validar' })).toHaveAttribute(
    'href',
    '/intranet/volunteer?mine=no&status=pending',
  );
  const pending = await volunteers.getByRole('listitem').first().locator('p').last().innerText();
  // The charts are drawn, each with its table of numbers for screen readers.
  const participation = page.getByRole('region', { name: 'Participación' });
  await expect(participation.locator('canvas')).toBeVisible();
  await expect(participation.getByRole('table')).toBeAttached();
  // Nothing wider than the phone, and WCAG 2.1 AA as every route (docs/adr/0069-accessibility.md).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, testInfo, '/intranet');

  // A coming session short of people leads to its participants. Which one depends on what the tests before
  // changed in the demo data (one of them gives the Wednesday video call its volunteer): the first listed.
  const sessions = page.getByRole('region', { name: 'Sesiones que necesitan personas' });
  await expect(sessions.getByText(/^Faltan? \d+ personas? (voluntarias?|empleadas?)/).first()).toBeVisible();
  const session = sessions.getByRole('link').first();
  const sessionName = (await session.innerText()).split(' · ').at(-1)!.trim();
  await session.click();
  await expect(page).toHaveURL(/\/intranet\/intervention\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(sessionName);

  // The volunteers list opens filtered by the status followed from the home, with as many as the home counted:
  // the whole organisation's, although a coordinator's list otherwise starts with their own.
  await page.goBack();
  await page
    .getByRole('region', { name: 'Personas voluntarias' })
    .getByRole('link', { name: 'Pendientes de validar' })
    .click();
  await expect(page).toHaveURL(/\/intranet\/volunteer\?mine=no&status=pending$/);
  await expect(page.getByText(/^\d+ personas? voluntarias?$/)).toHaveText(
    new RegExp(`^${pending} personas? voluntarias?$`),
  );
});
