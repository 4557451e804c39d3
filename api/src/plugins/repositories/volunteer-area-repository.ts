import {
  ACTIVITY_STATUSES,
  ACTIVITY_STATUSES_COMPLETING_INTERVENTIONS,
  calendarDay,
  visibleToVolunteers,
  wallClockTime,
} from '@enlace/shared/domain';
import type { OwnInterventionsWhen } from '@enlace/shared/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Activity, Database } from '../../db/schema';
import type { PageRequest } from '../../lib/collection';
import { requestScope } from '../../lib/request-scope';
import { placesOnOffer, volunteersHoldingPlaces } from './session-places';

/** The statuses whose activities volunteers see in their area (never a draft or a cancelled one). */
export const VISIBLE_STATUSES = ACTIVITY_STATUSES.filter(visibleToVolunteers);

/** Spain's calendar day and wall clock at `now`: interventions carry that local day and time. */
export interface LocalNow {
  today: string;
  time: string;
}

export const localNow = (now: Date = new Date()): LocalNow => ({
  today: calendarDay(now),
  time: wallClockTime(now),
});

/** A row of the available activities: the activity, its soonest open intervention's day and how many are open. */
export type AvailableActivityRow = Pick<
  Activity,
  'id' | 'name' | 'description' | 'type' | 'mode' | 'date_start' | 'date_end'
> & { next_date: string; open_interventions: number };

/** An intervention of an activity as a volunteer sees it: place, volunteer count and the caller's subscription. */
export interface VolunteerInterventionRow {
  id: number;
  name: string | null;
  date: string;
  schedule_start: string;
  schedule_end: string;
  format: string;
  max_volunteers: number;
  place_name: string | null;
  place_address: string | null;
  place_postal_code: string | null;
  place_location: string | null;
  volunteers: number;
  subscribed: boolean;
  /** How many wait in the session's line, and how many of their places are held by open offers. */
  waiting: number;
  offered: number;
  /** The caller's waiting-list entry: its id (their order) and their offer's expiry, if any. */
  own_entry_id: number | null;
  own_offer_expires_at: string | null;
  /** How many are ahead of the caller in the line (null when the caller is not in it). */
  ahead: number | null;
}

/** One of the caller's own participations, with its activity and place. */
export interface OwnInterventionRow {
  id: number;
  name: string | null;
  /** The participation's status: confirmed, pending (a minor's tutor has not consented yet) or declined. */
  participation_status: string;
  date: string;
  schedule_start: string;
  schedule_end: string;
  activity_id: number;
  activity_name: string;
  place_name: string | null;
  place_address: string | null;
  place_postal_code: string | null;
  place_location: string | null;
}

/**
 * The reads of the volunteer area: what a volunteer may join, and their own participations. Every query filters
 * by the request's tenant (and, on PostgreSQL, row-level security holds the same line).
 */
export interface VolunteerAreaRepository {
  /** Visible activities with at least one intervention not completed at `now`, soonest next intervention first. */
  availableActivities(
    request: FastifyRequest,
    page: PageRequest,
    now: LocalNow,
  ): Promise<{ rows: AvailableActivityRow[]; total: number }>;
  /**
   * The activity, when volunteers see it or the caller takes part in one of its interventions (their history);
   * undefined otherwise, or when it belongs to another tenant.
   */
  activityFor(request: FastifyRequest, id: number, userId: number): Promise<Activity | undefined>;
  /** The activity's interventions, by day and start time, with the volunteers counted and the caller's place. */
  interventionsOf(
    request: FastifyRequest,
    activityId: number,
    userId: number,
  ): Promise<VolunteerInterventionRow[]>;
  /** The caller's participations as a volunteer: upcoming soonest first, past latest first. */
  ownInterventions(
    request: FastifyRequest,
    userId: number,
    when: OwnInterventionsWhen,
    page: PageRequest,
    now: LocalNow,
  ): Promise<{ rows: OwnInterventionRow[]; total: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    volunteerAreaRepository: VolunteerAreaRepository;
  }
}

export type WithInterventions = ExpressionBuilder<Database, 'interventions' | 'activities'>;

/** The intervention has not ended at `now` (its day is later, or it is today and its end is still ahead). */
const notEnded = (eb: WithInterventions, now: LocalNow) =>
  eb.or([
    eb('interventions.date', '>', now.today),
    eb.and([eb('interventions.date', '=', now.today), eb('interventions.schedule_end', '>', now.time)]),
  ]);

