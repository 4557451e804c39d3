import { expect, type APIRequestContext } from '@playwright/test';
import { demoPassword } from './environment.ts';

/** The demo administrator's bearer headers, for what a test prepares through the API. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/login_check', {
    data: { email: 'admin@demo.example.org', password: demoPassword },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json' };
}

/**
 * A volunteer the demo administrator registered (what the create screen sends): invited, not activated yet,
 * pending validation. A test that validates or promotes someone creates them,
 * so that it depends on no other test's doings with the demo people.
 */
export async function createInvitedVolunteer(
  request: APIRequestContext,
  person: { name: string; surname: string; email: string },
): Promise<number> {
  const created = await request.post('/api/volunteers', {
    headers: await adminHeaders(request),
    data: JSON.stringify({
      ...person,
      phonePrefixMobile: '+34',
      phoneMobile: '612345678',
      addressCountry: '/api/countries/724',
      addressState: '/api/states/1',
      addressProvince: '/api/provinces/29',
      addressLocation: '/api/locations/29067',
      address: 'Calle Larios 5',
      postalCode: '29005',
      identificationType: 'national',
      identification: '12345678Z',
      sex: 'female',
      birthday: '1990-05-17',
    }),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}
