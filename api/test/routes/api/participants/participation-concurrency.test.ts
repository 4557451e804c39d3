import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  insertActiveVolunteers,
  insertActivity,
  insertIntervention,
  participantRows,
  tokenHeaders,
} from '../../../helpers/interventions';
import {
  addParticipant,
  authAs,
  DEMO_HOST,
  insertBeneficiary,
  subscribe,
  tenantIdOf,
} from './participant-fixtures';

// The limits hold under concurrent use (docs/adr/0060-participation.md): they are counted inside the write's
// transaction, after the intervention's row is locked on PostgreSQL (SQLite runs one transaction at a time), so
// requests that arrive together for the last places never all get one.
let app: FastifyInstance;
let tenant: number;
let activity: number;
beforeAll(async () => {
  app = await buildTestApp();
  tenant = await tenantIdOf(app, DEMO_HOST);
  activity = await insertActivity(app, tenant, { status: 'active' });
});
afterAll(() => app.close());

const countByStatus = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

it('lets exactly 5 of 50 volunteers subscribing at once take the 5 free places', async () => {
  const intervention = await insertIntervention(app, tenant, activity, { maxVolunteers: 8 });
  // Three places already taken: five left.
  for (const id of await insertActiveVolunteers(app, tenant, 3)) {
    expect((await subscribe(app, await tokenHeaders(app, id, DEMO_HOST), intervention)).statusCode).toBe(201);
  }
  const volunteers = await insertActiveVolunteers(app, tenant, 50);
  const sessions = await Promise.all(volunteers.map((id) => tokenHeaders(app, id, DEMO_HOST)));

  const answers = await Promise.all(sessions.map((headers) => subscribe(app, headers, intervention)));

  expect(countByStatus(answers.map((answer) => answer.statusCode))).toEqual({ 201: 5, 409: 45 });
  for (const answer of answers.filter((a) => a.statusCode === 409)) {
    expect(answer.json().error).toBe('field-number-of-volunteers-reached');
  }
  const rows = await participantRows(app, intervention);
  expect(rows).toHaveLength(8);
  const winners = answers.flatMap((answer, index) => (answer.statusCode === 201 ? [volunteers[index]] : []));
  expect(
    rows
      .slice(3)
      .map((row) => row.user_id)
      .sort(),
  ).toEqual([...winners].sort());
});

it('lets exactly the free places go to 30 beneficiaries added by staff at once', async () => {
  const intervention = await insertIntervention(app, tenant, activity, { maxBeneficiaries: 5 });
  const [admin, employee] = await Promise.all([
    authAs(app, 'admin@demo.example.org'),
    authAs(app, 'tecnica@demo.example.org'),
  ]);
  const people: number[] = [];
  for (let index = 0; index < 30; index += 1) {
    // Adults and minors (pending, their place held) alike.
    people.push(
      await insertBeneficiary(app, tenant, {
        name: `Persona ${index}`,
        birthday: index % 3 ? '1975-04-04' : undefined,
      }),
    );
  }
  const answers = await Promise.all(
    people.map((id, index) =>
      addParticipant(app, index % 2 ? admin : employee, intervention, `/api/beneficiaries/${id}`),
    ),
  );
  expect(countByStatus(answers.map((answer) => answer.statusCode))).toEqual({ 201: 5, 409: 25 });
  for (const answer of answers.filter((a) => a.statusCode === 409)) {
    expect(answer.json().error).toBe('exceeded-limit');
  }
  expect(await participantRows(app, intervention)).toHaveLength(5);
});

it('lets the same volunteer in once when the same subscription arrives ten times at once', async () => {
  const intervention = await insertIntervention(app, tenant, activity);
  const [volunteer] = await insertActiveVolunteers(app, tenant, 1);
  const headers = await tokenHeaders(app, volunteer, DEMO_HOST);
  const answers = await Promise.all(Array.from({ length: 10 }, () => subscribe(app, headers, intervention)));
  expect(countByStatus(answers.map((answer) => answer.statusCode))).toEqual({ 201: 1, 409: 9 });
  for (const answer of answers.filter((a) => a.statusCode === 409)) {
    expect(answer.json().error).toBe('already-subscribed-to-intervention');
  }
  expect(await participantRows(app, intervention)).toHaveLength(1);
});
