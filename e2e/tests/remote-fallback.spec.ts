import { expect, test } from '@playwright/test';
import { watchPolicyViolations } from '../src/content-security-policy.ts';
import { e2eBaseUrl } from '../src/environment.ts';
import { startRemote, stopRemote } from '../src/remote-servers.ts';
import { decideCookies, signIn } from '../src/session.ts';

test('a stopped remote shows the fallback in its area while the others keep working', async ({
  page,
  context,
}) => {
  const violations = await watchPolicyViolations(page);
  await decideCookies(context, e2eBaseUrl);
  await stopRemote('partner');
  try {
    await signIn(page, 'entidad@demo.example.org');
    await expect(page).toHaveURL(/\/partner$/);
    await expect(page.getByText(/no se ha podido cargar/i)).toBeVisible();
    const retry = page.getByRole('button', { name: /reintentar/i });
    await expect(retry).toBeVisible();

    // The public area, served by another remote, still works in the same tab.
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /^entrar$/i })).toBeVisible();

    // Once the deployment is back, retrying loads the area without reloading the page.
    await page.goto('/partner');
    await expect(page.getByText(/no se ha podido cargar/i)).toBeVisible();
    await startRemote('partner');
    await page.getByRole('button', { name: /reintentar/i }).click();
    await expect(page.getByText(/no se ha podido cargar/i)).toBeHidden();
    await expect(page.getByRole('button', { name: /cerrar sesión/i })).toBeVisible();
    // The fallback, the retry and the area all ran under the page's Content-Security-Policy.
    expect(violations).toEqual([]);
  } finally {
    await startRemote('partner');
  }
});
