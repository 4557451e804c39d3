import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demoPassword, e2eBaseUrl } from './environment.ts';

/** Stores a consent decision up front so that the cookie modal does not cover the page under test. */
export async function decideCookies(context: BrowserContext, baseUrl: string, value = 'off'): Promise<void> {
  await context.addCookies([{ name: 'enlace-cookie-consent', value, url: baseUrl }]);
}

export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/correo electrónico/i).fill(email);
  await page.getByLabel(/^contraseña/i).fill(password);
  await page.getByRole('button', { name: /^entrar$/i }).click();
}

/** Signs in and waits until the area's home has replaced the login form, so that the next navigation keeps the session. */
export async function signInAndLand(page: Page, email: string, password = demoPassword): Promise<void> {
  await signIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export async function expectGreeting(page: Page, fullName: string): Promise<void> {
  await expect(page.getByRole('heading', { name: new RegExp(fullName, 'i') })).toBeVisible();
}

/** A page of its own browser context, signed in as `email`, with the cookie decision made. */
export async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  await decideCookies(context, e2eBaseUrl);
  const page = await context.newPage();
  await signInAndLand(page, email);
  return page;
}
