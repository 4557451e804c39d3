import { normalizeForSearch } from './normalize';

/**
 * Derived columns kept beside a place's fields: the accent- and case-free text the list searches in (name and
 * street) and the name sort key, the same on SQLite and PostgreSQL.
 */
export function placeSearchColumns(place: { name: string; address: string | null }) {
  return {
    search_text: normalizeForSearch([place.name, place.address ?? ''].join(' ')).replace(/\s+/g, ' '),
    name_key: normalizeForSearch(place.name),
  };
}
