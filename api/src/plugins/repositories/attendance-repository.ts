import {
  type Attendance,
  type AttendanceSheetContext,
  attendanceSheetSchema,
  canRecordAttendanceOf,
  interventionHasStarted,
  sessionMinutes,
  validateWith,
} from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import type { PageRequest } from '../../lib/collection';
import { HttpError, notFound, unprocessable, type Violation } from '../../lib/http-error';
import { requestScope } from '../../lib/request-scope';
import { lockRow } from '../../lib/intervention-rules';

// Attendance and hours (docs/adr/0072-attendance-and-hours.md): staff mark the confirmed participants of a session
// once it has started; a volunteer who attended gives the session's length unless staff wrote another figure.

export const interventionNotFound = () => notFound('La intervención no existe.');
export const interventionNotStarted = () =>
  new HttpError(
    409,
    'intervention-not-started-yet',
    'La sesión aún no ha empezado: la asistencia se podrá marcar desde su hora de inicio.',
  );

/** The session the sheet is about. */
export interface AttendanceSession {
  id: number;
  name: string | null;
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  activityId: number;
  activityName: string;
}

/** One confirmed participant on the sheet. */
export interface AttendanceLine {
  participantId: number;
  role: 'volunteer' | 'employee' | 'beneficiary';
  personKind: 'volunteer' | 'employee' | 'coordinator' | 'beneficiary';
  personId: number;
  name: string;
  surname: string;
  attendance: Attendance | null;
  minutes: number | null;
  recordedAt: string | null;
  recordedBy: { id: number; name: string; surname: string } | null;
}

export interface AttendanceSheet {
  session: AttendanceSession;
  lines: AttendanceLine[];
}

/** One line of a save, as the sheet's schema checked it (the participant by its IRI). */
export interface AttendanceEntry {
  participant: string;
  attendance: Attendance | null;
  minutes?: number | null;
}

/** A session a volunteer attended, with the minutes counted. */
export interface VolunteerHoursRow {
  interventionId: number;
  interventionName: string | null;
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  activityId: number;
  activityName: string;
  minutes: number;
}

/** A period of calendar days (`YYYY-MM-DD`, both included); either end may be open. */
export interface HoursPeriod {
  from?: string;
  to?: string;
}

export interface AttendanceRepository {
  /** The sheet of the tenant's intervention: every confirmed participant, by role then name; undefined: none. */
  sheet(request: FastifyRequest, interventionId: number): Promise<AttendanceSheet | undefined>;
  /**
   * Records the lines in one transaction (the intervention's row locked): 404 when the intervention does not
   * exist, 409 `intervention-not-started-yet` before its start, 422 with every violation (nothing changed).
   * Lines not listed stay as they are. Answers the sheet as now stored.
   */
  record(
    request: FastifyRequest,
    interventionId: number,
    entries: unknown,
    recordedById: number,
    now?: Date,
  ): Promise<AttendanceSheet>;
  /** The volunteer's attended sessions in the period, newest first, and the minutes of all of them. */
  volunteerHours(
    request: FastifyRequest,
    userId: number,
    period: HoursPeriod,
    page: PageRequest,
  ): Promise<{ totalMinutes: number; totalItems: number; rows: VolunteerHoursRow[] }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    attendanceRepository: AttendanceRepository;
  }
}

type Tx = Kysely<Database>;

export const attendanceParticipantIri = (interventionId: number, participantId: number) =>
  `/api/interventions/${interventionId}/participants/${participantId}`;

const kindOfUser = (profile: string | null, roles: string | null): AttendanceLine['personKind'] => {
  if (profile === 'volunteer') return 'volunteer';
  try {
    return (JSON.parse(roles ?? '[]') as string[]).includes('coordinator') ? 'coordinator' : 'employee';
  } catch {
    return 'employee';
  }
};

async function sessionIn(db: Tx, tenantId: number, id: number): Promise<AttendanceSession | undefined> {
  const row = await db
    .selectFrom('interventions')
    .innerJoin('activities', 'activities.id', 'interventions.activity_id')
    .select([
      'interventions.id',
      'interventions.name',
      'interventions.date',
      'interventions.schedule_start',
      'interventions.schedule_end',
      'activities.id as activity_id',
      'activities.name as activity_name',
    ])
    .where('interventions.tenant_id', '=', tenantId)
    .where('interventions.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    scheduleStart: row.schedule_start,
    scheduleEnd: row.schedule_end,
    activityId: row.activity_id,
    activityName: row.activity_name,
  };
}

