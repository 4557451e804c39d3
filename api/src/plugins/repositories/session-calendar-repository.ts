import type { PlaceScheduleRange } from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { placesOnOffer, volunteersHoldingPlaces } from './session-places';
import { requestScope } from '../../lib/request-scope';
import { type LocalNow, notCompleted, VISIBLE_STATUSES } from './volunteer-area-repository';

/** The most sessions one calendar answer holds (a period is at most 62 days); the earliest first. */
export const CALENDAR_MAX_SESSIONS = 2000;

/** The days of a calendar query, both included (`YYYY-MM-DD`). */
export interface CalendarPeriod {
  from: string;
  to: string;
}

export interface StaffCalendarFilter extends CalendarPeriod {
  activityId?: number;
  placeId?: number;
  /** Only the sessions of the activities this person coordinates. */
  coordinatorId?: number;
}

/** A session of the calendar: its slot, activity, place and volunteers (confirmed and pending hold a place). */
export interface CalendarSessionRow {
  id: number;
  name: string | null;
  date: string;
  schedule_start: string;
  schedule_end: string;
  activity_id: number;
  activity_name: string;
  activity_status: string;
  place_id: number | null;
  place_name: string | null;
  min_volunteers: number;
  max_volunteers: number;
  volunteers: number;
  /** Places held for someone of the waiting list until they answer an offer (docs/adr/0077-waiting-lists.md). */
  offered: number;
}

/** A session of a volunteer's calendar: the participation of the caller, if any (its status). */
export type VolunteerCalendarRow = CalendarSessionRow & { participation_status: string | null };

/**
 * The calendar's reads: a tenant's sessions by a range of days (the `(tenant_id, date, schedule_start)` index of
 * migration 0036), never a cancelled activity's, with the weekly schedules of their places.
 */
export interface SessionCalendarRepository {
  /** Staff: every session of the period, narrowed by activity, place and coordinator. */
  staffSessions(request: FastifyRequest, filter: StaffCalendarFilter): Promise<CalendarSessionRow[]>;
  /**
   * A volunteer: their own sessions of the period (not those a tutor declined) and the ones they may join, as the
   * available activities decide (a visible activity, the session not completed at `now`).
   */
  volunteerSessions(
    request: FastifyRequest,
    userId: number,
    period: CalendarPeriod,
    now: LocalNow,
  ): Promise<VolunteerCalendarRow[]>;
  /** The weekly ranges of the places, by place id (places without a schedule are left out). */
  placeSchedules(request: FastifyRequest, placeIds: number[]): Promise<Map<number, PlaceScheduleRange[]>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCalendarRepository: SessionCalendarRepository;
  }
}

const sessions = (db: Kysely<Database>, tenantId: number, period: CalendarPeriod) =>
  db
    .selectFrom('interventions')
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
    .where('interventions.tenant_id', '=', tenantId)
    .where('interventions.date', '>=', period.from)
    .where('interventions.date', '<=', period.to)
    .where('activities.status', '!=', 'cancelled')
    .select([
      'interventions.id',
      'interventions.name',
      'interventions.date',
      'interventions.schedule_start',
      'interventions.schedule_end',
      'activities.id as activity_id',
      'activities.name as activity_name',
      'activities.status as activity_status',
      'places.id as place_id',
      'places.name as place_name',
      'interventions.min_volunteers',
      'interventions.max_volunteers',
      volunteersHoldingPlaces(db, tenantId).as('volunteers'),
      placesOnOffer(db, tenantId).as('offered'),
    ])
    .orderBy('interventions.date')
    .orderBy('interventions.schedule_start')
    .orderBy('interventions.id')
    .limit(CALENDAR_MAX_SESSIONS);

const counted = <Row extends { volunteers: unknown; offered: unknown }>(rows: Row[]) =>
  rows.map((row) => ({ ...row, volunteers: Number(row.volunteers ?? 0), offered: Number(row.offered ?? 0) }));

export const sessionCalendarRepositoryPlugin = fp(
  async (app) => {
    const { scoped } = requestScope(app.db);

    app.decorate('sessionCalendarRepository', {
      staffSessions: (request, filter) =>
        scoped(request, async (db, tenantId) => {
          let query = sessions(db, tenantId, filter);
          if (filter.activityId !== undefined)
            query = query.where('interventions.activity_id', '=', filter.activityId);
          if (filter.placeId !== undefined)
            query = query.where('interventions.place_id', '=', filter.placeId);
          if (filter.coordinatorId !== undefined)
            query = query.where('activities.coordinator_id', '=', filter.coordinatorId);
          return counted(await query.execute());
        }),

      volunteerSessions: (request, userId, period, now) =>
        scoped(request, async (db, tenantId) => {
          const rows = await sessions(db, tenantId, period)
            .leftJoin('intervention_participants as own', (join) =>
              join
                .onRef('own.intervention_id', '=', 'interventions.id')
                .on('own.tenant_id', '=', tenantId)
                .on('own.user_id', '=', userId)
                .on('own.role', '=', 'volunteer'),
            )
            .select('own.status as participation_status')
            .where((eb) =>
              eb.or([
                eb.and([eb('own.id', 'is not', null), eb('own.status', '!=', 'declined')]),
                eb.and([eb('activities.status', 'in', VISIBLE_STATUSES), notCompleted(eb, now)]),
              ]),
            )
            .execute();
          return counted(rows);
        }),

      placeSchedules: (request, placeIds) =>
        scoped(request, async (db, tenantId) => {
          const schedules = new Map<number, PlaceScheduleRange[]>();
          if (placeIds.length === 0) return schedules;
          const rows = await db
            .selectFrom('place_schedules')
            .select(['place_id', 'weekday', 'start_time as start', 'end_time as end'])
            .where('tenant_id', '=', tenantId)
            .where('place_id', 'in', placeIds)
            .orderBy('place_id')
            .orderBy('id')
            .execute();
          for (const { place_id, ...range } of rows) {
            schedules.set(place_id, [...(schedules.get(place_id) ?? []), range as PlaceScheduleRange]);
          }
          return schedules;
        }),
    } satisfies SessionCalendarRepository);
  },
  { name: 'session-calendar-repository', dependencies: ['database', 'tenancy'] },
);
