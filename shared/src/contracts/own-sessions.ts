import { type Static, Type } from '@sinclair/typebox';
import { type Collection, CollectionOf, volunteerAreaPageQueryProperties } from './collection';
import { nullableObject, nullableString, oneOf } from './json-schema';
import { sessionSummaryProperties } from './session-summary';

// A volunteer's own sessions over HTTP: those they take part in (`/api/me/interventions`) and those they attended,
// with their hours (`/api/me/hours`), written once for the API and the volunteer area.

/** Where a session takes place, as the volunteer area shows it: its name and one line of address; null online. */
export const VolunteerAreaPlaceSchema = nullableObject(
  Type.Object({ name: Type.String(), address: nullableString() }),
);
export type VolunteerAreaPlace = Static<typeof VolunteerAreaPlaceSchema>;

/** A row of `GET /api/me/interventions` (and of a volunteer's sessions, for staff). */
export const OwnInterventionSchema = Type.Object({
  '@id': Type.String(),
  '@type': Type.String(),
  id: Type.Integer(),
  /** `YYYY-MM-DD`; times `HH:MM`, the organisation's local time. */
  date: Type.String(),
  scheduleStart: Type.String(),
  scheduleEnd: Type.String(),
  place: VolunteerAreaPlaceSchema,
  activity: Type.Object({ '@id': Type.String(), id: Type.Integer(), name: Type.String() }),
});
export type OwnIntervention = Static<typeof OwnInterventionSchema>;

/** Upcoming sessions (the soonest first) or past ones (the latest first). */
export const OWN_INTERVENTIONS_WHEN = ['upcoming', 'past'] as const;
export type OwnInterventionsWhen = (typeof OWN_INTERVENTIONS_WHEN)[number];

/** `GET /api/me/interventions`: upcoming by default. */
export const OwnInterventionsQuerySchema = Type.Object({
  when: Type.Optional(oneOf(OWN_INTERVENTIONS_WHEN)),
  ...volunteerAreaPageQueryProperties,
});
export type OwnInterventionsQuery = Static<typeof OwnInterventionsQuerySchema>;

/** A row of `GET /api/me/hours`: a session the volunteer attended, with the minutes counted. */
export const MyHoursSessionSchema = Type.Object({ ...sessionSummaryProperties, minutes: Type.Integer() });
export type MyHoursSession = Static<typeof MyHoursSessionSchema>;

/** What `GET /api/me/hours` adds to its page of sessions. */
const myHoursTotalProperties = {
  totalMinutes: Type.Integer({
    description: 'Los minutos de todas las sesiones del periodo (no solo los de esta página)',
  }),
};

/** `GET /api/me/hours`: a page of the sessions attended, and the minutes of the whole period (a page of "Mis horas"). */
export const MyHoursSchema = CollectionOf(MyHoursSessionSchema, myHoursTotalProperties);
export type MyHours = Collection<MyHoursSession> & Pick<Static<typeof MyHoursSchema>, 'totalMinutes'>;

const day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** `GET /api/me/hours`: the period's first and last days (`YYYY-MM-DD`, both included; none: all the time given). */
export const MyHoursQuerySchema = Type.Object({
  from: Type.Optional(day),
  to: Type.Optional(day),
  ...volunteerAreaPageQueryProperties,
});
export type MyHoursQuery = Static<typeof MyHoursQuerySchema>;
