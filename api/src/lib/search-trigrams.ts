import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { activePeople, type PersonListFilter } from './person-list';
import { searchWords, TRIGRAM_LENGTH } from './search-words';

// A person search looks its words up in a trigram index (SQLite's FTS5 table, PostgreSQL's pg_trgm) and then
// checks every whole word on the rows found. Looking a word up by all its trigrams costs as much as its commonest
// one ("cía" of "garcía" is in every Lucía, García and Patricia): on 100,000 people, "lucía garcía" took 1.0 ms in
// SQLite's index against 0.17 ms by "uci" and "rci" alone. Any one trigram of a word finds every row holding the
// word, and the rarest finds the fewest. Which one is rarest is estimated from a sample of the list's people, kept
// for a few minutes per process: a poor guess only costs time, never a wrong answer
// (docs/adr/0052-people-search.md).

/** Letters from the commonest in Spanish names to the rarest: breaks ties when the sample has neither trigram. */
const LETTERS_BY_FREQUENCY = 'eaiosrnldtcmubgpvzhyfjqkxw';

export interface SearchTrigramsOptions {
  /** The list's profile: its people are sampled. */
  profile: string;
  /** People read per sample (the newest of the list's profile). */
  sampleSize?: number;
  /** A sample older than this is read again on the next search. */
  maxAgeMs?: number;
  /** Samples kept at most; the least recently read goes first. */
  maxSamples?: number;
  now?: () => number;
}

interface Sample {
  readAt: number;
  /** The sampled search texts, one per line. */
  text: string;
  /** Occurrences in `text` of each trigram asked about so far. */
  counts: Map<string, number>;
}

export interface SearchTrigrams {
  /**
   * The filter with, for each search word of three letters or more, the trigram to look it up by (`indexTerms`;
   * a word without a trigram of letters and digits has none, and is looked up whole).
   * Reads the sample of the tenant's people of the list's profile when it has none or an old one, in the caller's
   * scope.
   */
  withIndexTerms<F extends PersonListFilter>(db: Kysely<Database>, tenantId: number, filter: F): Promise<F>;
}

/** The trigrams of a word, by code point (as SQLite's trigram tokenizer and pg_trgm count them). */
export function trigramsOf(word: string): string[] {
  const letters = [...word];
  const trigrams: string[] = [];
  for (let start = 0; start + TRIGRAM_LENGTH <= letters.length; start += 1) {
    trigrams.push(letters.slice(start, start + TRIGRAM_LENGTH).join(''));
  }
  return trigrams;
}

const rarity = (trigram: string) =>
  [...trigram].reduce((sum, letter) => {
    const rank = LETTERS_BY_FREQUENCY.indexOf(letter);
    return sum + (rank < 0 ? LETTERS_BY_FREQUENCY.length : rank);
  }, 0);

type SampledText = Pick<Sample, 'text' | 'counts'>;

function occurrences(sample: SampledText, trigram: string): number {
  let count = sample.counts.get(trigram);
  if (count === undefined) {
    count = 0;
    for (let at = sample.text.indexOf(trigram); at >= 0; at = sample.text.indexOf(trigram, at + 1))
      count += 1;
    sample.counts.set(trigram, count);
  }
  return count;
}

// pg_trgm splits text at anything but letters and digits, so it cannot look up a trigram holding a dot or an "@"
// ("n.1" of "plan.1234@" gives it no trigram at all, and the search would scan): only letters and digits qualify.
const INDEXABLE = /^[\p{L}\p{N}]+$/u;

/**
 * The trigram of `word`, letters and digits only, that the sample holds least often (on a tie, the one of rarer
 * letters); none when the word has no such trigram.
 */
export function rarestTrigram(sample: SampledText, word: string): string | undefined {
  let best: { trigram: string; count: number; rarity: number } | undefined;
  for (const trigram of trigramsOf(word).filter((candidate) => INDEXABLE.test(candidate))) {
    const candidate = { trigram, count: occurrences(sample, trigram), rarity: rarity(trigram) };
    if (
      !best ||
      candidate.count < best.count ||
      (candidate.count === best.count && candidate.rarity > best.rarity)
    ) {
      best = candidate;
    }
  }
  return best?.trigram;
}

export function createSearchTrigrams({
  profile,
  sampleSize = 2_000,
  maxAgeMs = 10 * 60_000,
  maxSamples = 256,
  now = Date.now,
}: SearchTrigramsOptions): SearchTrigrams {
  const samples = new Map<number, Sample>();

  async function sampleOf(db: Kysely<Database>, tenantId: number): Promise<Sample> {
    const kept = samples.get(tenantId);
    if (kept && now() - kept.readAt < maxAgeMs) return kept;
    // The newest people of the list's profile: an index range, and no bias to any part of the alphabet.
    const rows = await activePeople(db, tenantId, profile)
      .select('users.search_text')
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(sampleSize)
      .execute();
    const sample: Sample = {
      readAt: now(),
      text: rows.map((row) => row.search_text).join('\n'),
      counts: new Map(),
    };
    samples.delete(tenantId);
    samples.set(tenantId, sample);
    for (const oldest of samples.keys()) {
      if (samples.size <= maxSamples) break;
      samples.delete(oldest);
    }
    return sample;
  }

  return {
    async withIndexTerms(db, tenantId, filter) {
      const words = searchWords(filter.search).filter((word) => [...word].length >= TRIGRAM_LENGTH);
      if (!words.length) return filter;
      const sample = await sampleOf(db, tenantId);
      const indexTerms = new Map<string, string>();
      for (const word of words) {
        const term = rarestTrigram(sample, word);
        if (term) indexTerms.set(word, term);
      }
      return indexTerms.size ? { ...filter, indexTerms } : filter;
    },
  };
}
