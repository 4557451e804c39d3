import {
  SERIES_ENDS,
  SERIES_MAX_SESSIONS,
  SERIES_REPEATS,
  seriesDaysOf,
  sessionSeriesSchema,
  WEEKDAYS,
} from '@enlace/shared/domain';
import { validateBody } from '../../../lib/validation';
import type { SeriesValues } from '../../../plugins/repositories/intervention-series-repository';
import {
  activityIdOf,
  type InterventionBody,
  interventionBodySchema,
  validInterventionValues,
} from '../interventions/intervention-shared';

const { date: _date, ...sessionProperties } = interventionBodySchema.properties;
const day = { type: 'string', maxLength: 64 } as const;

// The JSON type check only; the rules are the shared sessionSeriesSchema's (and the single session's).
export const seriesBodySchema = {
  type: 'object',
  properties: {
    ...sessionProperties,
    repeat: { type: ['string', 'null'], maxLength: 32, description: SERIES_REPEATS.join(', ') },
    weekdays: {
      type: ['array', 'null'],
      maxItems: WEEKDAYS.length,
      items: { type: 'string', maxLength: 16 },
    },
    dateStart: day,
    ends: { type: ['string', 'null'], maxLength: 32, description: SERIES_ENDS.join(', ') },
    dateEnd: { type: ['string', 'null'], maxLength: 64 },
    occurrences: { type: ['integer', 'number', 'string', 'null'], maxLength: 16 },
    skip: { type: ['array', 'null'], maxItems: SERIES_MAX_SESSIONS, items: day },
  },
} as const;

/** A series as the request describes it: its activity, what its sessions share, and their days. */
export interface SeriesInput {
  activityId: number;
  values: SeriesValues;
  days: string[];
}

/**
 * The activity, the shared rules of a series (422 with every violation) and the days it describes; what its
 * sessions share is turned into stored values as the single session's are.
 */
export async function validSeriesInput(body: InterventionBody): Promise<SeriesInput> {
  const activityId = activityIdOf(body.activity);
  await validateBody(sessionSeriesSchema, body);
  const days = seriesDaysOf(body);
  const { date: _first, ...values } = await validInterventionValues({ ...body, date: days[0] });
  return { activityId, values, days };
}

const violationSchema = {
  type: 'object',
  required: ['propertyPath', 'message'],
  properties: {
    propertyPath: { type: 'string' },
    message: { type: 'string' },
    params: { type: 'object', additionalProperties: true },
  },
} as const;

export const seriesPreviewSchemaJson = {
  type: 'object',
  required: ['@type', 'days', 'available'],
  properties: {
    '@context': { type: 'string' },
    '@type': { type: 'string' },
    days: {
      type: 'array',
      items: {
        type: 'object',
        required: ['date', 'violations'],
        properties: {
          date: { type: 'string' },
          violations: {
            type: 'array',
            description: 'Por qué no se podría guardar la sesión de ese día (vacío: se puede)',
            items: violationSchema,
          },
        },
      },
    },
    available: {
      type: ['integer', 'null'],
      description: 'Cuántas sesiones más admite la actividad según el plan; null si no hay límite',
    },
  },
} as const;
