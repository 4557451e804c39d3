import { normalizeForSearch } from './normalize';

export interface PersonSearchColumns {
  search_text: string;
  name_key: string;
  surname_key: string;
}

/**
 * Derived columns kept beside a person's fields: the accent- and case-free text the lists search in, and the
 * sort keys, so that "Álvaro" sorts with the A's on SQLite and PostgreSQL alike (whatever their collations).
 */
export function personSearchColumns(person: {
  name: string;
  surname: string;
  email: string;
  identification: string | null;
}): PersonSearchColumns {
  const parts = [person.name, person.surname, person.email, person.identification ?? ''];
  return {
    search_text: normalizeForSearch(parts.join(' ')).replace(/\s+/g, ' '),
    name_key: normalizeForSearch(person.name),
    surname_key: normalizeForSearch(person.surname),
  };
}
