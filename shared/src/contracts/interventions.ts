import { type Static, Type } from '@sinclair/typebox';
import { SERIES_MAX_SESSIONS } from '../domain/constants';
import {
  type ActivityStatus,
  type Mode,
  SERIES_ENDS,
  SERIES_REPEATS,
  WEEKDAYS,
} from '../domain/enumerations';
import { NamedReferenceSchema } from './activities';
import { paginationQueryProperties } from './collection';
import { ViolationSchema } from './errors';
import {
  nullableArray,
  nullableObject,
  nullableString,
  referenceBody,
  textBody,
  textOfType,
} from './json-schema';
import { IdParamsSchema } from './params';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// An intervention (a session of an activity) over HTTP (`/api/interventions`), and a series of sessions created in
// one step (`/api/intervention_series`), written once for the API and the screens.

export const InterventionParamsSchema = IdParamsSchema;

/** What an intervention answers, but its JSON-LD `@context`. */
const interventionProperties = {
  ...resourceIdentityProperties,
  activity: Type.Object({
    '@id': Type.String(),
    '@type': Type.String(),
    name: Type.String(),
    status: textOfType<ActivityStatus>(),
  }),
  name: nullableString(),
  /** `YYYY-MM-DD`, and `HH:MM` local time of the organisation. */
  date: Type.String(),
  scheduleStart: Type.String(),
  scheduleEnd: Type.String(),
  place: nullableObject(Type.Object({ ...NamedReferenceSchema.properties, address: nullableString() })),
  format: textOfType<Mode>(),
  minVolunteers: Type.Integer(),
  maxVolunteers: Type.Integer(),
  minEmployees: Type.Integer(),
  maxEmployees: Type.Integer(),
  minBeneficiaries: Type.Integer(),
  maxBeneficiaries: Type.Integer(),
  observations: nullableString(),
  counts: Type.Object({
    volunteers: Type.Integer(),
    employees: Type.Integer(),
    beneficiaries: Type.Integer(),
    pendingBeneficiaries: Type.Integer(),
  }),
  /** Set when the session expects more people (its maximums added up) than its room holds; null otherwise. */
  capacityWarning: nullableObject(
    Type.Object(
      { capacity: Type.Integer(), expected: Type.Integer() },
      {
        description:
          'La sesión prevé más personas (la suma de sus máximos) de las que caben en su lugar; null si caben, en línea o sin lugar',
      },
    ),
  ),
  completed: Type.Boolean(),
  /** The series it was created in (its IRI), so that it can be changed with the following ones; null alone. */
  series: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    description: 'La serie con la que se creó la sesión (su IRI); null si se creó sola',
  }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** `GET /api/interventions/{id}`, and what its creation and changes answer. */
export const InterventionSchema = Type.Object({
  '@context': Type.String(),
  ...interventionProperties,
});
export type Intervention = ResourceOf<typeof InterventionSchema>;

/**
 * An intervention inside a list (`GET /api/interventions`, a series, the sessions a change of the following ones
 * moved): the same fields, its `@context` described but never sent.
 */
export const InterventionListItemSchema = Type.Object({
  '@context': Type.Optional(Type.String()),
  ...interventionProperties,
});

/** An intervention's reference of a body: an IRI or an id. */
const interventionReferenceBody = () => referenceBody({ maxLength: 256 });

/** A count of people of a body: a number, or a text the shared rules read as one. */
const countBody = () =>
  Type.Unsafe<number | string | null>({ type: ['integer', 'number', 'string', 'null'], maxLength: 16 });

/** What a session takes, but its day: what every session of a series shares. */
const sessionBodyProperties = {
  activity: interventionReferenceBody(),
  name: textBody(1024),
  scheduleStart: textBody(16),
  scheduleEnd: textBody(16),
  place: interventionReferenceBody(),
  format: textBody(64),
  minVolunteers: countBody(),
  maxVolunteers: countBody(),
  minEmployees: countBody(),
  maxEmployees: countBody(),
  minBeneficiaries: countBody(),
  maxBeneficiaries: countBody(),
  observations: textBody(10_000),
};

