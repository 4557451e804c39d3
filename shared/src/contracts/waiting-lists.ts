import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { collectionProperties } from './collection';
import { nullableString } from './json-schema';
import { IdParamsSchema } from './params';

// The waiting list of a full intervention (`/api/interventions/{id}/waiting-list`) and a volunteer's own lines
// (`/api/me/waiting-lists`), written once for the API and the screens.

/** `{id}`: the intervention. */
export const WaitingListParamsSchema = IdParamsSchema;

const offerExpiresAt = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  description: 'Mientras la plaza se le ofrece: hasta cuándo la guarda (ISO); null sin oferta',
});

/** `POST /api/interventions/{id}/waiting-list`: the caller's place in the line. */
export const WaitingListPlaceSchema = Type.Object({
  '@context': Type.Optional(Type.String()),
  '@id': Type.String(),
  '@type': Type.String(),
  position: Type.Integer({ description: 'Su puesto en la lista (1: la primera persona)' }),
  offerExpiresAt,
  message: Type.Optional(Type.String()),
});
export type WaitingListPlace = Static<typeof WaitingListPlaceSchema>;

/** A member of `GET /api/interventions/{id}/waiting-list`: a volunteer waiting for a place, in order (staff). */
export const WaitingListEntrySchema = Type.Object({
  '@id': Type.String(),
  '@type': Type.String(),
  id: Type.Integer(),
  position: Type.Integer(),
  person: Type.Object({ '@id': Type.String(), name: Type.String(), surname: Type.String() }),
  /** While a freed place is offered to them: until when (ISO); null while they wait. */
  offerExpiresAt,
  createdAt: Type.String(),
});
export type WaitingListEntry = Static<typeof WaitingListEntrySchema>;

/** A row of `GET /api/me/waiting-lists`: one of the volunteer's waiting lists, with its session. */
export const OwnWaitingListSchema = Type.Object({
  '@id': Type.String(),
  '@type': Type.String(),
  position: Type.Integer(),
  offerExpiresAt,
  createdAt: Type.Optional(Type.String()),
  intervention: Type.Object({
    '@id': Type.String(),
    id: Type.Integer(),
    date: Type.String(),
    scheduleStart: Type.String(),
    scheduleEnd: Type.String(),
    place: nullableString(),
    activity: Type.Object({ '@id': Type.String(), id: Type.Integer(), name: Type.String() }),
  }),
});
export type OwnWaitingList = Static<typeof OwnWaitingListSchema>;

/** A waiting list as the API answers it: every line at once, without pages (a line is short), its `@context` not promised. */
const waitingListOf = <Member extends TSchema>(member: Member) =>
  Type.Object({ ...collectionProperties(member), '@context': Type.Optional(Type.String()) });

/** `GET /api/interventions/{id}/waiting-list`. */
export const WaitingListSchema = waitingListOf(WaitingListEntrySchema);

/** `GET /api/me/waiting-lists`. */
export const OwnWaitingListsSchema = waitingListOf(OwnWaitingListSchema);
