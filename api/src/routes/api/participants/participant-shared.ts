import { errors, nullableString } from '../../../lib/schemas';
import type { PersonRef } from '../../../lib/participation';
import { personNotValid } from '../../../lib/participation-errors';
import type { ParticipantView } from '../../../plugins/repositories/participants-repository';

export { idParamsSchema } from '../../../lib/schemas';

export const participantParamsSchema = {
  type: 'object',
  required: ['id', 'participantId'],
  properties: {
    id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
    participantId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
  },
} as const;

export const participantIri = (interventionId: number, id: number) =>
  `/api/interventions/${interventionId}/participants/${id}`;

const PERSON_PATHS = {
  volunteer: 'volunteers',
  employee: 'employees',
  coordinator: 'coordinators',
  beneficiary: 'beneficiaries',
} as const satisfies Record<PersonRef['kind'], string>;

/** The person of a participant's IRI: `/api/volunteers/…`, `/api/employees/…`, `/api/coordinators/…`, `/api/beneficiaries/…`. */
export function personOfIri(value: unknown): PersonRef {
  if (typeof value === 'string') {
    const match = /^\/api\/(volunteers|employees|coordinators|beneficiaries)\/([1-9][0-9]{0,9})$/.exec(
      value.trim(),
    );
    if (match) {
      const kind = (Object.keys(PERSON_PATHS) as PersonRef['kind'][]).find(
        (k) => PERSON_PATHS[k] === match[1],
      )!;
      return { kind, id: Number(match[2]) };
    }
  }
  throw personNotValid();
}

export const personIri = (person: Pick<PersonRef, 'kind' | 'id'>) =>
  `/api/${PERSON_PATHS[person.kind]}/${person.id}`;

export const participantSchema = {
  type: 'object',
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    id: { type: 'integer' },
    role: { type: 'string', enum: ['volunteer', 'employee', 'beneficiary'] },
    status: { type: 'string', enum: ['confirmed', 'pending', 'declined'] },
    source: { type: 'string', enum: ['self', 'staff'] },
    person: {
      type: 'object',
      properties: {
        '@id': { type: 'string' },
        name: { type: 'string' },
        surname: { type: 'string' },
        isMinor: { type: 'boolean' },
      },
    },
    consent: {
      type: ['object', 'null'],
      properties: {
        sentAt: { type: 'string' },
        expiresAt: { type: 'string' },
        tutorEmail: { type: 'string' },
      },
    },
    declined: {
      type: ['object', 'null'],
      description: 'La persona tutora rechazó la participación: cuándo y el motivo que dio (opcional)',
      properties: { at: { type: 'string' }, reason: nullableString },
    },
    createdAt: { type: 'string' },
  },
} as const;

/** A participant answered after a write: the resource and the message the screen shows. */
export const participantWriteSchema = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    ...participantSchema.properties,
    message: { type: 'string' },
  },
} as const;

export const participantCollectionSchema = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    totalItems: { type: 'integer' },
    member: { type: 'array', items: participantSchema },
  },
} as const;

export { errors, nullableString };

export function toParticipantResource(view: ParticipantView) {
  return {
    '@id': participantIri(view.interventionId, view.id),
    '@type': 'Participant',
    id: view.id,
    role: view.role,
    status: view.status,
    source: view.source,
    person: {
      '@id': personIri(view.person),
      name: view.person.name,
      surname: view.person.surname,
      isMinor: view.person.isMinor,
    },
    consent: view.consent,
    declined: view.declined,
    createdAt: view.createdAt,
  };
}
