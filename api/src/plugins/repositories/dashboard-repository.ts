import {
  type ActivityType,
  CLOSED_ACTIVITY_STATUSES,
  VOLUNTEER_STATUSES,
  type VolunteerStatus,
} from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { requestScope } from '../../lib/request-scope';
import { placesAwaitingConsent } from './awaiting-consent';

// The intranet home's figures (docs/adr/0075-intranet-home-figures.md): every figure is one aggregate query of the
// request's tenant; sessions are reached through their activity so that the (tenant, activity, date) index serves
// the date ranges.

/** A session of the coming days with fewer confirmed volunteers or employees than its minimum. */
export interface SessionNeedingPeople {
  id: number;
  name: string | null;
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  activityId: number;
  activityName: string;
  missingVolunteers: number;
  missingEmployees: number;
}

export interface DashboardFigures {
  volunteersByStatus: { status: VolunteerStatus; count: number }[];
  sessionsNeedingPeople: SessionNeedingPeople[];
  minorsAwaitingConsent: number;
  attendedMinutes: number;
  attendedSessions: number;
  /** Confirmed participations by session day (only days with some). */
  participationByDay: { date: string; count: number }[];
  activitiesByType: { type: ActivityType; count: number }[];
}

/** The days the figures look at: the chosen period and the coming days (`today` to `upcomingTo`). */
export interface DashboardPeriod {
  from: string;
  to: string;
  today: string;
  upcomingTo: string;
}

export interface DashboardRepository {
  figures(request: FastifyRequest, period: DashboardPeriod): Promise<DashboardFigures>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dashboardRepository: DashboardRepository;
  }
}

/** The sessions needing people the home lists, soonest first. */
export const SESSIONS_NEEDING_PEOPLE_LIMIT = 20;

const num = (value: unknown) => Number(value ?? 0);
const closedStatuses = [...CLOSED_ACTIVITY_STATUSES];

async function figuresOf(
  db: Kysely<Database>,
  tenantId: number,
  period: DashboardPeriod,
): Promise<DashboardFigures> {
  const statusRows = await db
    .selectFrom('users')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('tenant_id', '=', tenantId)
    .where('profile', '=', 'volunteer')
    .where('deleted_at', 'is', null)
    .groupBy('status')
    .execute();
  const counted = new Map(statusRows.map((row) => [row.status ?? '', num(row.count)]));
  const volunteersByStatus = VOLUNTEER_STATUSES.map((status) => ({
    status,
    count: counted.get(status) ?? 0,
  }));

  const confirmedOf = (role: 'volunteer' | 'employee') =>
    sql<number>`sum(case when ${sql.ref('p.role')} = ${role} and ${sql.ref('p.status')} = 'confirmed' then 1 else 0 end)`;
  const upcoming = await db
    .selectFrom('activities as a')
    .innerJoin('interventions as i', (join) =>
      join.onRef('i.tenant_id', '=', 'a.tenant_id').onRef('i.activity_id', '=', 'a.id'),
    )
    // By the session alone, so that the (intervention, person) index is used; a session's participants are of its
    // tenant.
    .leftJoin('intervention_participants as p', 'p.intervention_id', 'i.id')
    .select([
      'i.id',
      'i.name',
      'i.date',
      'i.schedule_start',
      'i.schedule_end',
      'i.min_volunteers',
      'i.min_employees',
      'a.id as activity_id',
      'a.name as activity_name',
      confirmedOf('volunteer').as('volunteers'),
      confirmedOf('employee').as('employees'),
    ])
    .where('a.tenant_id', '=', tenantId)
    .where('a.status', 'not in', closedStatuses)
    .where('i.date', '>=', period.today)
    .where('i.date', '<=', period.upcomingTo)
    .groupBy([
      'i.id',
      'i.name',
      'i.date',
      'i.schedule_start',
      'i.schedule_end',
      'i.min_volunteers',
      'i.min_employees',
      'a.id',
      'a.name',
    ])
    .having((eb) =>
      eb.or([
        eb(confirmedOf('volunteer'), '<', eb.ref('i.min_volunteers')),
        eb(confirmedOf('employee'), '<', eb.ref('i.min_employees')),
      ]),
    )
    .orderBy('i.date')
    .orderBy('i.schedule_start')
    .orderBy('i.id')
    .limit(SESSIONS_NEEDING_PEOPLE_LIMIT)
    .execute();
  const sessionsNeedingPeople = upcoming.map((row) => ({
    id: row.id,
    name: row.name,
    date: row.date,
    scheduleStart: row.schedule_start,
    scheduleEnd: row.schedule_end,
    activityId: row.activity_id,
    activityName: row.activity_name,
    missingVolunteers: Math.max(0, row.min_volunteers - num(row.volunteers)),
    missingEmployees: Math.max(0, row.min_employees - num(row.employees)),
  }));

  // Minors (each once, whatever their number of sessions) whose place in a coming session waits for their tutor.
  const awaiting = await placesAwaitingConsent(db, tenantId, period.today)
    .select((eb) => eb.fn.count<number | string>('p.beneficiary_id').distinct().as('count'))
    .executeTakeFirstOrThrow();

  const inPeriod = db
    .selectFrom('activities as a')
    .innerJoin('interventions as i', (join) =>
      join.onRef('i.tenant_id', '=', 'a.tenant_id').onRef('i.activity_id', '=', 'a.id'),
    )
    // By the session alone, as above: with the tenant in the join, SQLite would read every participation of the
    // tenant and search each one's session in the (tenant, day) index.
    .innerJoin('intervention_participants as p', 'p.intervention_id', 'i.id')
    .where('a.tenant_id', '=', tenantId)
    .where('i.date', '>=', period.from)
    .where('i.date', '<=', period.to);

  const hours = await inPeriod
    .select((eb) => [
      eb.fn.sum<number | string | null>('p.attended_minutes').as('minutes'),
      eb.fn.count<number | string>('i.id').distinct().as('sessions'),
    ])
    .where('p.attendance', '=', 'attended')
    .where('p.role', '=', 'volunteer')
    .executeTakeFirstOrThrow();

  // By day in SQL (the same on both databases); the page groups the days into weeks or months.
  const byDay = await inPeriod
    .select(['i.date', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('p.status', '=', 'confirmed')
    .groupBy('i.date')
    .orderBy('i.date')
    .execute();

  const typeRows = await db
    .selectFrom('activities')
    .select(['type', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('tenant_id', '=', tenantId)
    .where('status', '!=', 'cancelled')
    .where('date_start', '<=', period.to)
    .where('date_end', '>=', period.from)
    .groupBy('type')
    .orderBy('type')
    .execute();

  return {
    volunteersByStatus,
    sessionsNeedingPeople,
    minorsAwaitingConsent: num(awaiting.count),
    attendedMinutes: num(hours.minutes),
    attendedSessions: num(hours.sessions),
    participationByDay: byDay.map((row) => ({ date: row.date, count: num(row.count) })),
    activitiesByType: typeRows.map((row) => ({ type: row.type as ActivityType, count: num(row.count) })),
  };
}

export const dashboardRepositoryPlugin = fp(
  async (app) => {
    const { scoped } = requestScope(app.db);
    app.decorate('dashboardRepository', {
      figures: (request, period) => scoped(request, (db, tenantId) => figuresOf(db, tenantId, period)),
    } satisfies DashboardRepository);
  },
  { name: 'dashboard-repository', dependencies: ['database', 'tenancy'] },
);
