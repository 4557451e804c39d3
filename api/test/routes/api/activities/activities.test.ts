import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  createActivity,
  createIntervention,
  DEMO_HOST,
  type DemoRefs,
  demoRefs,
  insertActivities,
  insertParticipant,
  insertStaff,
  newActivity,
  OTHER_HOST,
  patchActivity,
  setStatus,
  tenantIdOf,
  userIdOf,
  validActivity,
  validIntervention,
  violationsOf,
} from './activity-fixtures';

let app: FastifyInstance;
let employee: Record<string, string>;
let refs: DemoRefs;
let otherTenant: number;
beforeAll(async () => {
  app = await buildTestApp();
  employee = await authAs(app, 'tecnica@demo.example.org');
  refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
  otherTenant = await tenantIdOf(app, OTHER_HOST);
});
afterAll(() => app.close());

const stored = (id: number) =>
  app.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();

describe('POST /api/activities', () => {
  it('creates a draft with its coordinator, partners and project', async () => {
    const response = await createActivity(
      app,
      employee,
      validActivity(refs, { partners: refs.partnerIds.slice(0, 2).map((id) => `/api/partners/${id}`) }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(response.headers.location).toBe(`/api/activities/${body.id}`);
    expect(body).toMatchObject({
      '@id': `/api/activities/${body.id}`,
      '@type': 'Activity',
      name: 'Taller de alfabetización digital',
      type: 'educational',
      mode: 'onsite',
      status: 'draft',
      dateStart: '2027-03-01',
      dateEnd: '2027-03-31',
      project: { '@id': `/api/projects/${refs.projectId}` },
      coordinator: { '@id': `/api/coordinators/${refs.coordinatorId}` },
      interventionsCount: 0,
      allowedTransitions: ['active', 'cancelled'],
      duplicatedFrom: null,
    });
    expect(body.partners).toHaveLength(2);
    expect(body.coordinator.name).toEqual(expect.any(String));
  });

  it('ignores a status in the creation: every activity starts as a draft', async () => {
    const response = await createActivity(app, employee, validActivity(refs, { status: 'finished' }));
    expect(response.json().status).toBe('draft');
  });

  it('answers every rule with its key and stores nothing', async () => {
    const before = (await app.db.selectFrom('activities').select('id').execute()).length;
    const response = await createActivity(
      app,
      employee,
      validActivity(refs, {
        name: 'A',
        type: 'sports',
        mode: null,
        coordinator: null,
        partners: [],
        dateStart: '2027-03-10',
        dateEnd: '2027-03-09',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual(
      expect.arrayContaining([
        ['name', 'field-min-length'],
        ['type', 'field-not-valid-option'],
        ['mode', 'field-not-blank'],
        ['coordinator', 'coordinator-required'],
        ['partners', 'partner-required'],
        ['dateEnd', 'date-start-after-date-end'],
      ]),
    );
    expect((await app.db.selectFrom('activities').select('id').execute()).length).toBe(before);
  });

  it('refuses a coordinator, partner or project that is not one of the tenant, with 422 and never 500', async () => {
    const [employeeOnly] = await insertStaff(app, refs.tenantId, [
      {
        name: 'Sin',
        surname: 'Coordinación',
        email: 'sin.coordinacion@demo.example.org',
        roles: ['user', 'employee'],
      },
    ]);
    const otherPartner = await app.db
      .selectFrom('partners')
      .select('id')
      .where('tenant_id', '=', otherTenant)
      .executeTakeFirstOrThrow();
    const otherCoordinator = await userIdOf(app, 'admin@otra.example.org');
    for (const [overrides, path] of [
      [{ coordinator: `/api/coordinators/${employeeOnly}` }, 'coordinator'],
      [{ coordinator: `/api/coordinators/${otherCoordinator}` }, 'coordinator'],
      [{ coordinator: '/api/places/1' }, 'coordinator'],
      [{ partners: [`/api/partners/${otherPartner.id}`] }, 'partners'],
      [{ partners: ['/api/partners/999999'] }, 'partners'],
      [{ project: '/api/projects/999999' }, 'project'],
      [{ project: 'proyecto' }, 'project'],
    ] as const) {
      const response = await createActivity(app, employee, validActivity(refs, overrides));
      expect(response.statusCode).toBe(422);
      expect(violationsOf(response)).toEqual([[path, 'field-not-valid-option']]);
    }
  });
});

describe('GET /api/activities', () => {
  it('searches, filters by status, project and coordinator, and pages', async () => {
    const draft = await newActivity(app, employee, refs, { name: 'Huerto urbano Ñandú', project: null });
    const published = await newActivity(app, employee, refs, { name: 'Huerto comunitario' });
    await patchActivity(app, employee, published, { status: 'active' });
    const list = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/activities?${query}`, headers: employee })).json();

    const search = await list('q=nandu');
    expect(search.member.map((member: { id: number }) => member.id)).toEqual([draft]);
    expect(search.member[0]).toMatchObject({ project: null, interventionsCount: 0, status: 'draft' });
    const active = await list('q=huerto&status=active');
    expect(active.member.map((member: { id: number }) => member.id)).toEqual([published]);
    const byProject = await list(`q=huerto&project=/api/projects/${refs.projectId}`);
    expect(byProject.member.map((member: { id: number }) => member.id)).toEqual([published]);
    const byCoordinator = await list(`q=huerto&coordinator=${refs.coordinatorId}&order[name]=asc`);
    expect(byCoordinator.member.map((member: { name: string }) => member.name)).toEqual([
      'Huerto comunitario',
      'Huerto urbano Ñandú',
    ]);
    const paged = await list('q=huerto&itemsPerPage=1&page=2&order[name]=asc');
    expect(paged).toMatchObject({ totalItems: 2, member: [{ name: 'Huerto urbano Ñandú' }] });
    const bad = await app.inject({ method: 'GET', url: '/api/activities?project=x', headers: employee });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/activities/{id}', () => {
  it('moves only along the lifecycle, and says which moves are next', async () => {
    const id = await newActivity(app, employee, refs, { name: 'Ciclo de vida' });
    const published = await patchActivity(app, employee, id, { status: 'active' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'active',
      allowedTransitions: ['draft', 'ready', 'in_progress', 'cancelled'],
    });
    const refused = await patchActivity(app, employee, id, { status: 'finished' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('activity-status-transition-not-allowed');
    expect((await stored(id))!.status).toBe('active');
    const unknown = await patchActivity(app, employee, id, { status: 'archived' });
    expect(unknown.statusCode).toBe(422);
    expect(violationsOf(unknown)).toEqual([['status', 'field-not-valid-option']]);
  });

  it('edits the fields and replaces the partners', async () => {
    const id = await newActivity(app, employee, refs, { name: 'Para editar' });
    const response = await patchActivity(app, employee, id, {
      name: 'Editada',
      partners: [`/api/partners/${refs.partnerIds[1]}`],
      project: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Editada',
      project: null,
      partners: [{ '@id': `/api/partners/${refs.partnerIds[1]}` }],
    });
    const emptied = await patchActivity(app, employee, id, { partners: [], coordinator: null });
    expect(emptied.statusCode).toBe(422);
    expect(violationsOf(emptied)).toEqual(
      expect.arrayContaining([
        ['partners', 'partner-required'],
        ['coordinator', 'coordinator-required'],
      ]),
    );
  });

  it('refuses changes to a finished or cancelled activity, but lets a cancelled one go back to draft', async () => {
    const [finished, cancelled] = await insertActivities(app, refs, [
      { name: 'Finalizada', status: 'finished' },
      { name: 'Cancelada', status: 'cancelled' },
    ]);
    for (const id of [finished, cancelled]) {
      const response = await patchActivity(app, employee, id, { name: 'Cambiada' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('activity-not-editable');
      expect((await stored(id))!.name).not.toBe('Cambiada');
    }
    const reopened = await patchActivity(app, employee, cancelled, { status: 'draft' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().status).toBe('draft');
  });

  it('refuses new dates that leave an intervention outside', async () => {
    const id = await newActivity(app, employee, refs, { name: 'Con sesión' });
    const created = await createIntervention(
      app,
      employee,
      validIntervention(id, refs, { date: '2027-03-15' }),
    );
    expect(created.statusCode).toBe(201);
    const response = await patchActivity(app, employee, id, { dateEnd: '2027-03-14' });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toContainEqual(['dateEnd', 'intervention-date-range-error']);
    expect((await stored(id))!.date_end).toBe('2027-03-31');
  });
});

describe('DELETE /api/activities/{id}', () => {
  it('deletes a draft with its interventions', async () => {
    const id = await newActivity(app, employee, refs, {
      name: 'Borrar',
      dateStart: '2027-05-01',
      dateEnd: '2027-05-31',
    });
    await createIntervention(
      app,
      employee,
      validIntervention(id, refs, { date: '2027-05-03', place: null, format: 'online' }),
    );
    const response = await app.inject({ method: 'DELETE', url: `/api/activities/${id}`, headers: employee });
    expect(response.statusCode).toBe(204);
    expect(await stored(id)).toBeUndefined();
    expect(
      await app.db.selectFrom('interventions').select('id').where('activity_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('refuses a published activity, and one whose interventions have participants', async () => {
    const published = await newActivity(app, employee, refs, { name: 'Publicada' });
    await patchActivity(app, employee, published, { status: 'active' });
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/activities/${published}`,
      headers: employee,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('activity-cannot-be-deleted');

    const withPeople = await newActivity(app, employee, refs, {
      name: 'Con gente',
      dateStart: '2027-06-01',
      dateEnd: '2027-06-30',
    });
    const intervention = await createIntervention(
      app,
      employee,
      validIntervention(withPeople, refs, { date: '2027-06-07', place: null, format: 'online' }),
    );
    await insertParticipant(app, refs.tenantId, intervention.json().id, refs.coordinatorId);
    await setStatus(app, withPeople, 'cancelled');
    const kept = await app.inject({
      method: 'DELETE',
      url: `/api/activities/${withPeople}`,
      headers: employee,
    });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error).toBe('activity-cannot-be-deleted');
    expect(await stored(withPeople)).toBeDefined();
  });
});

describe('the tier cap on open activities', () => {
  it('answers 409 activity-exceeds-limit past the cap; finished and cancelled ones do not count', async () => {
    const { count } = await app.db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('tenant_id', '=', refs.tenantId)
      .where('status', 'not in', ['finished', 'cancelled'])
      .executeTakeFirstOrThrow();
    // Tier 2: fifty open activities.
    await insertActivities(
      app,
      refs,
      Array.from({ length: 50 - Number(count) }, (_, index) => ({ name: `Abierta ${index}` })),
    );
    const [closed] = await insertActivities(app, refs, [
      { name: 'Cancelada para el tope', status: 'cancelled' },
    ]);
    const refused = await createActivity(app, employee, validActivity(refs, { name: 'Una más' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('activity-exceeds-limit');
    expect(
      await app.db.selectFrom('activities').select('id').where('name', '=', 'Una más').executeTakeFirst(),
    ).toBeUndefined();
    // Taking a cancelled one up again holds a place once more.
    const reopen = await patchActivity(app, employee, closed, { status: 'draft' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error).toBe('activity-exceeds-limit');
    expect((await stored(closed))!.status).toBe('cancelled');
  });
});
