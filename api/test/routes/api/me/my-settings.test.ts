import type { FastifyInstance } from 'fastify';
import { buildTestApp, DEMO_PASSWORD } from '../../../helpers/build-test-app';
import { authAs, jsonHeaders, OTHER_HOST } from '../volunteers/volunteer-fixtures';

// A person's own settings: the language of their emails (stored from the screen's language) and the staff's
// notices of people joining or leaving their activities.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const getSettings = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/me/settings', headers });

const patchSettings = (headers: Record<string, string>, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: '/api/me/settings',
    headers: jsonHeaders(headers, 'application/merge-patch+json'),
    payload: JSON.stringify(payload),
  });

const signIn = (email: string, language: string, host = 'localhost') =>
  app.inject({
    method: 'POST',
    url: '/api/login_check',
    headers: { host, 'accept-language': language },
    payload: { email, password: DEMO_PASSWORD },
  });

describe('GET/PATCH /api/me/settings', () => {
  it('starts with no language and the notices off', async () => {
    const headers = await authAs(app, 'tecnica@demo.example.org');
    const answer = await getSettings(headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      '@context': '/api/contexts/UserSettings',
      '@id': '/api/me/settings',
      '@type': 'UserSettings',
      language: null,
      notifyParticipationChanges: false,
    });
  });

  it('turns the notices on and off, and keeps the language when only the switch changes', async () => {
    const headers = await authAs(app, 'coordinacion@demo.example.org');
    expect((await patchSettings(headers, { language: 'ca' })).json()).toMatchObject({ language: 'ca' });
    const on = await patchSettings(headers, { notifyParticipationChanges: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ language: 'ca', notifyParticipationChanges: true });
    expect((await getSettings(headers)).json()).toMatchObject({ notifyParticipationChanges: true });
    await patchSettings(headers, { notifyParticipationChanges: false });
    expect((await getSettings(headers)).json()).toMatchObject({
      language: 'ca',
      notifyParticipationChanges: false,
    });
  });

  it('refuses a language the emails are not written in, and a switch that is not yes or no', async () => {
    const headers = await authAs(app, 'voluntaria@demo.example.org');
    const language = await patchSettings(headers, { language: 'fr' });
    expect(language.statusCode).toBe(422);
    expect(language.json().violations).toEqual([
      { propertyPath: 'language', message: 'field-not-valid-option' },
    ]);
    const flag = await patchSettings(headers, { notifyParticipationChanges: 'yes' });
    expect(flag.statusCode).toBe(422);
    expect(flag.json().violations).toMatchObject([
      { propertyPath: 'notifyParticipationChanges', message: 'field-not-valid-type' },
    ]);
    expect((await getSettings(headers)).json()).toMatchObject({ language: null });
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/settings' })).statusCode).toBe(401);
  });

  it('stores the screen’s language at sign-in, each person apart and each organisation apart', async () => {
    const signedIn = await signIn('entidad@demo.example.org', 'en-GB,en;q=0.9,es;q=0.5');
    expect(signedIn.statusCode).toBe(200);
    const headers = { host: 'localhost', authorization: `Bearer ${signedIn.json().token}` };
    expect((await getSettings(headers)).json()).toMatchObject({ language: 'en' });

    const other = await signIn('admin@otra.example.org', 'ca', OTHER_HOST);
    const otherHeaders = { host: OTHER_HOST, authorization: `Bearer ${other.json().token}` };
    expect((await getSettings(otherHeaders)).json()).toMatchObject({ language: 'ca' });
    expect((await getSettings(headers)).json()).toMatchObject({ language: 'en' });

    // A later sign-in in Spanish changes it; one without a language leaves it.
    await signIn('entidad@demo.example.org', 'es-ES');
    expect((await getSettings(headers)).json()).toMatchObject({ language: 'es' });
    await app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { host: 'localhost' },
      payload: { email: 'entidad@demo.example.org', password: DEMO_PASSWORD },
    });
    expect((await getSettings(headers)).json()).toMatchObject({ language: 'es' });
  });
});
