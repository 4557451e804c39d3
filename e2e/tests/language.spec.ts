import { expect, test, type Page } from '@playwright/test';
import { demoPassword, e2eBaseUrl } from '../src/environment.ts';
import { waitForEmail } from '../src/mail.ts';
import { decideCookies } from '../src/session.ts';

// A day as Catalan writes it: long ("dimarts, 1 de desembre del 2026") and in lists ("1 d’oct. 2026").
const CATALAN_LONG_DATE =
  /(dilluns|dimarts|dimecres|dijous|divendres|dissabte|diumenge), \d{1,2} d(e |’)(gener|febrer|març|abril|maig|juny|juliol|agost|setembre|octubre|novembre|desembre) del \d{4}/;
const CATALAN_SHORT_DATE =
  /\d{1,2} d(e |’)(gen\.|febr\.|març|abr\.|maig|juny|jul\.|ag\.|set\.|oct\.|nov\.|des\.) \d{4}/;

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

/** The sign-in form in Catalan (the shared helper speaks Spanish). */
async function signInInCatalan(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Inici de sessió', level: 1 })).toBeVisible();
  await page.getByLabel(/^correu electrònic/i).fill(email);
  await page.getByLabel(/^contrasenya/i).fill(demoPassword);
  await page.getByRole('button', { name: /^entra$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

test('switching language changes the texts and the Accept-Language of API calls', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^entrar$/i })).toBeVisible();

  await page.getByRole('combobox', { name: /idioma/i }).selectOption('en');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // A failed sign-in calls the API: it must carry the chosen language.
  const loginCall = page.waitForRequest((request) => request.url().endsWith('/api/login_check'));
  await page.getByLabel(/^email/i).fill('nobody@demo.example.org');
  await page.getByLabel(/^password/i).fill('not-the-right-password');
  await page.getByRole('button', { name: /sign in/i }).click();
  expect((await loginCall).headers()['accept-language']).toBe('en');

  // The choice is remembered.
  await page.reload();
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
});

test('Catalan chosen on the home page is kept across a reload, follows the volunteer into their area, and the intranet switches too', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('ca');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(page.getByRole('link', { name: 'Inicia la sessió' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('ca');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await page.getByRole('link', { name: 'Inicia la sessió' }).click();

  // The volunteer area in Catalan, its sessions' days written the Catalan way.
  await signInInCatalan(page, 'voluntaria@demo.example.org');
  await expect(page).toHaveURL(/\/volunteer$/);
  await expect(page.getByRole('heading', { name: 'Activitats disponibles', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: "Seccions de l'àrea de voluntariat" })).toBeVisible();
  const available = page.getByTestId('available-activities');
  await expect(available.getByText(/^Propera sessió: /).first()).toHaveText(CATALAN_LONG_DATE);
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('ca');

  // Staff find the intranet in Catalan too (its lists' days included), and switch it to English there.
  await page.getByRole('button', { name: 'Tanca la sessió' }).click();
  await signInInCatalan(page, 'admin@demo.example.org');
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  await expect(page.getByRole('button', { name: 'Tanca la sessió' })).toBeVisible();
  await expect(page.getByRole('main').getByText(CATALAN_SHORT_DATE).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
});

test('a visitor reading in English asks for a new password and the email comes in English', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  const send = page.getByRole('button', { name: 'Send the link' });
  await expect(send).toBeVisible();
  const since = new Date();
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('pendiente@demo.example.org');
  await send.click();
  const email = await waitForEmail('pendiente@demo.example.org', since);
  expect(email.subject).toBe('Reset your password · Fundación Demo');
  expect(email.text).toContain('The link is valid for one hour and can only be used once.');
  expect(email.html).toContain('<html lang="en">');
});
