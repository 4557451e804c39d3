import type { FastifyInstance } from 'fastify';
import { buildTestApp, DEMO_PASSWORD } from '../../../helpers/build-test-app';
import {
  createIntervention,
  demoRefs,
  newActivity,
  validIntervention,
} from '../activities/activity-fixtures';
import { createBeneficiary, validAdult } from '../beneficiaries/beneficiary-fixtures';
import { createContactPartner, createPartnerIri } from '../contact-partners/contact-partner-fixtures';
import { validPlace } from '../places/place-fixtures';
import { createProject, validProject } from '../projects/project-fixtures';
import { insertStaff, validStaffMember } from '../staff/staff-fixtures';
import { createVolunteerWith } from '../volunteers/volunteer-fixtures';
import { multipartBody } from '../../../helpers/multipart-body';
import {
  cif,
  importFile,
  partnerImportFile,
  partnerImportRow,
  validImportRows,
} from '../imports/import-fixtures';
import {
  authAs,
  DEMO_HOST,
  insertVolunteers,
  jsonHeaders,
  storedEvents,
  tenantIdOf,
  userIdOf,
} from './security-event-fixtures';

// What the existing routes write to the security log: exports, role and access changes, promotions, password
// changes and deletions, each with who did it, whom or what it concerns and a few details.

