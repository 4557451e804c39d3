import type { Participant } from '@enlace/shared/contracts';
import { errors } from '../../../lib/schemas';
import type { PersonRef } from '../../../lib/participation';
import { personNotValid } from '../../../lib/participation-errors';
import type { ParticipantView } from '../../../plugins/repositories/participants-repository';

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

export { errors };

export function toParticipantResource(view: ParticipantView): Participant {
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
