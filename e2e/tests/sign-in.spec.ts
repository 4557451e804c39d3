import { expect, test } from '@playwright/test';
import { e2eBaseUrl, otherTenantUrl } from '../src/environment.ts';
import { decideCookies, expectGreeting, signIn } from '../src/session.ts';

const landings = [
  {
    email: 'admin@demo.example.org',
    fullName: 'Alicia Martín Ruiz',
    initials: 'AM',
    path: '/intranet/activity',
  },
  {
    email: 'tecnica@demo.example.org',
    fullName: 'Teresa Navarro Gil',
    initials: 'TN',
    path: '/intranet/activity',
  },
  {
    email: 'coordinacion@demo.example.org',
    fullName: 'Carlos Ortega Prieto',
    initials: 'CO',
    path: '/intranet/activity',
  },
  {
    email: 'voluntaria@demo.example.org',
    fullName: 'Valeria Sánchez Moreno',
    initials: 'VS',
    path: '/volunteer',
  },
  {
    email: 'pendiente@demo.example.org',
    fullName: 'Pablo Domínguez Vera',
    initials: 'PD',
    path: '/volunteer',
  },
  { email: 'entidad@demo.example.org', fullName: 'Elena Castro Ibáñez', initials: 'EC', path: '/partner' },
];

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
  await decideCookies(context, otherTenantUrl);
});

for (const { email, fullName, initials, path } of landings) {
  test(`${email} lands in ${path}, greeted by name, and logs out`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectGreeting(page, fullName);
    await expect(page.getByRole('banner').getByText(initials, { exact: true })).toBeVisible();

    // What a thief who had copied the tokens before the logout would hold.
    const stolen = await page.evaluate(
      () => JSON.parse(localStorage.getItem('enlace-session') ?? '{}').state,
    );
    await page.getByRole('button', { name: /cerrar sesión/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The session is gone: the area sends the visitor back to the sign-in.
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    // And it is gone on the server: neither the access token nor the refresh token works any more.
    await expect
      .poll(async () =>
        (
          await page.request.get('/api/home', { headers: { authorization: `Bearer ${stolen.token}` } })
        ).status(),
      )
      .toBe(401);
    const refreshed = await page.request.post('/api/token/refresh', {
      data: { refresh_token: stolen.refreshToken },
    });
    expect(refreshed.status()).toBe(401);
  });
}

test('the volunteer area says whether the profile is validated', async ({ page }) => {
  await signIn(page, 'pendiente@demo.example.org');
  await expect(page.getByText('Perfil pendiente de validación')).toBeVisible();
  await page.getByRole('button', { name: /cerrar sesión/i }).click();

  await signIn(page, 'voluntaria@demo.example.org');
  await expectGreeting(page, 'Valeria Sánchez Moreno');
  await expect(page.getByRole('heading', { name: 'Actividades disponibles', exact: true })).toBeVisible();
  await expect(page.getByText('Perfil pendiente de validación')).toHaveCount(0);
});

test('a wrong password shows one translated message and keeps the visitor on the sign-in', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.example.org', 'not-the-password');
  await expect(page.getByText('El correo electrónico o la contraseña no son correctos')).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
});

test('after five failed attempts the sign-in form says how long to wait, and the right password waits too', async ({
  page,
}) => {
  // An address nobody signs in with elsewhere: the suite's accounts are not held back.
  const email = 'olvidadiza@demo.example.org';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await signIn(page, email, `not-the-password-${attempt}`);
    await expect(
      page.getByText('El correo electrónico o la contraseña no son correctos').last(),
    ).toBeVisible();
  }
  await signIn(page, email, 'not-the-password-5');
  const form = page.locator('form');
  await expect(form.getByRole('alert')).toHaveText(
    /^Demasiados intentos fallidos con esta cuenta\. Por seguridad, vuelve a intentarlo dentro de 1[0-5] segundos\.$/,
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('a private page opened without a session sends the visitor to the sign-in (spec §2)', async ({
  page,
}) => {
  await page.goto('/volunteer');
  await expect(page).toHaveURL(/\/login$/);
});

test('a user who opens another profile’s area is logged out and sent to the sign-in (spec §2)', async ({
  page,
}) => {
  await signIn(page, 'voluntaria@demo.example.org');
  await expect(page).toHaveURL(/\/volunteer$/);
  await page.goto('/intranet/activity');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/volunteer');
  await expect(page).toHaveURL(/\/login$/);
});

test('the second tenant has its own accounts, colour and logo', async ({ page }) => {
  await page.goto(`${otherTenantUrl}/login`);
  await page.getByLabel(/correo electrónico/i).fill('admin@otra.example.org');
  await page.getByLabel(/^contraseña/i).fill('Enlace-demo-2026');
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await expect(page).toHaveURL(`${otherTenantUrl}/intranet/activity`);
  await expectGreeting(page, 'Óscar Rivas Lozano');
  await expect(page.getByRole('banner').getByRole('img', { name: /logotipo/i })).toHaveAttribute(
    'src',
    /\/cdn\/otra\//,
  );

  // The first tenant's accounts do not exist on the second tenant's host.
  await page.getByRole('button', { name: /cerrar sesión/i }).click();
  await page.getByLabel(/correo electrónico/i).fill('admin@demo.example.org');
  await page.getByLabel(/^contraseña/i).fill('Enlace-demo-2026');
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await expect(page.getByText('El correo electrónico o la contraseña no son correctos')).toBeVisible();
});

test('each shared library is loaded once for the shell and every remote', async ({ page }) => {
  await signIn(page, 'admin@demo.example.org');
  await expectGreeting(page, 'Alicia Martín Ruiz');
  const loaded = await page.evaluate(() => {
    type ShareEntry = { from: string; loaded?: boolean };
    const registry = (window as unknown as { __FEDERATION__: { __SHARE__: object } }).__FEDERATION__
      .__SHARE__;
    const providers: Record<string, string[]> = {};
    for (const scopes of Object.values(registry) as Record<
      string,
      Record<string, Record<string, ShareEntry>>
    >[])
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          for (const [version, entry] of Object.entries(versions))
            if (entry.loaded) {
              const provider = `${version} from ${entry.from}`;
              providers[name] = [...new Set([...(providers[name] ?? []), provider])];
            }
    return providers;
  });
  for (const name of [
    'react',
    'react-dom',
    'react-router',
    'react-i18next',
    '@emotion/react',
    'i18next',
    'zustand',
    '@enlace/shared/session',
    '@enlace/shared/ui/core',
  ]) {
    expect(loaded[name], name).toHaveLength(1);
  }
  for (const [name, providers] of Object.entries(loaded)) expect(providers, name).toHaveLength(1);
  // Chakra UI is each app's own, on the tenant's one system (docs/adr/0025-shared-libraries.md).
  expect(loaded['@chakra-ui/react']).toBeUndefined();
});
