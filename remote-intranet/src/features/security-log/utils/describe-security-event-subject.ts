import type { TFunction } from 'i18next';
import type { SecurityEvent } from '@enlace/shared/domain';
import { personName } from './person-name';

const RESOURCE_IRI = /^\/api\/([a-z_]+)\/(\d+)$/;

/**
 * Whom or what an event concerns, in words: the person (name and email), the email a failed sign-in tried, or the
 * kind and number of the resource (`Lugar n.º 4`), whose name the details add when it was deleted.
 */
export function describeSecurityEventSubject(event: SecurityEvent, t: TFunction): string {
  const { person, email } = event.subject;
  if (person) return t('securityLog.subject.person', { name: personName(person), email: person.email });
  if (email) return t('securityLog.subject.emailTried', { email });
  const match = event.subject['@id'] ? RESOURCE_IRI.exec(event.subject['@id']) : null;
  if (!match) return '';
  const [, resource, id] = match;
  return t(`securityLog.subject.resources.${resource}`, { id, defaultValue: event.subject['@id'] });
}
