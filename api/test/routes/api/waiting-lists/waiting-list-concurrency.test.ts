import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { insertActivity, insertIntervention, participantRows } from '../../../helpers/interventions';
import { authAs, DEMO_HOST, subscribe, tenantIdOf, unsubscribe } from '../participants/participant-fixtures';
import {
  acceptOffer,
  fill,
  joinWaitingList,
  leaveWaitingList,
  lineOf,
  setOffers,
  volunteers,
} from './waiting-list-fixtures';

// The waiting lists hold under concurrent use (docs/adr/0077-waiting-lists.md): every write that frees or takes a
// place, or joins the line, locks the session's row (PostgreSQL; SQLite runs one transaction at a time), so a place
// is never given twice and nobody's place in line is lost.
let app: FastifyInstance;
let tenant: number;
let activity: number;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  tenant = await tenantIdOf(app, DEMO_HOST);
  activity = await insertActivity(app, tenant, { status: 'active' });
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(async () => {
  await setOffers(app, admin, false);
  await app.close();
});

const statusesOf = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>(
    (counts, answer) => ({ ...counts, [answer.statusCode]: (counts[answer.statusCode] ?? 0) + 1 }),
    {},
  );

it('moves exactly the first in line into the places 50 concurrent leaves and joins free', async () => {
  await setOffers(app, admin, false);
  const intervention = await insertIntervention(app, tenant, activity, { maxVolunteers: 10 });
  const participants = await fill(app, tenant, intervention, 10);
  const line = await volunteers(app, tenant, 30);
  for (const person of line)
    expect((await joinWaitingList(app, person.headers, intervention)).statusCode).toBe(201);
  const newcomers = await volunteers(app, tenant, 20);

  // 10 participants leave, 20 newcomers try to join the line and 20 more to subscribe directly, all at once.
  const late = await volunteers(app, tenant, 20);
  const answers = await Promise.all([
    ...participants.map((person) => unsubscribe(app, person.headers, intervention)),
    ...newcomers.map((person) => joinWaitingList(app, person.headers, intervention)),
    ...late.map((person) => subscribe(app, person.headers, intervention)),
  ]);

  expect(statusesOf(answers.slice(0, 10))).toEqual({ 200: 10 });
  // The line is never empty while places free up: nobody jumps it, and every newcomer gets in line.
  expect(statusesOf(answers.slice(10, 30))).toEqual({ 201: 20 });
  expect(statusesOf(answers.slice(30))).toEqual({ 409: 20 });
  const inside = (await participantRows(app, intervention)).map((row) => row.user_id);
  expect(inside).toHaveLength(10);
  expect([...inside].sort()).toEqual(
    line
      .slice(0, 10)
      .map((person) => person.id)
      .sort(),
  );
  // The rest of the line kept its order, the newcomers behind it in the order they got in.
  const rest = await lineOf(app, intervention);
  expect(rest.slice(0, 20)).toEqual(line.slice(10).map((person) => person.id));
  expect([...rest.slice(20)].sort()).toEqual(newcomers.map((person) => person.id).sort());
});

it('never gives an offered place twice when offers, accepts, declines and joins arrive at once', async () => {
  await setOffers(app, admin, true);
  const intervention = await insertIntervention(app, tenant, activity, { maxVolunteers: 5 });
  const participants = await fill(app, tenant, intervention, 5);
  const line = await volunteers(app, tenant, 20);
  for (const person of line) await joinWaitingList(app, person.headers, intervention);
  // Five places free up: the first five are offered them.
  for (const person of participants) await unsubscribe(app, person.headers, intervention);
  const offered = line.slice(0, 5);
  const late = await volunteers(app, tenant, 25);

  // Three accept, two decline (their places go to the next two), and 25 others try to subscribe directly, and
  // the waiting accept again, all at once.
  const answers = await Promise.all([
    ...offered.slice(0, 3).map((person) => acceptOffer(app, person.headers, intervention)),
    ...offered.slice(3).map((person) => leaveWaitingList(app, person.headers, intervention)),
    ...line.slice(5).map((person) => acceptOffer(app, person.headers, intervention)),
    ...late.map((person) => subscribe(app, person.headers, intervention)),
  ]);
  expect(statusesOf(answers.slice(0, 3))).toEqual({ 201: 3 });
  expect(statusesOf(answers.slice(3, 5))).toEqual({ 200: 2 });
  // Nobody else takes a place held by an offer, nor one of the line.
  expect(statusesOf(answers.slice(20))).toEqual({ 409: 25 });
  const inside = (await participantRows(app, intervention)).map((row) => row.user_id);
  const offersLeft = await app.db
    .selectFrom('waiting_list_entries')
    .select('user_id')
    .where('intervention_id', '=', intervention)
    .where('offered_at', 'is not', null)
    .execute();
  expect(inside.length + offersLeft.length).toBe(5);
  expect(inside).toEqual(expect.arrayContaining(offered.slice(0, 3).map((person) => person.id)));
  // Whoever accepted among the next in line accepted an offer made to them; the line lost nobody.
  const stillWaiting = await lineOf(app, intervention);
  expect([...inside, ...stillWaiting].sort()).toEqual(
    [...offered.slice(0, 3), ...line.slice(5)].map((person) => person.id).sort(),
  );
});
