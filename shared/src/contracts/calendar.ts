import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { CALENDAR_CONFLICTS, type ParticipantStatus } from '../domain/enumerations';
import { CollectionViewSchema, collectionProperties } from './collection';
import { nullableObject, nullableString, oneOf } from './json-schema';
import { type PlaceScheduleRange, PlaceScheduleRangeSchema } from './places';

// The session calendar over HTTP (docs/adr/0078-session-calendar.md), written once for the API and the screens:
// the organisation's sessions of a period for staff (`/api/calendar`), and a volunteer's own and open ones
// (`/api/me/calendar`).

/** A calendar day of the query (`YYYY-MM-DD`, checked by the shared `calendarPeriodSchema`). */
const dayQuery = () => Type.String({ maxLength: 32 });

/** `GET /api/me/calendar`: the period, both days included. */
export const MyCalendarQuerySchema = Type.Object({ from: dayQuery(), to: dayQuery() });
export type MyCalendarQuery = Static<typeof MyCalendarQuerySchema>;

/** `GET /api/calendar`: the period, and an activity, a place (an id or IRI) and a coordinator (or `me`). */
export const StaffCalendarQuerySchema = Type.Object({
  from: dayQuery(),
  to: dayQuery(),
  activity: Type.Optional(Type.String({ maxLength: 64 })),
  place: Type.Optional(Type.String({ maxLength: 64 })),
  coordinator: Type.Optional(Type.String({ maxLength: 64 })),
});
export type StaffCalendarQuery = Static<typeof StaffCalendarQuerySchema>;

const count = (description?: string) => Type.Integer({ minimum: 0, ...(description ? { description } : {}) });

/** A session of the calendar, as staff and volunteers both read it; each calendar adds its own fields. */
export const CalendarSessionItemSchema = Type.Object({
  '@id': Type.String(),
  '@type': Type.String(),
  id: Type.Integer(),
  name: nullableString(),
  date: Type.String({ description: 'Día de la sesión (YYYY-MM-DD)' }),
  scheduleStart: Type.String({ description: 'HH:MM' }),
  scheduleEnd: Type.String({ description: 'HH:MM' }),
  activity: Type.Object({
    '@id': Type.String(),
    id: Type.Integer(),
    name: Type.String(),
    status: Type.String(),
  }),
  place: nullableObject(Type.Object({ '@id': Type.String(), id: Type.Integer(), name: Type.String() })),
  volunteers: count('Voluntarios inscritos (confirmados y pendientes del tutor)'),
  minVolunteers: count(),
  maxVolunteers: count(),
  missingVolunteers: count('Voluntarios que aún necesita para llegar a su mínimo (0 si ya lo tiene)'),
  freePlaces: count('Plazas de voluntario que quedan hasta su máximo'),
});
export type CalendarSessionItem = Static<typeof CalendarSessionItemSchema>;

/** A session of the intranet's calendar: the place's conflicts beside the rest. */
export const StaffCalendarSessionSchema = Type.Object({
  ...CalendarSessionItemSchema.properties,
  conflicts: Type.Array(oneOf(CALENDAR_CONFLICTS), {
    description:
      'place-double-booked: otra sesión en el mismo lugar a una hora que se solapa; outside-place-hours: fuera del horario del lugar',
  }),
});
export type StaffCalendarSession = Static<typeof StaffCalendarSessionSchema>;

/** A session of a volunteer's calendar: their place in it, and whether it takes subscriptions. */
export const MyCalendarSessionSchema = Type.Object({
  ...CalendarSessionItemSchema.properties,
  participation: Type.Unsafe<ParticipantStatus | null>({
    type: ['string', 'null'],
    description:
      'La inscripción del voluntario en la sesión: confirmed, pending (espera al tutor); null si no está inscrito',
  }),
  open: Type.Boolean({
    description: 'La sesión admite inscripciones (actividad publicada y sesión aún no completada)',
  }),
});
export type MyCalendarSession = Static<typeof MyCalendarSessionSchema>;

/** A calendar: its sessions of the period as a list (unpaginated, its `@context` and links not promised). */
const calendarProperties = <Member extends TSchema>(member: Member) => ({
  ...collectionProperties(member),
  '@context': Type.Optional(Type.String()),
  view: Type.Optional(CollectionViewSchema),
  from: Type.String(),
  to: Type.String(),
});

/** `GET /api/calendar`. */
export const StaffCalendarSchema = Type.Object({
  ...calendarProperties(StaffCalendarSessionSchema),
  placeSchedule: Type.Unsafe<PlaceScheduleRange[] | null>({
    type: ['array', 'null'],
    description: 'Con el filtro place: el horario semanal del lugar (vacío si no tiene); null sin él',
    items: PlaceScheduleRangeSchema,
  }),
});
export type StaffCalendar = Static<typeof StaffCalendarSchema>;

/** `GET /api/me/calendar`. */
export const MyCalendarSchema = Type.Object(calendarProperties(MyCalendarSessionSchema));
export type MyCalendar = Static<typeof MyCalendarSchema>;

/**
 * `GET /api/calendar-feeds/{file}`: a volunteer's feed, its address the secret (a token and `.ics`; anything else
 * answers 404 like an unknown one).
 */
export const CalendarFeedParamsSchema = Type.Object({ file: Type.String({ maxLength: 100 }) });
export type CalendarFeedParams = Static<typeof CalendarFeedParamsSchema>;
