import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  createIntervention,
  DEMO_HOST,
  type DemoRefs,
  demoRefs,
  insertParticipant,
  newActivity,
  patchActivity,
  patchIntervention,
  setStatus,
  tenantIdOf,
  validIntervention,
  violationsOf,
} from './activity-fixtures';

let app: FastifyInstance;
let employee: Record<string, string>;
let refs: DemoRefs;
beforeAll(async () => {
  app = await buildTestApp();
  employee = await authAs(app, 'tecnica@demo.example.org');
  refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
});
afterAll(() => app.close());

const interventionCount = async (activityId: number) =>
  (await app.db.selectFrom('interventions').select('id').where('activity_id', '=', activityId).execute())
    .length;

describe('POST /api/interventions', () => {
  it('creates an intervention with its activity, place, counts and completion', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Sesiones de marzo' });
    const response = await createIntervention(app, employee, validIntervention(activity, refs));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(response.headers.location).toBe(`/api/interventions/${body.id}`);
    expect(body).toMatchObject({
      '@type': 'Intervention',
      activity: { '@id': `/api/activities/${activity}`, name: 'Sesiones de marzo', status: 'draft' },
      date: '2027-03-01',
      scheduleStart: '10:00',
      scheduleEnd: '12:00',
      place: { '@id': `/api/places/${refs.computerRoomId}`, name: 'Aula de informática Carretería' },
      format: 'onsite',
      maxVolunteers: 3,
      counts: { volunteers: 0, employees: 0, beneficiaries: 0, pendingBeneficiaries: 0 },
      completed: false,
    });
    await insertParticipant(app, refs.tenantId, body.id, refs.coordinatorId);
    const item = await app.inject({ method: 'GET', url: `/api/interventions/${body.id}`, headers: employee });
    expect(item.json().counts).toEqual({
      volunteers: 0,
      employees: 1,
      beneficiaries: 0,
      pendingBeneficiaries: 0,
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/interventions?activity=/api/activities/${activity}`,
      headers: employee,
    });
    expect(list.json()).toMatchObject({ totalItems: 1, member: [{ id: body.id }] });
    const activityItem = await app.inject({
      method: 'GET',
      url: `/api/activities/${activity}`,
      headers: employee,
    });
    expect(activityItem.json().interventionsCount).toBe(1);
  });

  it('answers the shared rules with their keys', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Reglas' });
    const response = await createIntervention(
      app,
      employee,
      validIntervention(activity, refs, {
        scheduleEnd: '10:00',
        format: 'onsite',
        place: null,
        minVolunteers: 5,
        maxVolunteers: 0,
        maxEmployees: 0,
        maxBeneficiaries: 0,
        minBeneficiaries: 0,
        minEmployees: -1,
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual(
      expect.arrayContaining([
        ['scheduleEnd', 'schedule-start-must-be-before-end'],
        ['place', 'field-not-blank'],
        ['minVolunteers', 'min-must-be-less-than-max'],
        ['maxVolunteers', 'volunteers-and-employees-cannot-both-be-zero'],
        ['maxBeneficiaries', 'field-greater-than-zero'],
        ['minEmployees', 'field-cannot-be-negative'],
      ]),
    );
    expect(await interventionCount(activity)).toBe(0);
  });

  it('requires an activity of the tenant', async () => {
    const missing = await createIntervention(app, employee, {
      ...validIntervention(1, refs),
      activity: null,
    });
    expect(violationsOf(missing)).toEqual([['activity', 'field-not-blank']]);
    const unknown = await createIntervention(app, employee, validIntervention(999999, refs));
    expect(unknown.statusCode).toBe(422);
    expect(violationsOf(unknown)).toEqual([['activity', 'field-not-valid-option']]);
  });

  it('keeps the day inside the activity range (intervention-date-range-error)', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Rango' });
    for (const date of ['2027-02-26', '2027-04-05']) {
      const response = await createIntervention(app, employee, validIntervention(activity, refs, { date }));
      expect(response.statusCode).toBe(422);
      expect(violationsOf(response)).toEqual([['date', 'intervention-date-range-error']]);
    }
    expect(await interventionCount(activity)).toBe(0);
  });

  it('refuses an overlap with another intervention of the activity (intervention-time-overlap-error)', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Solapes' });
    const online = { place: null, format: 'online', date: '2027-03-02' };
    expect(
      (await createIntervention(app, employee, validIntervention(activity, refs, online))).statusCode,
    ).toBe(201);
    const overlap = await createIntervention(
      app,
      employee,
      validIntervention(activity, refs, { ...online, scheduleStart: '11:00', scheduleEnd: '13:00' }),
    );
    expect(overlap.statusCode).toBe(422);
    expect(violationsOf(overlap)).toEqual([['scheduleStart', 'intervention-time-overlap-error']]);
    // Touching is fine: one ends at 12:00, the next starts at 12:00.
    const after = await createIntervention(
      app,
      employee,
      validIntervention(activity, refs, { ...online, scheduleStart: '12:00', scheduleEnd: '13:00' }),
    );
    expect(after.statusCode).toBe(201);
    expect(await interventionCount(activity)).toBe(2);
  });

  it('refuses a place closed at that time per its schedule (place-not-available-at-that-time)', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Cerrado' });
    // The computer room is closed on Tuesdays and from 14:00 to 16:00 on Mondays.
    for (const overrides of [
      { date: '2027-03-02' },
      { date: '2027-03-01', scheduleStart: '13:00', scheduleEnd: '15:00' },
    ]) {
      const response = await createIntervention(app, employee, validIntervention(activity, refs, overrides));
      expect(response.statusCode).toBe(422);
      expect(violationsOf(response)).toEqual([['place', 'place-not-available-at-that-time']]);
    }
  });

  it('refuses a place booked by another activity at an overlapping time, unless that one is cancelled', async () => {
    const first = await newActivity(app, employee, refs, { name: 'Reserva primera' });
    const second = await newActivity(app, employee, refs, { name: 'Reserva segunda' });
    const slot = { date: '2027-03-03', scheduleStart: '09:00', scheduleEnd: '11:00' };
    expect((await createIntervention(app, employee, validIntervention(first, refs, slot))).statusCode).toBe(
      201,
    );
    const booked = await createIntervention(
      app,
      employee,
      validIntervention(second, refs, { ...slot, scheduleStart: '10:30', scheduleEnd: '12:00' }),
    );
    expect(booked.statusCode).toBe(422);
    expect(violationsOf(booked)).toEqual([['place', 'schedule-conflict-with-another-intervention']]);
    expect(await interventionCount(second)).toBe(0);
    // Another place at the same time is free.
    const elsewhere = await createIntervention(
      app,
      employee,
      validIntervention(second, refs, {
        ...slot,
        scheduleStart: '10:30',
        scheduleEnd: '12:00',
        place: `/api/places/${refs.officeId}`,
      }),
    );
    expect(elsewhere.statusCode).toBe(201);
    // A cancelled activity no longer holds the room.
    await patchActivity(app, employee, first, { status: 'cancelled' });
    const third = await newActivity(app, employee, refs, { name: 'Reserva tercera' });
    const freed = await createIntervention(app, employee, validIntervention(third, refs, slot));
    expect(freed.statusCode).toBe(201);
  });

  it('refuses changes once the activity is finished or cancelled (activity-not-editable)', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Cerrada' });
    const created = await createIntervention(
      app,
      employee,
      validIntervention(activity, refs, { date: '2027-03-08' }),
    );
    for (const status of ['finished', 'cancelled']) {
      await setStatus(app, activity, status);
      const add = await createIntervention(
        app,
        employee,
        validIntervention(activity, refs, { date: '2027-03-10' }),
      );
      expect(add.statusCode).toBe(409);
      expect(add.json().error).toBe('activity-not-editable');
      const edit = await patchIntervention(app, employee, created.json().id, { name: 'Cambio' });
      expect(edit.statusCode).toBe(409);
      const remove = await app.inject({
        method: 'DELETE',
        url: `/api/interventions/${created.json().id}`,
        headers: employee,
      });
      expect(remove.statusCode).toBe(409);
      expect(remove.json().error).toBe('activity-not-editable');
    }
    expect(await interventionCount(activity)).toBe(1);
    const item = await app.inject({
      method: 'GET',
      url: `/api/interventions/${created.json().id}`,
      headers: employee,
    });
    expect(item.json()).toMatchObject({ name: 'Primera sesión', completed: true });
  });

  it('caps the interventions of one activity (intervention-exceeds-limit)', async () => {
    const activity = await newActivity(app, employee, refs, {
      name: 'Muchas sesiones',
      dateStart: '2027-01-01',
      dateEnd: '2027-12-31',
    });
    // Tier 2: a hundred interventions per activity; online ones need no room.
    const now = new Date().toISOString();
    await app.db
      .insertInto('interventions')
      .values(
        Array.from({ length: 100 }, (_, index) => ({
          tenant_id: refs.tenantId,
          activity_id: activity,
          name: null,
          date: `2027-${String(1 + Math.floor(index / 28)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
          schedule_start: '18:00',
          schedule_end: '19:00',
          place_id: null,
          format: 'online',
          min_volunteers: 0,
          max_volunteers: 2,
          min_employees: 0,
          max_employees: 0,
          min_beneficiaries: 0,
          max_beneficiaries: 5,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const response = await createIntervention(
      app,
      employee,
      validIntervention(activity, refs, { date: '2027-12-20', place: null, format: 'online' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('intervention-exceeds-limit');
    expect(await interventionCount(activity)).toBe(100);
  });
});

describe('PATCH and DELETE /api/interventions/{id}', () => {
  it('edits without counting the intervention against itself, and checks the result', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Editar sesión' });
    const created = (
      await createIntervention(app, employee, validIntervention(activity, refs, { date: '2027-03-15' }))
    ).json();
    const moved = await patchIntervention(app, employee, created.id, {
      scheduleStart: '11:00',
      scheduleEnd: '13:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ scheduleStart: '11:00', scheduleEnd: '13:00' });
    const online = await patchIntervention(app, employee, created.id, { format: 'online', place: null });
    expect(online.json()).toMatchObject({ format: 'online', place: null });
    const outside = await patchIntervention(app, employee, created.id, { date: '2027-04-01' });
    expect(outside.statusCode).toBe(422);
    expect(violationsOf(outside)).toEqual([['date', 'intervention-date-range-error']]);
    const reversed = await patchIntervention(app, employee, created.id, { scheduleEnd: '10:00' });
    expect(violationsOf(reversed)).toEqual([['scheduleEnd', 'schedule-start-must-be-before-end']]);
  });

  it('deletes an intervention without participants and refuses one with them', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Borrar sesión' });
    const online = { place: null, format: 'online' };
    const empty = (
      await createIntervention(
        app,
        employee,
        validIntervention(activity, refs, { ...online, date: '2027-03-20' }),
      )
    ).json();
    const full = (
      await createIntervention(
        app,
        employee,
        validIntervention(activity, refs, { ...online, date: '2027-03-21' }),
      )
    ).json();
    await insertParticipant(app, refs.tenantId, full.id, refs.coordinatorId);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/interventions/${empty.id}`,
      headers: employee,
    });
    expect(removed.statusCode).toBe(204);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/interventions/${full.id}`,
      headers: employee,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('intervention-has-participants');
    expect(await interventionCount(activity)).toBe(1);
  });

  it('answers 404 to an unknown intervention', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/interventions/999999', headers: employee });
    expect(response.statusCode).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: '/api/interventions?activity=999999',
      headers: employee,
    });
    expect(list.statusCode).toBe(404);
    const noActivity = await app.inject({ method: 'GET', url: '/api/interventions', headers: employee });
    expect(noActivity.statusCode).toBe(400);
  });
});
