import { sql, type SqlBool } from 'kysely';
import { normalizeSpanishIdentification } from '@enlace/shared/domain';
import { normalizeForSearch } from './normalize';

/** The length of the pieces a trigram index (SQLite's FTS5 table, PostgreSQL's pg_trgm) looks words up by. */
export const TRIGRAM_LENGTH = 3;

/** At most this many words of a search count; more would only slow the query. */
const MAX_SEARCH_WORDS = 5;

// A word of letters and digits with dots or hyphens in it is a document number as people type it
// ("12.345.678-z"): the people's search text holds DNIs and NIEs without them.
const DOCUMENT_LIKE = /^(?=.*\d)[\p{L}\d.-]+$/u;

/** The accent- and case-free words of a list search (`q`). */
export const searchWords = (search: string | undefined): string[] =>
  search
    ? normalizeForSearch(search)
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => (DOCUMENT_LIKE.test(word) ? normalizeSpanishIdentification(word).toLowerCase() : word))
        .slice(0, MAX_SEARCH_WORDS)
    : [];

/**
 * `column` contains `word`: a plain substring test (strpos/instr), faster than LIKE and free of wildcards to
 * escape, as in the volunteer list.
 */
export const containsWord = (postgres: boolean, column: string, word: string) =>
  sql<SqlBool>`${sql.raw(postgres ? 'strpos' : 'instr')}(${sql.ref(column)}, ${word}) > 0`;
