import type { SecurityEventPerson } from '@enlace/shared/domain';

/** A person's name and surnames as one text. */
export const personName = (person: Pick<SecurityEventPerson, 'name' | 'surname'>): string =>
  [person.name, person.surname].filter(Boolean).join(' ');