/**
 * What `POST /api/interventions` and `PATCH /api/interventions/{id}` (and `…/following`) take (the activity and
 * the place as IRIs or ids; a change keeps the activity): JSON types and lengths only; the rules are the shared
 * `interventionSchema`'s.
 */
const { activity, name, ...sessionShared } = sessionBodyProperties;
export const InterventionBodySchema = Type.Partial(
  Type.Object({ activity, name, date: textBody(64), ...sessionShared }),
);
export type InterventionBody = Static<typeof InterventionBodySchema>;

/**
 * `GET /api/interventions`: those of an activity (an id or IRI) or of a coordinator's activities (an id, an IRI
 * or `me`), and the page.
 */
export const InterventionListQuerySchema = Type.Object({
  activity: Type.Optional(Type.String({ maxLength: 64 })),
  coordinator: Type.Optional(Type.String({ maxLength: 64 })),
  ...paginationQueryProperties,
});
export type InterventionListQuery = Static<typeof InterventionListQuerySchema>;

/** `PATCH /api/interventions/{id}/following`: the sessions changed, this one first. */
export const InterventionFollowingSchema = Type.Object({
  '@context': Type.Optional(Type.String()),
  '@type': Type.String(),
  totalItems: Type.Integer(),
  member: Type.Array(InterventionListItemSchema),
});

/** A day of a series as a body names it (`YYYY-MM-DD`, checked by the shared rules). */
const seriesDayBody = () => Type.String({ maxLength: 64 });

/**
 * What `POST /api/intervention_series` and `…/preview` take: what the sessions share (a session's fields but its
 * day) and the days; the rules are the shared `sessionSeriesSchema`'s and the single session's.
 */
export const InterventionSeriesBodySchema = Type.Partial(
  Type.Object({
    ...sessionBodyProperties,
    repeat: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      maxLength: 32,
      description: SERIES_REPEATS.join(', '),
    }),
    weekdays: nullableArray(Type.String({ maxLength: 16 }), { maxItems: WEEKDAYS.length }),
    dateStart: seriesDayBody(),
    ends: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      maxLength: 32,
      description: SERIES_ENDS.join(', '),
    }),
    dateEnd: textBody(64),
    occurrences: countBody(),
    skip: nullableArray(seriesDayBody(), { maxItems: SERIES_MAX_SESSIONS }),
  }),
);
export type InterventionSeriesBody = Static<typeof InterventionSeriesBodySchema>;

/** `POST /api/intervention_series`: the series and every session it created. */
export const InterventionSeriesSchema = Type.Object({
  '@context': Type.Optional(Type.String()),
  '@id': Type.String(),
  '@type': Type.String(),
  id: Type.Integer(),
  /** The activity's IRI. */
  activity: Type.String(),
  member: Type.Array(InterventionListItemSchema),
});
export type InterventionSeries = Static<typeof InterventionSeriesSchema>;

/** One day of a series checked before saving: the reasons its session could not be saved (none: it can). */
export const SeriesPreviewDaySchema = Type.Object({
  date: Type.String(),
  violations: Type.Array(ViolationSchema, {
    description: 'Por qué no se podría guardar la sesión de ese día (vacío: se puede)',
  }),
});
export type SeriesPreviewDay = Static<typeof SeriesPreviewDaySchema>;

/** `POST /api/intervention_series/preview`: each day checked, and how many more sessions the tier allows. */
export const SeriesPreviewSchema = Type.Object({
  '@context': Type.Optional(Type.String()),
  '@type': Type.String(),
  days: Type.Array(SeriesPreviewDaySchema),
  available: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    description: 'Cuántas sesiones más admite la actividad según el plan; null si no hay límite',
  }),
});
export type SeriesPreview = Static<typeof SeriesPreviewSchema>;
