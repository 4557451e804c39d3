import { type Static, Type } from '@sinclair/typebox';
import type { ParticipantStatus, VolunteerStatusChangeKind } from '../domain/enumerations';
import { CollectionOf, volunteerAreaPageQueryProperties } from './collection';
import { nullableObject, nullableString, textOfType } from './json-schema';
import { OwnInterventionSchema, OwnInterventionsQuerySchema } from './own-sessions';

// What a volunteer's record shows of their history (`/api/volunteers/{id}/interventions` and `…/history`), written
// once for the API and the intranet.

/** A volunteer's session as their record lists it: the volunteer's own row, with its name and their participation. */
export const VolunteerInterventionSchema = Type.Object({
  ...OwnInterventionSchema.properties,
  name: nullableString(),
  participationStatus: textOfType<ParticipantStatus>(),
});
export type VolunteerIntervention = Static<typeof VolunteerInterventionSchema>;

/** `GET /api/volunteers/{id}/interventions`: a page of the volunteer's sessions. */
export const VolunteerInterventionListSchema = CollectionOf(VolunteerInterventionSchema);

/** `GET /api/volunteers/{id}/interventions`: upcoming by default, as the volunteer's own list. */
export const VolunteerInterventionsQuerySchema = OwnInterventionsQuerySchema;
export type VolunteerInterventionsQuery = Static<typeof VolunteerInterventionsQuerySchema>;

/** A row of `GET /api/volunteers/{id}/history`: a validation or status change, who made it and when. */
export const VolunteerStatusChangeSchema = Type.Object({
  '@id': Type.String(),
  '@type': Type.String(),
  id: Type.Integer(),
  change: textOfType<VolunteerStatusChangeKind>(),
  /** The statuses before and after (`deleted` once the volunteer is deleted). */
  from: nullableString(),
  to: nullableString(),
  changedAt: Type.String(),
  /** The staff member's account; null when no one is known. */
  changedBy: nullableObject(
    Type.Object({ '@id': Type.String(), '@type': textOfType<'User'>(), name: nullableString() }),
  ),
});
export type VolunteerStatusChange = Static<typeof VolunteerStatusChangeSchema>;

/** `GET /api/volunteers/{id}/history`: a page of the changes, newest first. */
export const VolunteerStatusChangeListSchema = CollectionOf(VolunteerStatusChangeSchema);

/** `GET /api/volunteers/{id}/history`: its page. */
export const VolunteerHistoryQuerySchema = Type.Object(volunteerAreaPageQueryProperties);
export type VolunteerHistoryQuery = Static<typeof VolunteerHistoryQuerySchema>;
