import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies } from '../src/session.ts';

test('switching language changes the texts and the Accept-Language of API calls', async ({
  page,
  context,
}) => {
  await decideCookies(context, e2eBaseUrl);
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
