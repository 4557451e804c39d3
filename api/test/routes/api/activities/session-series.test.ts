import type { FastifyInstance } from 'fastify';
import { SERIES_MAX_SESSIONS } from '@enlace/shared/domain';
import { buildTestApp, mailSentTo } from '../../../helpers/build-test-app';
import { participantRows } from '../../../helpers/interventions';
import { fill, joinWaitingList, lineOf, volunteers } from '../waiting-lists/waiting-list-fixtures';
import {
  authAs,
  createIntervention,
  DEMO_HOST,
  type DemoRefs,
  demoRefs,
  insertParticipant,
  jsonHeaders,
  newActivity,
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

/** A weekly online series on Mondays of March 2027 (the 1st is a Monday), 10:00–12:00. */
function validSeries(activityId: number, overrides: Record<string, unknown> = {}) {
  const { date: _date, ...session } = validIntervention(activityId, refs, {
    name: 'Taller semanal',
    format: 'online',
    place: null,
  });
  return {
    ...session,
    repeat: 'weekly',
    dateStart: '2027-03-01',
    ends: 'after-count',
    occurrences: 4,
    ...overrides,
  };
}

/** In the computer room (open on Mondays 09:00–14:00 and 16:00–20:00), at times no other test uses. */
const inRoom = (scheduleStart: string, scheduleEnd: string) => ({
  format: 'onsite',
  place: `/api/places/${refs.computerRoomId}`,
  scheduleStart,
  scheduleEnd,
});

const post = (url: string, payload: object, headers = employee) =>
  app.inject({ method: 'POST', url, headers: jsonHeaders(headers), payload: JSON.stringify(payload) });
const preview = (payload: object) => post('/api/intervention_series/preview', payload);
const createSeries = (payload: object) => post('/api/intervention_series', payload);
const patchFollowing = (id: number, patch: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/interventions/${id}/following`,
    headers: jsonHeaders(employee, 'application/merge-patch+json'),
    payload: JSON.stringify(patch),
  });
const deleteFollowing = (id: number) =>
  app.inject({ method: 'DELETE', url: `/api/interventions/${id}/following`, headers: employee });

const sessionsOf = (activityId: number) =>
  app.db
    .selectFrom('interventions')
    .select(['id', 'date', 'schedule_start', 'schedule_end', 'series_id'])
    .where('activity_id', '=', activityId)
    .orderBy('date')
    .execute();

/** Another activity's session in the computer room on a day, 10:00–12:00 unless told. */
async function bookComputerRoom(date: string, times: Record<string, string> = {}) {
  const other = await newActivity(app, employee, refs, { name: `Reserva ${date}` });
  const booked = await createIntervention(app, employee, validIntervention(other, refs, { date, ...times }));
  expect(booked.statusCode).toBe(201);
}

describe('POST /api/intervention_series/preview', () => {
  it('lists each day with the reasons its session could not be saved, and saves nothing', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Vista previa' });
    await bookComputerRoom('2027-03-15', { scheduleStart: '12:00', scheduleEnd: '13:00' });
    const response = await preview(validSeries(activity, { ...inRoom('12:00', '13:00'), occurrences: 5 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      '@type': 'InterventionSeriesPreview',
      available: 100,
      days: [
        { date: '2027-03-01', violations: [] },
        { date: '2027-03-08', violations: [] },
        {
          date: '2027-03-15',
          violations: [{ propertyPath: 'place', message: 'schedule-conflict-with-another-intervention' }],
        },
        { date: '2027-03-22', violations: [] },
        { date: '2027-03-29', violations: [] },
      ],
    });
    // Past the activity's last day, and the room closed on Tuesdays.
    const late = await preview(
      validSeries(activity, {
        ...inRoom('12:00', '13:00'),
        repeat: 'weekdays',
        weekdays: ['tuesday'],
        dateStart: '2027-03-29',
        occurrences: 2,
      }),
    );
    expect(late.json().days).toEqual([
      {
        date: '2027-03-30',
        violations: [{ propertyPath: 'place', message: 'place-not-available-at-that-time' }],
      },
      {
        date: '2027-04-06',
        violations: [
          {
            propertyPath: 'date',
            message: 'intervention-date-range-error',
            params: { dateStart: '2027-03-01', dateEnd: '2027-03-31' },
          },
        ],
      },
    ]);
    expect(await sessionsOf(activity)).toEqual([]);
  });

  it('answers bad input with the fields at fault', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Entrada errónea' });
    const response = await preview(
      validSeries(activity, {
        repeat: 'weekdays',
        weekdays: [],
        ends: 'on-date',
        dateEnd: null,
        scheduleEnd: '09:00',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual(
      expect.arrayContaining([
        ['weekdays', 'series-weekdays-required'],
        ['dateEnd', 'field-not-blank'],
        ['scheduleEnd', 'schedule-start-must-be-before-end'],
      ]),
    );
    const unknown = await preview(validSeries(activity, { repeat: 'monthly', weekdays: ['someday'] }));
    expect(violationsOf(unknown)).toEqual(
      expect.arrayContaining([
        ['repeat', 'field-not-valid-option'],
        ['weekdays[0]', 'field-not-valid-option'],
      ]),
    );
    const malformed = await preview({ ...validSeries(activity), occurrences: 'cuatro' });
    expect(violationsOf(malformed)).toEqual([['occurrences', 'field-not-valid-type']]);
  });
});

describe('POST /api/intervention_series', () => {
  it('creates every session but the days left out, each remembering its series', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Serie completa' });
    const response = await createSeries(
      validSeries(activity, { ...inRoom('09:00', '10:00'), skip: ['2027-03-15'] }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(response.headers.location).toBe(`/api/intervention_series/${body.id}`);
    expect(body).toMatchObject({ '@type': 'InterventionSeries', activity: `/api/activities/${activity}` });
    expect(body.member.map((session: { date: string }) => session.date)).toEqual([
      '2027-03-01',
      '2027-03-08',
      '2027-03-22',
    ]);
    expect(body.member[0]).toMatchObject({
      name: 'Taller semanal',
      scheduleStart: '09:00',
      scheduleEnd: '10:00',
      place: { '@id': `/api/places/${refs.computerRoomId}` },
      maxBeneficiaries: 10,
      series: `/api/intervention_series/${body.id}`,
    });
    const item = await app.inject({
      method: 'GET',
      url: `/api/interventions/${body.member[1].id}`,
      headers: employee,
    });
    expect(item.json().series).toBe(`/api/intervention_series/${body.id}`);
  });

  it('saves nothing when one day breaks a rule, and says which day', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Todo o nada' });
    await bookComputerRoom('2027-03-22', { scheduleStart: '13:00', scheduleEnd: '14:00' });
    const response = await createSeries(validSeries(activity, inRoom('13:00', '14:00')));
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      {
        propertyPath: 'sessions[3].place',
        message: 'schedule-conflict-with-another-intervention',
        params: { date: '2027-03-22' },
      },
    ]);
    expect(await sessionsOf(activity)).toEqual([]);
    // Unticked, the rest is saved.
    const skipped = await createSeries(
      validSeries(activity, { ...inRoom('13:00', '14:00'), skip: ['2027-03-22'] }),
    );
    expect(skipped.statusCode).toBe(201);
    expect((await sessionsOf(activity)).map((session) => session.date)).toEqual([
      '2027-03-01',
      '2027-03-08',
      '2027-03-15',
    ]);
  });

  it('refuses a series longer than the cap or past the tier’s sessions per activity', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Límites' });
    const tooLong = await createSeries(validSeries(activity, { occurrences: SERIES_MAX_SESSIONS + 1 }));
    expect(violationsOf(tooLong)).toEqual([['occurrences', 'series-too-many-sessions']]);
    const everyDay = {
      repeat: 'weekdays',
      weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      ends: 'on-date',
      dateEnd: '2027-03-31',
    };
    const { tier } = await app.db
      .selectFrom('tenants')
      .select('tier')
      .where('id', '=', refs.tenantId)
      .executeTakeFirstOrThrow();
    await app.db.updateTable('tenants').set({ tier: 1 }).where('id', '=', refs.tenantId).execute();
    try {
      const checked = await preview(validSeries(activity, everyDay));
      expect(checked.json()).toMatchObject({ available: 30 });
      expect(checked.json().days).toHaveLength(31);
      const refused = await createSeries(validSeries(activity, everyDay));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('intervention-exceeds-limit');
      expect(await sessionsOf(activity)).toEqual([]);
      const fits = await createSeries(validSeries(activity, { ...everyDay, skip: ['2027-03-31'] }));
      expect(fits.statusCode).toBe(201);
      expect(fits.json().member).toHaveLength(30);
    } finally {
      await app.db.updateTable('tenants').set({ tier }).where('id', '=', refs.tenantId).execute();
    }
  });
});

describe('this session and the following ones', () => {
  const seriesOf = async (name: string) => {
    const activity = await newActivity(app, employee, refs, { name });
    const response = await createSeries(validSeries(activity));
    expect(response.statusCode).toBe(201);
    return { activity, ids: response.json().member.map((session: { id: number }) => session.id) as number[] };
  };

  it('changes the schedule of the session and the later ones, not the earlier', async () => {
    const { activity, ids } = await seriesOf('Cambio de horario');
    const response = await patchFollowing(ids[1], { scheduleStart: '16:00', scheduleEnd: '18:00' });
    expect(response.statusCode).toBe(200);
    expect(response.json().totalItems).toBe(3);
    expect(
      (await sessionsOf(activity)).map((session) => [
        session.date,
        session.schedule_start,
        session.schedule_end,
      ]),
    ).toEqual([
      ['2027-03-01', '10:00', '12:00'],
      ['2027-03-08', '16:00', '18:00'],
      ['2027-03-15', '16:00', '18:00'],
      ['2027-03-22', '16:00', '18:00'],
    ]);
    // Moving this session two days on moves the later ones two days on too (Mondays to Wednesdays).
    const moved = await patchFollowing(ids[2], { date: '2027-03-17' });
    expect(moved.statusCode).toBe(200);
    expect((await sessionsOf(activity)).map((session) => session.date)).toEqual([
      '2027-03-01',
      '2027-03-08',
      '2027-03-17',
      '2027-03-24',
    ]);
  });

  it('lists the conflicts of each later session and changes none', async () => {
    const { activity, ids } = await seriesOf('Conflicto posterior');
    await bookComputerRoom('2027-03-22', { scheduleStart: '16:00', scheduleEnd: '18:00' });
    const before = await sessionsOf(activity);
    const response = await patchFollowing(ids[0], inRoom('16:00', '18:00'));
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      {
        propertyPath: 'sessions[3].place',
        message: 'schedule-conflict-with-another-intervention',
        params: { date: '2027-03-22' },
      },
    ]);
    expect(await sessionsOf(activity)).toEqual(before);
    const reversed = await patchFollowing(ids[0], { scheduleEnd: '09:00' });
    expect(violationsOf(reversed)).toEqual([['scheduleEnd', 'schedule-start-must-be-before-end']]);
  });

  it('refuses a maximum below the people signed up in a later session', async () => {
    const { ids } = await seriesOf('Máximos');
    await insertParticipant(app, refs.tenantId, ids[3], refs.coordinatorId);
    const response = await patchFollowing(ids[1], { maxEmployees: 0, maxVolunteers: 3 });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'sessions[2].maxEmployees', message: 'max-below-signed-up' }),
    ]);
  });

  it('gives the places a higher maximum adds to each later session’s waiting list, and tells who moved in', async () => {
    const { activity, ids } = await seriesOf('Lista de espera de la serie');
    await app.db.updateTable('activities').set({ status: 'active' }).where('id', '=', activity).execute();
    await app.db.updateTable('interventions').set({ max_volunteers: 1 }).where('id', 'in', ids).execute();
    const [waiting] = await volunteers(app, refs.tenantId, 1);
    for (const id of ids.slice(1)) {
      await fill(app, refs.tenantId, id, 1);
      expect((await joinWaitingList(app, waiting!.headers, id)).statusCode).toBe(201);
    }

    const response = await patchFollowing(ids[2], { maxVolunteers: 2 });
    expect(response.statusCode).toBe(200);
    // The earlier session keeps its maximum and its line; each changed one takes the volunteer in.
    expect(await lineOf(app, ids[1])).toEqual([waiting!.id]);
    for (const id of ids.slice(2)) {
      expect(await lineOf(app, id)).toEqual([]);
      expect((await participantRows(app, id)).map((row) => row.user_id)).toContain(waiting!.id);
    }
    const { email } = await app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', waiting!.id)
      .executeTakeFirstOrThrow();
    expect((await mailSentTo(app, email))?.subject).toBe(
      'Ya tienes plaza en «Lista de espera de la serie» · Fundación Demo',
    );
  });

  it('tells the volunteers of each later session that moves, with its new times', async () => {
    const { activity, ids } = await seriesOf('Aviso de cambio de la serie');
    await app.db.updateTable('activities').set({ status: 'active' }).where('id', '=', activity).execute();
    const [earlier] = await fill(app, refs.tenantId, ids[0], 1);
    const [later] = await fill(app, refs.tenantId, ids[3], 1);
    const emailOf = async (id: number) =>
      (await app.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

    // Their sign-up emails first: only what the change sends counts.
    await mailSentTo(app, await emailOf(earlier!.id));
    await mailSentTo(app, await emailOf(later!.id));
    const sentTo = async (id: number) => {
      const email = await emailOf(id);
      return app.mailer.sent.filter((sent) => sent.to === email).length;
    };
    const before = { earlier: await sentTo(earlier!.id), later: await sentTo(later!.id) };

    const response = await patchFollowing(ids[1], { scheduleStart: '16:00', scheduleEnd: '18:00' });
    expect(response.statusCode).toBe(200);
    const mail = await mailSentTo(app, await emailOf(later!.id), before.later);
    expect(mail?.subject).toContain('Cambios en tu sesión de «Aviso de cambio de la serie»');
    expect(mail?.text).toContain('16:00');
    expect(mail?.attachments?.[0]?.content).toContain('METHOD:REQUEST');
    // The earlier session did not change: its volunteer hears nothing.
    expect(await sentTo(earlier!.id)).toBe(before.earlier);
  });

  it('deletes the session and the later ones, or none when one has participants', async () => {
    const { activity, ids } = await seriesOf('Borrado');
    await insertParticipant(app, refs.tenantId, ids[3], refs.coordinatorId);
    const refused = await deleteFollowing(ids[2]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('intervention-has-participants');
    expect(await sessionsOf(activity)).toHaveLength(4);
    await app.db.deleteFrom('intervention_participants').where('intervention_id', '=', ids[3]).execute();
    const deleted = await deleteFollowing(ids[2]);
    expect(deleted.statusCode).toBe(204);
    expect((await sessionsOf(activity)).map((session) => session.date)).toEqual(['2027-03-01', '2027-03-08']);
    expect((await deleteFollowing(ids[3])).statusCode).toBe(404);
  });

  it('changes and deletes just the session when it is not of a series', async () => {
    const activity = await newActivity(app, employee, refs, { name: 'Sola' });
    const single = (await createIntervention(app, employee, validIntervention(activity, refs))).json();
    await createIntervention(app, employee, validIntervention(activity, refs, { date: '2027-03-08' }));
    const changed = await patchFollowing(single.id, { name: 'Renombrada' });
    expect(changed.json()).toMatchObject({ totalItems: 1, member: [{ id: single.id, name: 'Renombrada' }] });
    expect((await deleteFollowing(single.id)).statusCode).toBe(204);
    expect(await sessionsOf(activity)).toHaveLength(1);
  });
});
