import { normalizeForSearch } from './normalize';

/**
 * Derived columns kept beside a partner's fields: the accent- and case-free text the list searches in (name,
 * NIF, email) and the name sort key, the same on SQLite and PostgreSQL.
 */
export function partnerSearchColumns(partner: { name: string; nif: string; email: string | null }) {
  return {
    search_text: normalizeForSearch([partner.name, partner.nif, partner.email ?? ''].join(' ')).replace(
      /\s+/g,
      ' ',
    ),
    name_key: normalizeForSearch(partner.name),
  };
}
