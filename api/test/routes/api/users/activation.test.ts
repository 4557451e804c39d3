import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../../../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const CODE = 'demo-activacion-2026';
const PASSWORD = 'Mi-clave-de-voluntaria-2026';

const validBody = {
  activationCode: CODE,
  password: PASSWORD,
  name: 'Nerea',
  surname: 'Fuentes Calvo',
  phonePrefixMobile: '+34',
  phoneMobile: '600 123 456',
  addressCountry: '/api/countries/724',
  addressState: '/api/states/1',
  addressProvince: '/api/provinces/29',
  addressLocation: '/api/locations/29067',
  address: 'Calle Larios 1',
  postalCode: '29005',
  identificationType: 'national',
  identification: '12345678Z',
  sex: 'female',
  birthday: '1990-05-17',
};

const patch = (payload: object, code = CODE, host = 'localhost') =>
  app.inject({
    method: 'PATCH',
    url: `/api/users/activate/${code}`,
    headers: { host, 'content-type': 'application/merge-patch+json' },
    payload: JSON.stringify(payload),
  });

const messagesOf = (violations: { propertyPath: string; message: string }[], path: string) =>
  violations.filter((v) => v.propertyPath === path).map((v) => v.message);

describe('activation', () => {
  it('GET greets the person waiting for activation', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/users/activate/${CODE}`,
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    // The demo invitation holds only a name: every other field comes empty.
    expect(response.json()).toEqual({
      email: 'nueva@demo.example.org',
      name: 'Nerea',
      surname: 'Fuentes Calvo',
      phonePrefixMobile: null,
      phoneMobile: null,
      identification: null,
      phonePrefix: null,
      phone: null,
      addressCountry: null,
      addressState: null,
      addressProvince: null,
      addressLocation: null,
      address: null,
      postalCode: null,
      identificationType: null,
      sex: null,
      birthday: null,
    });
  });

  it('answers 404 invalid-uri-variables for an unknown code, and for the code on another host', async () => {
    for (const [code, host] of [
      ['no-such-code', 'localhost'],
      [CODE, 'otra.localhost'],
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/users/activate/${code}`,
        headers: { host },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('invalid-uri-variables');
    }
    expect((await patch(validBody, 'no-such-code')).json().error).toBe('invalid-uri-variables');
  });

  it('answers 422 with a violation per rule broken', async () => {
    const response = await patch({
      activationCode: CODE,
      password: 'short',
      name: '',
      phonePrefixMobile: '34',
    });
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(messagesOf(violations, 'password')).toContain('field-min-length');
    expect(violations.find((v: { propertyPath: string }) => v.propertyPath === 'password').params).toEqual({
      min: 12,
    });
    expect(messagesOf(violations, 'name')).toContain('field-not-blank');
    expect(messagesOf(violations, 'identification')).toContain('field-not-blank');
    expect(messagesOf(violations, 'addressCountry')).toContain('field-not-blank');
  });

  it('answers 422 not-compromised-password for a leaked password', async () => {
    const response = await patch({ ...validBody, password: 'Password1234' });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response.json().violations, 'password')).toContain('not-compromised-password');
  });

  it('answers 422 for an address whose parts do not fit together or do not exist', async () => {
    const response = await patch({
      ...validBody,
      addressState: '/api/states/13',
      addressLocation: '/api/locations/99999',
    });
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(messagesOf(violations, 'addressProvince')).toContain('field-not-valid-option');
    expect(messagesOf(violations, 'addressLocation')).toContain('field-not-valid-option');
  });

  it('answers 422 field-not-valid-type for wrong types', async () => {
    const response = await patch({ ...validBody, name: 12, addressCountry: { id: 724 } });
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(messagesOf(violations, 'name')).toContain('field-not-valid-type');
    expect(messagesOf(violations, 'addressCountry')).toContain('field-not-valid-type');
  });

  it('activates the account, which can then sign in, and the code cannot be used again', async () => {
    const response = await patch(validBody);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'user-activated' });
    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'nueva@demo.example.org')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      active: 1,
      activation_code: null,
      address_country_id: 724,
      address_state_id: 1,
      address_province_id: 29,
      address_location_id: 29067,
      birthday: '1990-05-17',
      phone_mobile: '600 123 456',
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect((await login(app, 'nueva@demo.example.org', PASSWORD)).response.statusCode).toBe(200);
    expect((await patch(validBody)).json().error).toBe('invalid-uri-variables');
  });
});
