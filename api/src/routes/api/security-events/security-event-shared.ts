import type { SecurityEventDetails, SecurityEventListItem } from '@enlace/shared/contracts';
import type { SecurityEventType } from '@enlace/shared/domain';
import { parseJson, referenceIri } from '../../../lib/person-resource';
import type { SecurityEventListRow } from '../../../plugins/repositories/security-log-repository';

export const SECURITY_EVENTS_PATH = '/api/security_events';

/** The type of the resource an entry is about, from its IRI's collection (`/api/volunteers/9` → Volunteer). */
const SUBJECT_TYPES: Record<string, string> = {
  volunteers: 'Volunteer',
  employees: 'Employee',
  coordinators: 'Coordinator',
  contact_partners: 'ContactPartner',
  beneficiaries: 'Beneficiary',
  partners: 'Partner',
  projects: 'Project',
  places: 'Place',
  activities: 'Activity',
  interventions: 'Intervention',
  users: 'User',
};
const subjectTypeOf = (iri: string): string | undefined => SUBJECT_TYPES[iri.split('/')[2] ?? ''];

const personOf = (
  id: number | null,
  name: string | null,
  surname: string | null,
  email: string | null,
): SecurityEventListItem['actor'] =>
  id === null || email === null
    ? null
    : { '@id': referenceIri('users', id)!, '@type': 'User', name: name ?? '', surname: surname ?? '', email };

function detailsOf(stored: string): SecurityEventDetails {
  const value = parseJson(stored);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as SecurityEventDetails) : {};
}

export function toSecurityEvent(row: SecurityEventListRow): SecurityEventListItem {
  return {
    '@id': `${SECURITY_EVENTS_PATH}/${row.id}`,
    '@type': 'SecurityEvent',
    id: row.id,
    occurredAt: row.occurred_at,
    type: row.type as SecurityEventType,
    actor: personOf(row.actor_id, row.actor_name, row.actor_surname, row.actor_email),
    subject: {
      // A JSON-LD @id is an IRI or absent: an entry about no resource has none.
      ...(row.subject_iri ? { '@id': row.subject_iri } : {}),
      ...(row.subject_iri && subjectTypeOf(row.subject_iri)
        ? { '@type': subjectTypeOf(row.subject_iri) }
        : {}),
      person: personOf(row.subject_user_id, row.subject_name, row.subject_surname, row.subject_user_email),
      email: row.subject_email,
    },
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    details: detailsOf(row.details),
  };
}
