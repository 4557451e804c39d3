import { type Static, type StaticDecode, Type } from '@sinclair/typebox';
import { PARTICIPANT_ROLES, PARTICIPANT_SOURCES, PARTICIPANT_STATUSES } from '../domain/enumerations';
import { collectionProperties } from './collection';
import { nullableObject, nullableString, oneOf, textBody } from './json-schema';
import { IdParamsSchema } from './params';

// The participants of an intervention as staff manage them (`/api/interventions/{id}/participants`), written once
// for the API and the intranet.

/** `{id}`: the intervention. */
export const ParticipantsParamsSchema = IdParamsSchema;

/** `{id}` and `{participantId}`: the intervention and one of its participants, both handed over as numbers. */
export const ParticipantParamsSchema = Type.Object({
  id: IdParamsSchema.properties.id,
  participantId: IdParamsSchema.properties.id,
});
export type ParticipantParams = StaticDecode<typeof ParticipantParamsSchema>;

/** What a participant answers, but its JSON-LD `@context`. */
const participantProperties = {
  '@id': Type.String(),
  '@type': Type.String(),
  id: Type.Integer(),
  role: oneOf(PARTICIPANT_ROLES),
  /** `pending` while a minor's tutor has not consented; `declined` once the tutor said no. */
  status: oneOf(PARTICIPANT_STATUSES),
  source: oneOf(PARTICIPANT_SOURCES),
  person: Type.Object({
    '@id': Type.String(),
    name: Type.String(),
    surname: Type.String(),
    isMinor: Type.Boolean(),
  }),
  /** The tutor's consent asked for (a pending minor): when, until when, and to which email. */
  consent: nullableObject(
    Type.Object({ sentAt: Type.String(), expiresAt: Type.String(), tutorEmail: Type.String() }),
  ),
  /** The tutor declined through the emailed link: when, and the reason they gave. */
  declined: nullableObject(
    Type.Object(
      { at: Type.String(), reason: nullableString() },
      { description: 'La persona tutora rechazó la participación: cuándo y el motivo que dio (opcional)' },
    ),
  ),
  createdAt: Type.String(),
};

/** A member of `GET /api/interventions/{id}/participants`. */
export const ParticipantSchema = Type.Object(participantProperties);
export type Participant = Static<typeof ParticipantSchema>;

/** `GET /api/interventions/{id}/participants`: every participant at once, without pages (a session has few). */
export const ParticipantListSchema = Type.Object(collectionProperties(ParticipantSchema));

/** A participant answered after a write (added, consent asked again): the resource and the message to show. */
export const ParticipantWriteSchema = Type.Object({
  '@context': Type.String(),
  ...participantProperties,
  message: Type.String(),
});
export type ParticipantWrite = Static<typeof ParticipantWriteSchema>;

/** What `POST /api/interventions/{id}/participants` takes: the person's IRI (a volunteer, staff or a beneficiary). */
export const ParticipantBodySchema = Type.Partial(Type.Object({ person: textBody(200) }));
export type ParticipantBody = Static<typeof ParticipantBodySchema>;