/** Not completed (`isInterventionCompleted` of @enlace/shared/domain, written as a condition). */
export const notCompleted = (eb: WithInterventions, now: LocalNow) =>
  eb.and([
    eb('activities.status', 'not in', [...ACTIVITY_STATUSES_COMPLETING_INTERVENTIONS]),
    notEnded(eb, now),
  ]);

export const volunteerAreaRepositoryPlugin = fp(
  async (app) => {
    const { scoped } = requestScope(app.db);

    const available = (db: Kysely<Database>, tenantId: number, now: LocalNow) =>
      db
        .selectFrom('activities')
        .innerJoin('interventions', (join) =>
          join
            .onRef('interventions.activity_id', '=', 'activities.id')
            .onRef('interventions.tenant_id', '=', 'activities.tenant_id'),
        )
        .where('activities.tenant_id', '=', tenantId)
        .where('activities.status', 'in', VISIBLE_STATUSES)
        .where((eb) => notCompleted(eb, now));

    const withPlace = <T extends Kysely<Database>>(db: T) =>
      db
        .selectFrom('interventions')
        .leftJoin('places', (join) =>
          join
            .onRef('places.id', '=', 'interventions.place_id')
            .onRef('places.tenant_id', '=', 'interventions.tenant_id'),
        )
        .leftJoin('locations', 'locations.id', 'places.address_location_id');

    app.decorate('volunteerAreaRepository', {
      availableActivities: (request, page, now) =>
        scoped(request, async (db, tenantId) => {
          const { total } = await available(db, tenantId, now)
            .select(sql<number | string>`count(distinct activities.id)`.as('total'))
            .executeTakeFirstOrThrow();
          // The soonest open intervention: its day and start time, compared as text.
          const next = sql<string>`min(interventions.date || ' ' || interventions.schedule_start)`;
          const rows = await available(db, tenantId, now)
            .select([
              'activities.id',
              'activities.name',
              'activities.description',
              'activities.type',
              'activities.mode',
              'activities.date_start',
              'activities.date_end',
              next.as('next_start'),
              (eb) => eb.fn.count<number | string>('interventions.id').as('open_interventions'),
            ])
            .groupBy('activities.id')
            .orderBy('next_start', 'asc')
            .orderBy('activities.id', 'asc')
            .limit(page.itemsPerPage)
            .offset((page.page - 1) * page.itemsPerPage)
            .execute();
          return {
            total: Number(total),
            rows: rows.map(({ next_start, open_interventions, ...row }) => ({
              ...row,
              next_date: next_start.slice(0, 10),
              open_interventions: Number(open_interventions),
            })),
          };
        }),

      activityFor: (request, id, userId) =>
        scoped(request, async (db, tenantId) => {
          const activity = await db
            .selectFrom('activities')
            .selectAll()
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .executeTakeFirst();
          if (!activity) return undefined;
          if (visibleToVolunteers(activity.status as (typeof ACTIVITY_STATUSES)[number])) return activity;
          const takesPart = await db
            .selectFrom('intervention_participants')
            .innerJoin('interventions', 'interventions.id', 'intervention_participants.intervention_id')
            .select('intervention_participants.id')
            .where('intervention_participants.tenant_id', '=', tenantId)
            .where('interventions.activity_id', '=', id)
            .where('intervention_participants.user_id', '=', userId)
            .where('intervention_participants.role', '=', 'volunteer')
            .executeTakeFirst();
          return takesPart ? activity : undefined;
        }),

      interventionsOf: (request, activityId, userId) =>
        scoped(request, async (db, tenantId) => {
          const rows = await withPlace(db)
            .select((eb) => [
              'interventions.id',
              'interventions.name',
              'interventions.date',
              'interventions.schedule_start',
              'interventions.schedule_end',
              'interventions.format',
              'interventions.max_volunteers',
              'places.name as place_name',
              'places.address as place_address',
              'places.postal_code as place_postal_code',
              'locations.name as place_location',
              volunteersHoldingPlaces(db, tenantId).as('volunteers'),
              eb
                .selectFrom('intervention_participants as mine')
                .select((sub) => sub.fn.countAll<number | string>().as('n'))
                .whereRef('mine.intervention_id', '=', 'interventions.id')
                .where('mine.tenant_id', '=', tenantId)
                .where('mine.role', '=', 'volunteer')
                .where('mine.user_id', '=', userId)
                .as('subscribed'),
              eb
                .selectFrom('waiting_list_entries as w')
                .select((sub) => sub.fn.countAll<number | string>().as('n'))
                .whereRef('w.intervention_id', '=', 'interventions.id')
                .where('w.tenant_id', '=', tenantId)
                .as('waiting'),
              placesOnOffer(db, tenantId).as('offered'),
              eb
                .selectFrom('waiting_list_entries as w')
                .select('w.id')
                .whereRef('w.intervention_id', '=', 'interventions.id')
                .where('w.tenant_id', '=', tenantId)
                .where('w.user_id', '=', userId)
                .as('own_entry_id'),
              eb
                .selectFrom('waiting_list_entries as w')
                .select('w.offer_expires_at')
                .whereRef('w.intervention_id', '=', 'interventions.id')
                .where('w.tenant_id', '=', tenantId)
                .where('w.user_id', '=', userId)
                .as('own_offer_expires_at'),
              eb
                .selectFrom('waiting_list_entries as w')
                .innerJoin('waiting_list_entries as own', 'own.intervention_id', 'w.intervention_id')
                .select((sub) => sub.fn.countAll<number | string>().as('n'))
                .whereRef('w.intervention_id', '=', 'interventions.id')
                .where('w.tenant_id', '=', tenantId)
                .where('own.user_id', '=', userId)
                .whereRef('w.id', '<', 'own.id')
                .as('ahead'),
            ])
            .where('interventions.tenant_id', '=', tenantId)
            .where('interventions.activity_id', '=', activityId)
            .orderBy('interventions.date', 'asc')
            .orderBy('interventions.schedule_start', 'asc')
            .orderBy('interventions.id', 'asc')
            .execute();
          return rows.map((row) => ({
            ...row,
            volunteers: Number(row.volunteers ?? 0),
            subscribed: Number(row.subscribed ?? 0) > 0,
            waiting: Number(row.waiting ?? 0),
            offered: Number(row.offered ?? 0),
            own_entry_id: row.own_entry_id ?? null,
            own_offer_expires_at: row.own_offer_expires_at ?? null,
            ahead: row.own_entry_id == null ? null : Number(row.ahead ?? 0),
          }));
        }),

      ownInterventions: (request, userId, when, page, now) =>
        scoped(request, async (db, tenantId) => {
          const upcoming = when === 'upcoming';
          const base = db
            .selectFrom('intervention_participants')
            .innerJoin('interventions', (join) =>
              join
                .onRef('interventions.id', '=', 'intervention_participants.intervention_id')
                .onRef('interventions.tenant_id', '=', 'intervention_participants.tenant_id'),
            )
            .innerJoin('activities', (join) =>
              join
                .onRef('activities.id', '=', 'interventions.activity_id')
                .onRef('activities.tenant_id', '=', 'interventions.tenant_id'),
            )
            .leftJoin('places', (join) =>
              join
                .onRef('places.id', '=', 'interventions.place_id')
                .onRef('places.tenant_id', '=', 'interventions.tenant_id'),
            )
            .leftJoin('locations', 'locations.id', 'places.address_location_id')
            .where('intervention_participants.tenant_id', '=', tenantId)
            .where('intervention_participants.user_id', '=', userId)
            .where('intervention_participants.role', '=', 'volunteer')
            // Upcoming: not completed yet; past: completed (held, or its activity complete, finished or cancelled).
            .where((eb) => (upcoming ? notCompleted(eb, now) : eb.not(notCompleted(eb, now))));
          const { total } = await base
            .select((eb) => eb.fn.countAll<number | string>().as('total'))
            .executeTakeFirstOrThrow();
          const direction = upcoming ? 'asc' : 'desc';
          const rows = await base
            .select([
              'interventions.id',
              'interventions.name',
              'intervention_participants.status as participation_status',
              'interventions.date',
              'interventions.schedule_start',
              'interventions.schedule_end',
              'activities.id as activity_id',
              'activities.name as activity_name',
              'places.name as place_name',
              'places.address as place_address',
              'places.postal_code as place_postal_code',
              'locations.name as place_location',
            ])
            .orderBy('interventions.date', direction)
            .orderBy('interventions.schedule_start', direction)
            .orderBy('interventions.id', direction)
            .limit(page.itemsPerPage)
            .offset((page.page - 1) * page.itemsPerPage)
            .execute();
          return { rows, total: Number(total) };
        }),
    } satisfies VolunteerAreaRepository);
  },
  { name: 'volunteer-area-repository', dependencies: ['database', 'tenancy'] },
);
