import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { createContactPartner, createPartnerIri } from '../contact-partners/contact-partner-fixtures';
import { staffApi, userIdOf, validStaffMember } from '../staff/staff-fixtures';
import { authAs, jsonHeaders, OTHER_HOST, validVolunteer } from '../volunteers/volunteer-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

const createVolunteer = async (email: string, instance = app, headers = admin) => {
  const response = await instance.inject({
    method: 'POST',
    url: '/api/volunteers',
    headers: jsonHeaders(headers),
    payload: JSON.stringify(validVolunteer({ email, name: 'Inés' })),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id as number;
};

const invite = (path: string, id: number, headers = admin, instance = app) =>
  instance.inject({ method: 'POST', url: `/api/${path}/${id}/invitation`, headers });

const codeOf = (text: string) => /\/activate-account\/([\w-]+)/.exec(text)?.[1];

const activationOf = (code: string) =>
  app.inject({ method: 'GET', url: `/api/users/activate/${code}`, headers: { host: 'localhost' } });

describe('POST /api/{people}/{id}/invitation', () => {
  it('sends the activation email again with a new link, and the earlier link stops working', async () => {
    const id = await createVolunteer('reenvio@example.org');
    const firstCode = codeOf(app.mailer.sent[app.mailer.sent.length - 1].text) as string;

    const before = app.mailer.sent.length;
    const response = await invite('volunteers', id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'invitation-sent' });
    expect(app.mailer.sent).toHaveLength(before + 1);
    const mail = app.mailer.sent[before];
    expect(mail.to).toBe('reenvio@example.org');
    expect(mail.subject).toBe('Activa tu cuenta en Fundación Demo');
    const newCode = codeOf(mail.text) as string;
    expect(newCode).not.toBe(firstCode);

    expect((await activationOf(newCode)).statusCode).toBe(200);
    expect((await activationOf(firstCode)).json()).toMatchObject({ error: 'invalid-uri-variables' });
  });

  it('answers 409 account-already-active for a person who has activated the account, and sends nothing', async () => {
    const before = app.mailer.sent.length;
    const volunteer = await userIdOf(app, 'voluntaria@demo.example.org');
    const response = await invite('volunteers', volunteer);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 409, error: 'account-already-active' });
    expect(app.mailer.sent).toHaveLength(before);
  });

  it('serves employees, coordinators and contact persons, each on their own resource only', async () => {
    const employee = (
      await staffApi(app, 'employee').create(admin, validStaffMember({ email: 'tec@example.org' }))
    ).json().id as number;
    const coordinator = (
      await staffApi(app, 'coordinator').create(admin, validStaffMember({ email: 'coord@example.org' }))
    ).json().id as number;
    const contact = (await createContactPartner(app, admin, await createPartnerIri(app, admin))).id;

    expect((await invite('employees', employee)).statusCode).toBe(200);
    expect((await invite('coordinators', coordinator)).statusCode).toBe(200);
    expect((await invite('contact_partners', contact)).statusCode).toBe(200);
    // Another resource's id is not found there.
    expect((await invite('coordinators', employee)).statusCode).toBe(404);
    expect((await invite('volunteers', contact)).statusCode).toBe(404);
  });

  it('follows the update permission: only administrators invite staff again; every staff role a volunteer', async () => {
    const coordinatorHeaders = await authAs(app, 'coordinacion@demo.example.org');
    const volunteer = await createVolunteer('por-coordinador@example.org');
    const employee = (
      await staffApi(app, 'employee').create(admin, validStaffMember({ email: 'tec2@example.org' }))
    ).json().id as number;
    expect((await invite('volunteers', volunteer, coordinatorHeaders)).statusCode).toBe(200);
    const refused = await invite('employees', employee, coordinatorHeaders);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'access-denied' });
    const volunteerHeaders = await authAs(app, 'voluntaria@demo.example.org');
    expect((await invite('volunteers', volunteer, volunteerHeaders)).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's person and changes nothing", async () => {
    const id = await createVolunteer('de-aqui@example.org');
    const stored = () =>
      app.db
        .selectFrom('users')
        .select(['activation_code', 'activation_expires_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    const before = await stored();
    const sent = app.mailer.sent.length;
    const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    expect((await invite('volunteers', id, otherAdmin)).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
    expect(app.mailer.sent).toHaveLength(sent);
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/volunteers/abc/invitation',
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
  });

  describe('when the email cannot be sent', () => {
    let offline: FastifyInstance;
    beforeAll(async () => {
      // A port that nothing listens on: sending fails at once.
      const server = net.createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const closedPort = (server.address() as net.AddressInfo).port;
      await new Promise((resolve) => server.close(resolve));
      offline = await buildTestApp({ mailTransport: 'smtp', smtp: { host: '127.0.0.1', port: closedPort } });
    });
    afterAll(() => offline.close());

    it('answers 503 invitation-not-sent so that staff know to try again', async () => {
      const headers = await authAs(offline, 'admin@demo.example.org');
      const id = await createVolunteer('sin-correo@example.org', offline, headers);
      const response = await invite('volunteers', id, headers, offline);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 503, error: 'invitation-not-sent' });
    });
  });
});
