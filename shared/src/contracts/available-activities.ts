import { type Static, Type } from '@sinclair/typebox';
import type { SubscriptionBlockedReason } from '../domain/volunteer-area-types';
import { volunteerAreaPageQueryProperties } from './collection';
import { nullableObject, nullableString } from './json-schema';
import { VolunteerAreaPlaceSchema } from './own-sessions';
import { IdParamsSchema } from './params';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// The activities a volunteer may join (`/api/available_activities`), as the volunteer area reads them: the list of
// the home and one activity with its sessions.

export const AvailableActivityParamsSchema = IdParamsSchema;

/** `GET /api/available_activities`: a page (`itemsPerPage` at most 30). */
export const AvailableActivityListQuerySchema = Type.Object(volunteerAreaPageQueryProperties);
export type AvailableActivityListQuery = Static<typeof AvailableActivityListQuerySchema>;

const availableActivityProperties = {
  ...resourceIdentityProperties,
  name: Type.String(),
  description: nullableString(),
  type: Type.String(),
  mode: Type.String(),
  /** `YYYY-MM-DD`. */
  dateStart: Type.String(),
  dateEnd: Type.String(),
};

/** A row of `GET /api/available_activities`. */
export const AvailableActivityListItemSchema = Type.Object({
  ...availableActivityProperties,
  /** The day of the soonest intervention not completed. */
  nextDate: Type.String(),
  openInterventions: Type.Integer(),
});
export type AvailableActivityListItem = Static<typeof AvailableActivityListItemSchema>;

/** An intervention of `GET /api/available_activities/{id}`. */
export const AvailableInterventionSchema = Type.Object({
  '@id': Type.String(),
  id: Type.Integer(),
  name: nullableString(),
  /** `YYYY-MM-DD`; times `HH:MM`, the organisation's local time. */
  date: Type.String(),
  scheduleStart: Type.String(),
  scheduleEnd: Type.String(),
  format: Type.String(),
  place: VolunteerAreaPlaceSchema,
  maxVolunteers: Type.Integer(),
  volunteers: Type.Integer(),
  freePlaces: Type.Integer(),
  /** The signed-in volunteer holds a place. */
  subscribed: Type.Boolean(),
  waitingList: Type.Integer({
    description: 'Cuántas personas esperan plaza en la lista de espera de la intervención',
  }),
  /** While a freed place is offered to the volunteer, `offerExpiresAt` says until when (ISO). */
  waitingPlace: nullableObject(
    Type.Object(
      { position: Type.Integer(), offerExpiresAt: nullableString() },
      {
        description:
          'El puesto del voluntario en la lista de espera (1: el primero) y, si se le ofrece la plaza, hasta cuándo; null si no está en ella',
      },
    ),
  ),
  /** Held, or its activity closed: nobody joins any more. */
  completed: Type.Boolean(),
  /** Takes subscriptions now (published or ready, not completed), full or not. */
  open: Type.Boolean(),
});
export type AvailableIntervention = Static<typeof AvailableInterventionSchema>;

/** `GET /api/available_activities/{id}`. */
export const AvailableActivitySchema = Type.Object({
  '@context': Type.String(),
  ...availableActivityProperties,
  status: Type.String(),
  interventions: Type.Array(AvailableInterventionSchema),
  canSubscribe: Type.Boolean(),
  blockedReason: nullableString<SubscriptionBlockedReason>(),
});
export type AvailableActivity = ResourceOf<typeof AvailableActivitySchema>;
