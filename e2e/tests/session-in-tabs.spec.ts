import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoPassword, e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, expectGreeting, signInAndLand } from '../src/session.ts';

// Every tab of a browser shares one session: a sign-out in one, or a sign-in there as someone else, reaches the
// others at once, and a tab never goes on working with a session that is no longer stored.

const ENDED_IN_ANOTHER_TAB =
  'Se ha cerrado la sesión, o se ha iniciado otra, en otra pestaña; vuelve a iniciar sesión.';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

async function openMyProfile(page: Page) {
  await page.goto('/intranet/my-profile');
  await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).not.toHaveValue('');
}

/** Opens the profile with a session the API refuses: the page's first call takes the person to the sign-in. */
async function openMyProfileExpectingSignIn(page: Page) {
  await page.goto('/intranet/my-profile');
  await expect(page).toHaveURL(/\/login$/);
}

/** The stored surname of an account, read through the API with a session of its own. */
async function storedSurname(request: APIRequestContext, email: string) {
  const signedIn = await request.post('/api/login_check', { data: { email, password: demoPassword } });
  const { token } = (await signedIn.json()) as { token: string };
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { surname: string }).surname;
}

test('signing out in one tab takes the other tabs to the sign-in at once', async ({ context }) => {
  const first = await context.newPage();
  await signInAndLand(first, 'admin@demo.example.org');
  const second = await context.newPage();
  await openMyProfile(second);

  await first.getByRole('button', { name: /cerrar sesión/i }).click();
  await expect(first).toHaveURL(/\/login$/);

  await expect(second).toHaveURL(/\/login$/);
  await expect(second.getByText(ENDED_IN_ANOTHER_TAB)).toBeVisible();
  // Nothing is left to save with: the profile asks to sign in again.
  await second.goto('/intranet/my-profile');
  await expect(second).toHaveURL(/\/login$/);
});

test('a tab whose stored session was removed saves nothing and goes to the sign-in', async ({ page }) => {
  await signInAndLand(page, 'tecnica@demo.example.org');
  await openMyProfile(page);
  const surname = page.getByRole('textbox', { name: 'Apellidos', exact: true });
  const before = await surname.inputValue();
  await surname.fill('Navarro Cambiado');

  await page.evaluate(() => localStorage.removeItem('enlace-session'));
  await page.getByRole('button', { name: 'Guardar' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(ENDED_IN_ANOTHER_TAB)).toBeVisible();
  expect(await storedSurname(page.request, 'tecnica@demo.example.org')).toBe(before);
});

test('signing in as someone else in one tab takes the other tabs to the sign-in', async ({ context }) => {
  const first = await context.newPage();
  await signInAndLand(first, 'admin@demo.example.org');
  await openMyProfile(first);

  const second = await context.newPage();
  await signInAndLand(second, 'voluntaria@demo.example.org');
  await expect(second).toHaveURL(/\/volunteer$/);

  await expect(first).toHaveURL(/\/login$/);
  await expect(first.getByText(ENDED_IN_ANOTHER_TAB)).toBeVisible();
  // The other person's session goes on, in their tab and after a reload.
  await second.reload();
  await expect(second).toHaveURL(/\/volunteer$/);
  await expectGreeting(second, 'Valeria Sánchez Moreno');
});

test('a session the API no longer accepts sends the person to the sign-in, saying why', async ({ page }) => {
  await signInAndLand(page, 'coordinacion@demo.example.org');
  const { refreshToken } = await page.evaluate(
    () => JSON.parse(localStorage.getItem('enlace-session') ?? '{}').state as { refreshToken: string },
  );
  // Ended elsewhere (another device's logout, a password changed there).
  const ended = await page.request.post('/api/token/invalidate', { data: { refresh_token: refreshToken } });
  expect(ended.status()).toBe(204);

  await openMyProfileExpectingSignIn(page);
  await expect(page.getByText('Tu sesión ha caducado; vuelve a iniciar sesión.')).toBeVisible();
});
