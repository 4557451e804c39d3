import { ACTIVITY_STATUSES } from '@enlace/shared/domain';
import type { FastifyInstance } from 'fastify';
import { insertParticipant } from '../../../helpers/activity-rows';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  dayFrom,
  insertActiveVolunteers,
  insertActivity,
  insertIntervention,
  tokenHeaders,
} from '../../../helpers/interventions';
import { joinWaitingList } from '../waiting-lists/waiting-list-fixtures';
import { DEMO_HOST, subscribe, tenantIdOf, unsubscribe } from './participant-fixtures';

// What a volunteer can do with a session 30 days ahead in each status of its activity: join it, leave it, queue
// for it when full, and where it shows in their lists. Draft and cancelled activities are never shown to
// volunteers (404); complete and finished ones are history: closed to anyone new, answered with the completed
// refusals, and open only to those who took part.
let app: FastifyInstance;
let tenant: number;
beforeAll(async () => {
  app = await buildTestApp();
  tenant = await tenantIdOf(app, DEMO_HOST);
});
afterAll(() => app.close());

const volunteer = async () => {
  const [id] = await insertActiveVolunteers(app, tenant, 1);
  return { id, headers: await tokenHeaders(app, id, DEMO_HOST) };
};

const answer = (reply: { statusCode: number; json: () => { error?: string } }) =>
  reply.statusCode < 300 ? reply.statusCode : [reply.statusCode, reply.json().error];

/** An activity in `status` with one session 30 days ahead and one volunteer place, taken by `member`. */
const fullSession = async (status: string) => {
  const activity = await insertActivity(app, tenant, { status, name: `Estado ${status}` });
  const intervention = await insertIntervention(app, tenant, activity, {
    date: dayFrom(30),
    maxVolunteers: 1,
  });
  const member = await volunteer();
  await insertParticipant(app, tenant, intervention, member.id);
  return { activity, intervention, member };
};

/** The ids of every activity on offer to the volunteer, page after page. */
const availableTo = async (headers: Record<string, string>) => {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const body = (
      await app.inject({ method: 'GET', url: `/api/available_activities?page=${page}`, headers })
    ).json();
    ids.push(...body.member.map((row: { id: number }) => row.id));
    if (!body.view?.next) return ids;
  }
};

const NOT_FOUND = [404, 'not-found'];
const COMPLETED = [409, 'intervention-completed-cannot-add-volunteers'];
const CANNOT_LEAVE = [409, 'intervention-completed-cannot-remove-participants'];
const FULL = [409, 'field-number-of-volunteers-reached'];

/** What a volunteer meets in an activity on offer: a full session to queue for, a place they can give up. */
const ON_OFFER = {
  join: FULL,
  queue: 201,
  leave: 200,
  available: true,
  detail: { outsider: 200, member: 200 },
  mine: 'upcoming',
} as const;
/** History: closed to everyone, opened only by those who took part, listed among their past sessions. */
const HISTORY = {
  join: COMPLETED,
  queue: COMPLETED,
  leave: CANNOT_LEAVE,
  available: false,
  detail: { outsider: 404, member: 200 },
  mine: 'past',
} as const;
/** Hidden: as if the session did not exist, except to those who already took part. */
const HIDDEN = {
  join: NOT_FOUND,
  queue: NOT_FOUND,
  leave: NOT_FOUND,
  available: false,
  detail: { outsider: 404, member: 200 },
} as const;

const expected: Record<
  (typeof ACTIVITY_STATUSES)[number],
  {
    join: unknown;
    queue: unknown;
    leave: unknown;
    available: boolean;
    detail: { outsider: number; member: number };
    mine: 'upcoming' | 'past';
  }
> = {
  // A draft's sessions are not held: they still count as coming for those who took part, who may give their
  // place up.
  draft: { ...HIDDEN, leave: 200, mine: 'upcoming' },
  active: ON_OFFER,
  ready: ON_OFFER,
  in_progress: ON_OFFER,
  complete: HISTORY,
  finished: HISTORY,
  // A cancelled activity's sessions count as completed: nothing to give up.
  cancelled: { ...HIDDEN, leave: CANNOT_LEAVE, mine: 'past' },
};

describe.each(ACTIVITY_STATUSES)('a session of a %s activity', (status) => {
  const expects = expected[status];

  it('answers a volunteer who joins it, queues for it or leaves it', async () => {
    const { intervention, member } = await fullSession(status);
    const outsider = await volunteer();
    expect(answer(await subscribe(app, outsider.headers, intervention))).toEqual(expects.join);
    expect(answer(await joinWaitingList(app, outsider.headers, intervention))).toEqual(expects.queue);
    expect(answer(await unsubscribe(app, member.headers, intervention))).toEqual(expects.leave);
  });

  it('shows in the volunteers’ lists as it should', async () => {
    const { activity, member } = await fullSession(status);
    const outsider = await volunteer();
    expect((await availableTo(outsider.headers)).includes(activity)).toBe(expects.available);
    const detail = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: `/api/available_activities/${activity}`, headers });
    expect({
      outsider: (await detail(outsider.headers)).statusCode,
      member: (await detail(member.headers)).statusCode,
    }).toEqual(expects.detail);
    const mine = async (when: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/me/interventions?when=${when}`,
          headers: member.headers,
        })
      ).json().totalItems;
    expect({ upcoming: await mine('upcoming'), past: await mine('past') }).toEqual({
      upcoming: expects.mine === 'upcoming' ? 1 : 0,
      past: expects.mine === 'past' ? 1 : 0,
    });
  });
});