let app: FastifyInstance;
let admin: Record<string, string>;
let adminId: number;
let tenantId: number;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  adminId = await userIdOf(app, 'admin@demo.example.org');
  tenantId = await tenantIdOf(app, DEMO_HOST);
});
afterAll(() => app.close());

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = admin) =>
  app.inject({
    method,
    url,
    headers: payload
      ? jsonHeaders(headers, method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json')
      : headers,
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

/** The stored entries of a type, as the log screen summarises them. */
const eventsOf = async (type: string) =>
  (await storedEvents(app, tenantId, type)).map((event) => ({
    actor: event.actor_id,
    user: event.subject_user_id,
    iri: event.subject_iri,
    details: JSON.parse(event.details),
  }));

describe('exports in the security log', () => {
  it.each([
    ['volunteers', '/api/volunteers/export'],
    ['beneficiaries', '/api/beneficiaries/export'],
    ['partners', '/api/partners/export'],
    ['contact-partners', '/api/contact_partners/export'],
    ['employees', '/api/employees/export'],
    ['coordinators', '/api/coordinators/export'],
    ['places', '/api/places/export'],
  ])('records the %s export with the number of rows the file holds', async (list, url) => {
    const before = (await eventsOf('export')).length;
    const response = await app.inject({ method: 'GET', url, headers: admin });
    expect(response.statusCode).toBe(200);
    const rows = response.body.trimEnd().split('\r\n').length - 1;
    const events = await eventsOf('export');
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toEqual({ actor: adminId, user: null, iri: null, details: { list, rows } });
  });

  it('counts only what the selection held', async () => {
    await app.inject({ method: 'GET', url: '/api/volunteers/export?q=nadie-se-llama-asi', headers: admin });
    expect((await eventsOf('export')).at(-1)?.details).toEqual({ list: 'volunteers', rows: 0 });
  });
});

describe('imports in the security log', () => {
  it('records an import of volunteers and of partners with the rows it created', async () => {
    const before = (await eventsOf('import')).length;
    const volunteers = importFile(validImportRows('registro-importacion', 2, 8100));
    const partners = partnerImportFile([partnerImportRow({ NIF: cif(8100001) })]);
    for (const [url, file] of [
      ['/api/imports/volunteers', volunteers],
      ['/api/imports/partners', partners],
    ] as const) {
      const body = multipartBody({
        filename: 'altas.csv',
        contentType: 'text/csv',
        bytes: Buffer.from(file),
      });
      const answer = await app.inject({
        method: 'POST',
        url,
        headers: { ...admin, 'content-type': body.type },
        payload: body.payload,
      });
      expect(answer.statusCode).toBe(200);
    }
    const events = await eventsOf('import');
    expect(events.slice(before)).toEqual([
      { actor: adminId, user: null, iri: null, details: { list: 'volunteers', rows: 2 } },
      { actor: adminId, user: null, iri: null, details: { list: 'partners', rows: 1 } },
    ]);
  });
});

describe('role and access changes in the security log', () => {
  it('records granting and withdrawing the administrator role, and nothing for other edits', async () => {
    const { id } = (await send('POST', '/api/employees', validStaffMember())).json();
    expect((await send('PATCH', `/api/employees/${id}`, { isAdmin: true })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/employees/${id}`, { department: 'Formación' })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/employees/${id}`, { isAdmin: false })).statusCode).toBe(200);
    const subject = { actor: adminId, user: id, iri: `/api/employees/${id}` };
    expect(await eventsOf('role-changed')).toEqual([
      { ...subject, details: { role: 'employee-admin', change: 'granted' } },
      { ...subject, details: { role: 'employee-admin', change: 'withdrawn' } },
    ]);
  });

  it('records a volunteer marked inactive and active again, and a promotion to coordinator', async () => {
    const { id } = await createVolunteerWith(app, admin);
    expect((await send('PATCH', `/api/volunteers/${id}`, { inactive: true })).statusCode).toBe(200);
    expect(
      (await send('PATCH', `/api/volunteers/${id}`, { aboutMe: 'Vuelvo en septiembre.' })).statusCode,
    ).toBe(200);
    expect((await send('PATCH', `/api/volunteers/${id}`, { inactive: false })).statusCode).toBe(200);
    expect((await send('POST', `/api/volunteers/${id}/promote`, {})).statusCode).toBe(200);
    expect(await eventsOf('access-changed')).toEqual([
      { actor: adminId, user: id, iri: `/api/volunteers/${id}`, details: { change: 'deactivated' } },
      { actor: adminId, user: id, iri: `/api/volunteers/${id}`, details: { change: 'reactivated' } },
      {
        actor: adminId,
        user: id,
        iri: `/api/coordinators/${id}`,
        details: { change: 'promoted', role: 'coordinator' },
      },
    ]);
  });
});

describe('password changes in the security log', () => {
  it('records a change of one’s own password, never the password, and nothing for a refused one', async () => {
    const headers = await authAs(app, 'tecnica@demo.example.org');
    const id = await userIdOf(app, 'tecnica@demo.example.org');
    const newPassword = 'Otra-clave-segura-2026';
    const refused = await send(
      'PATCH',
      '/api/me',
      { currentPassword: 'no-es-esta', password: newPassword },
      headers,
    );
    expect(refused.statusCode).toBe(422);
    const changed = await send(
      'PATCH',
      '/api/me',
      { currentPassword: DEMO_PASSWORD, password: newPassword, repeatPassword: newPassword },
      headers,
    );
    expect(changed.statusCode).toBe(200);
    expect(await eventsOf('password-changed')).toEqual([{ actor: id, user: id, iri: null, details: {} }]);
    const stored = JSON.stringify(await storedEvents(app, tenantId));
    expect(stored).not.toContain(newPassword);
    expect(stored).not.toContain(DEMO_PASSWORD);
  });
});

describe('deletions in the security log', () => {
  const reason = { reason: 'user_request' };

  it('records every person deleted, with the reason, and nothing for an unknown one', async () => {
    const [volunteerId] = await insertVolunteers(app, tenantId, [
      { name: 'Óscar', surname: 'Peña Luna', email: 'oscar.pena@example.org' },
    ]);
    const [employeeId] = await insertStaff(app, tenantId, [
      { name: 'Elena', surname: 'Mora Gil', email: 'elena.mora@example.org', roles: ['user', 'employee'] },
    ]);
    const beneficiary = (await createBeneficiary(app, admin, validAdult())).json();
    const contact = await createContactPartner(app, admin, await createPartnerIri(app, admin));

    expect((await send('DELETE', `/api/volunteers/${volunteerId}`, reason)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/employees/${employeeId}`, reason)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/beneficiaries/${beneficiary.id}`, reason)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/contact_partners/${contact.id}`, reason)).statusCode).toBe(204);
    expect((await send('DELETE', '/api/volunteers/999999', reason)).statusCode).toBe(404);

    const details = { reason: 'user_request' };
    expect(await eventsOf('person-deleted')).toEqual([
      { actor: adminId, user: volunteerId, iri: `/api/volunteers/${volunteerId}`, details },
      { actor: adminId, user: employeeId, iri: `/api/employees/${employeeId}`, details },
      { actor: adminId, user: null, iri: `/api/beneficiaries/${beneficiary.id}`, details },
      { actor: adminId, user: contact.id, iri: `/api/contact_partners/${contact.id}`, details },
    ]);
  });

  it('records an organisation, a place, a project, an activity and an intervention deleted, by name', async () => {
    const partner = await createPartnerIri(app, admin, { name: 'Asociación Las Flores' });
    const privatePartner = await createPartnerIri(app, admin, {
      name: 'Carmen Ortiz Rey',
      legalType: 'individual',
      nif: '12345678Z',
    });
    const place = (await send('POST', '/api/places', validPlace({ name: 'Aula efímera' }))).json();
    const project = (
      await createProject(app, admin, validProject({ name: 'Proyecto breve', status: 'closed' }))
    ).json();
    const refs = await demoRefs(app, tenantId);
    const activity = await newActivity(app, admin, refs, { name: 'Taller que no fue' });
    const other = await newActivity(app, admin, refs, { name: 'Taller con sesión' });
    const intervention = (await createIntervention(app, admin, validIntervention(other, refs))).json();

    for (const url of [
      partner,
      privatePartner,
      `/api/places/${place.id}`,
      `/api/projects/${project.id}`,
      `/api/activities/${activity}`,
      `/api/interventions/${intervention.id}`,
    ]) {
      expect({ url, status: (await send('DELETE', url)).statusCode }).toEqual({ url, status: 204 });
    }
    const deleted = (iri: string, details: object) => [{ actor: adminId, user: null, iri, details }];
    expect(await eventsOf('partner-deleted')).toEqual([
      ...deleted(partner, { name: 'Asociación Las Flores' }),
      // A private person's name stays out of the log.
      ...deleted(privatePartner, {}),
    ]);
    expect(await eventsOf('place-deleted')).toEqual(
      deleted(`/api/places/${place.id}`, { name: 'Aula efímera' }),
    );
    expect(await eventsOf('project-deleted')).toEqual(
      deleted(`/api/projects/${project.id}`, { name: 'Proyecto breve' }),
    );
    expect(await eventsOf('activity-deleted')).toEqual(
      deleted(`/api/activities/${activity}`, { name: 'Taller que no fue' }),
    );
    expect(await eventsOf('intervention-deleted')).toEqual(
      deleted(`/api/interventions/${intervention.id}`, { name: 'Primera sesión', date: '2027-03-01' }),
    );
  });
});