/** Every participant of the intervention with their attendance (the unconfirmed too: the rules need them). */
async function participantsIn(db: Tx, tenantId: number, interventionId: number) {
  const rows = await db
    .selectFrom('intervention_participants as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('beneficiaries as b', 'b.id', 'p.beneficiary_id')
    .leftJoin('users as r', 'r.id', 'p.attendance_recorded_by_id')
    .select([
      'p.id',
      'p.role',
      'p.status',
      'p.user_id',
      'p.beneficiary_id',
      'p.attendance',
      'p.attended_minutes',
      'p.attendance_recorded_at',
      'p.attendance_recorded_by_id',
      'u.name as user_name',
      'u.surname as user_surname',
      'u.profile as user_profile',
      'u.roles as user_roles',
      'b.name as beneficiary_name',
      'b.surname as beneficiary_surname',
      'r.name as recorder_name',
      'r.surname as recorder_surname',
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.intervention_id', '=', interventionId)
    .execute();
  return rows;
}

type ParticipantRow = Awaited<ReturnType<typeof participantsIn>>[number];

const ROLE_ORDER = { volunteer: 0, employee: 1, beneficiary: 2 } as const;

function linesOf(rows: ParticipantRow[]): AttendanceLine[] {
  return rows
    .filter((row) => canRecordAttendanceOf(row.status))
    .map((row): AttendanceLine => {
      const isUser = row.user_id !== null;
      return {
        participantId: row.id,
        role: row.role as AttendanceLine['role'],
        personKind: isUser ? kindOfUser(row.user_profile, row.user_roles) : 'beneficiary',
        personId: (isUser ? row.user_id : row.beneficiary_id) as number,
        name: (isUser ? row.user_name : row.beneficiary_name) ?? '',
        surname: (isUser ? row.user_surname : row.beneficiary_surname) ?? '',
        attendance: row.attendance as Attendance | null,
        minutes: row.attended_minutes,
        recordedAt: row.attendance_recorded_at,
        recordedBy:
          row.attendance_recorded_by_id !== null
            ? {
                id: row.attendance_recorded_by_id,
                name: row.recorder_name ?? '',
                surname: row.recorder_surname ?? '',
              }
            : null,
      };
    })
    .sort(
      (a, b) =>
        ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
        a.surname.localeCompare(b.surname, 'es') ||
        a.name.localeCompare(b.name, 'es') ||
        a.participantId - b.participantId,
    );
}

export const attendanceRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);

    const repository: AttendanceRepository = {
      sheet: (request, interventionId) =>
        scoped(request, async (db, tenantId) => {
          const session = await sessionIn(db, tenantId, interventionId);
          if (!session) return undefined;
          return { session, lines: linesOf(await participantsIn(db, tenantId, interventionId)) };
        }),

      record: (request, interventionId, entries, recordedById, now = new Date()) =>
        scopedTransaction(request, async (db, tenantId) => {
          // Two sheets saved at once are written one after the other (PostgreSQL; SQLite runs one at a time).
          if (!(await lockRow(db, 'interventions', tenantId, interventionId))) throw interventionNotFound();
          const session = (await sessionIn(db, tenantId, interventionId))!;
          if (!interventionHasStarted(session.date, session.scheduleStart, now))
            throw interventionNotStarted();
          const rows = await participantsIn(db, tenantId, interventionId);
          const context: AttendanceSheetContext = {
            participants: Object.fromEntries(
              rows.map((row) => [
                attendanceParticipantIri(interventionId, row.id),
                { role: row.role, status: row.status },
              ]),
            ),
          };
          const violations = (await validateWith(
            attendanceSheetSchema,
            { entries },
            { context, strict: true },
          )) as Violation[];
          if (violations.length > 0) throw unprocessable(violations);
          const byIri = new Map(rows.map((row) => [attendanceParticipantIri(interventionId, row.id), row]));
          const defaultMinutes = sessionMinutes(session.scheduleStart, session.scheduleEnd);
          const recordedAt = nowIso();
          for (const entry of entries as AttendanceEntry[]) {
            const row = byIri.get(entry.participant)!;
            const minutes =
              entry.attendance === 'attended' && row.role === 'volunteer'
                ? (entry.minutes ?? defaultMinutes)
                : null;
            await db
              .updateTable('intervention_participants')
              .set({
                attendance: entry.attendance,
                attended_minutes: minutes,
                attendance_recorded_by_id: entry.attendance === null ? null : recordedById,
                attendance_recorded_at: entry.attendance === null ? null : recordedAt,
              })
              .where('tenant_id', '=', tenantId)
              .where('id', '=', row.id)
              .execute();
          }
          return { session, lines: linesOf(await participantsIn(db, tenantId, interventionId)) };
        }),

      volunteerHours: (request, userId, period, page) =>
        scoped(request, async (db, tenantId) => {
          let base = db
            .selectFrom('intervention_participants as p')
            .innerJoin('interventions as i', (join) =>
              join.onRef('i.id', '=', 'p.intervention_id').onRef('i.tenant_id', '=', 'p.tenant_id'),
            )
            .innerJoin('activities as a', (join) =>
              join.onRef('a.id', '=', 'i.activity_id').onRef('a.tenant_id', '=', 'i.tenant_id'),
            )
            .where('p.tenant_id', '=', tenantId)
            .where('p.user_id', '=', userId)
            .where('p.role', '=', 'volunteer')
            .where('p.attendance', '=', 'attended');
          if (period.from) base = base.where('i.date', '>=', period.from);
          if (period.to) base = base.where('i.date', '<=', period.to);
          const totals = await base
            .select((eb) => [
              eb.fn.countAll<number | string>().as('sessions'),
              eb.fn.coalesce(eb.fn.sum<number | string>('p.attended_minutes'), eb.lit(0)).as('minutes'),
            ])
            .executeTakeFirstOrThrow();
          const rows = await base
            .select([
              'i.id',
              'i.name',
              'i.date',
              'i.schedule_start',
              'i.schedule_end',
              'a.id as activity_id',
              'a.name as activity_name',
              'p.attended_minutes',
            ])
            .orderBy('i.date', 'desc')
            .orderBy('i.schedule_start', 'desc')
            .orderBy('i.id', 'desc')
            .limit(page.itemsPerPage)
            .offset((page.page - 1) * page.itemsPerPage)
            .execute();
          return {
            totalMinutes: Number(totals.minutes),
            totalItems: Number(totals.sessions),
            rows: rows.map((row) => ({
              interventionId: row.id,
              interventionName: row.name,
              date: row.date,
              scheduleStart: row.schedule_start,
              scheduleEnd: row.schedule_end,
              activityId: row.activity_id,
              activityName: row.activity_name,
              minutes: row.attended_minutes ?? 0,
            })),
          };
        }),
    };

    app.decorate('attendanceRepository', repository);
  },
  { name: 'attendance-repository', dependencies: ['database', 'tenancy'] },
);
