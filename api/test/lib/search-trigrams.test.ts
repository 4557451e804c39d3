import type { FastifyInstance } from 'fastify';
import { inTenant } from '../../src/db/tenant-scope';
import type { PersonListFilter } from '../../src/lib/person-list';
import {
  createSearchTrigrams,
  rarestTrigram,
  type SearchTrigramsOptions,
  trigramsOf,
} from '../../src/lib/search-trigrams';
import { buildTestApp } from '../helpers/build-test-app';
import {
  DEMO_HOST,
  insertVolunteers,
  OTHER_HOST,
  tenantIdOf,
} from '../routes/api/volunteers/volunteer-fixtures';

// Which trigram a search word is looked up by (src/lib/search-trigrams.ts): the rarest among the list's people.
// That the answer does not depend on it is tested in test/db/person-search.test.ts.

describe('trigrams of a word', () => {
  it('are its runs of three characters, by code point', () => {
    expect(trigramsOf('garcia')).toEqual(['gar', 'arc', 'rci', 'cia']);
    expect(trigramsOf('ab')).toEqual([]);
    expect(trigramsOf('a😀bc')).toEqual(['a😀b', '😀bc']);
  });

  it('the rarest in a sample is the one it holds least often; on a tie, the one of rarer letters', () => {
    const sample = (text: string) => ({ text, counts: new Map<string, number>() });
    expect(rarestTrigram(sample('lucia garcia\npatricia garcia\nlucia marcos'), 'garcia')).toBe('gar');
    // None is in the sample: the one of rarer letters ("g" and "u" are rarer than "r", "c" or "i").
    expect(rarestTrigram(sample('pablo'), 'garcia')).toBe('gar');
    expect(rarestTrigram(sample('pablo'), 'lucia')).toBe('luc');
    expect(rarestTrigram(sample('pablo'), 'ga')).toBeUndefined();
    // Only letters and digits: pg_trgm cannot look up "n.1" or "4@e", however rare.
    expect(rarestTrigram(sample('plan\n1234\n1234'), 'plan.1234@ej')).toBe('pla');
    expect(rarestTrigram(sample(''), 'a.b@c')).toBeUndefined();
  });
});

describe('index terms of a list search', () => {
  let app: FastifyInstance;
  let demo: number;
  let other: number;
  let clock: number;
  const garridos = (count: number, label: string) =>
    Array.from({ length: count }, (_, index) => ({
      name: 'Edgar',
      surname: 'Garrido',
      email: `edgar.${label}.${index}@example.org`,
    }));

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await tenantIdOf(app, DEMO_HOST);
    other = await tenantIdOf(app, OTHER_HOST);
    // "gar" of "garcia" is in every Edgar Garrido; "arc", "rci" and "cia" are in none.
    await insertVolunteers(app, demo, garridos(20, 'demo'));
  });
  afterAll(() => app.close());
  beforeEach(() => {
    clock = 1_000_000;
  });

  const create = (options: Partial<SearchTrigramsOptions> = {}) =>
    createSearchTrigrams({ profile: 'volunteer', maxAgeMs: 60_000, now: () => clock, ...options });
  const termsOf = async (
    trigrams: ReturnType<typeof createSearchTrigrams>,
    tenantId: number,
    search: string | undefined,
  ) => {
    const filter: PersonListFilter = { search, order: [] };
    // As the API reads it: in the request's tenant scope (as the request role, under the tenant policy).
    const indexed = await inTenant(app.db, tenantId, (db) => trigrams.withIndexTerms(db, tenantId, filter));
    return indexed.indexTerms && Object.fromEntries(indexed.indexTerms);
  };

  it('looks each word of three letters or more up by its rarest trigram among the tenant’s people', async () => {
    const trigrams = create();
    // Of the three the sample does not hold, "rci" has the rarest letters.
    expect(await termsOf(trigrams, demo, 'García Lu')).toEqual({ garcia: 'rci' });
    // The other tenant has no Garrido: its sample holds none of the four, and the rarest letters decide.
    expect(await termsOf(trigrams, other, 'García')).toEqual({ garcia: 'gar' });
    expect(await termsOf(trigrams, demo, 'lu ga')).toBeUndefined();
    expect(await termsOf(trigrams, demo, 'a.b@c garcia')).toEqual({ garcia: 'rci' });
    expect(await termsOf(trigrams, demo, undefined)).toBeUndefined();
  });

  it('keeps a sample for maxAgeMs, then reads it again', async () => {
    const trigrams = create();
    expect(await termsOf(trigrams, other, 'garcia')).toEqual({ garcia: 'gar' });
    const ids = await insertVolunteers(app, other, garridos(20, 'otra'));
    clock += 59_999;
    expect(await termsOf(trigrams, other, 'garcia')).toEqual({ garcia: 'gar' });
    clock += 1;
    expect(await termsOf(trigrams, other, 'garcia')).toEqual({ garcia: 'rci' });
    await app.db.deleteFrom('users').where('id', 'in', ids).execute();
  });

  it('keeps at most maxSamples samples, dropping the least recently read', async () => {
    const trigrams = create({ maxSamples: 1 });
    expect(await termsOf(trigrams, other, 'garcia')).toEqual({ garcia: 'gar' });
    const ids = await insertVolunteers(app, other, garridos(20, 'otra'));
    // Reading the demo tenant's sample drops the other tenant's, which is read again, Garridos and all.
    expect(await termsOf(trigrams, demo, 'garcia')).toEqual({ garcia: 'rci' });
    expect(await termsOf(trigrams, other, 'garcia')).toEqual({ garcia: 'rci' });
    await app.db.deleteFrom('users').where('id', 'in', ids).execute();
  });
});
