import type { FastifyInstance } from 'fastify';
import { nameKey } from '../normalize';

/** A place found by its name, or why not: no place has that name, or several do (the message lists them). */
export type NameMatch =
  | { ok: true; id: number; parentId: number | null }
  | { ok: false; message: 'unknown-place' | 'ambiguous-place' };

interface Named {
  id: number;
  name: string;
  parentId: number | null;
}

/** The places of a list by the key of their name (read once per list: a file repeats the same few names). */
type ByName = Map<string, Named[]>;

const byName = (places: Named[]): ByName => {
  const index: ByName = new Map();
  for (const place of places) {
    const key = nameKey(place.name);
    index.set(key, [...(index.get(key) ?? []), place]);
  }
  return index;
};

const match = (index: ByName, name: string): NameMatch => {
  const found = index.get(nameKey(name)) ?? [];
  if (found.length === 0) return { ok: false, message: 'unknown-place' };
  if (found.length > 1) return { ok: false, message: 'ambiguous-place' };
  const [place] = found as [Named];
  return { ok: true, id: place.id, parentId: place.parentId };
};

/**
 * Finds the countries, provinces and municipalities of an import file by name (geography is reference data,
 * the same for every organisation): a province within its country, a municipality within its province. Each list
 * is read once per file, so a thousand rows cost a handful of queries.
 */
export function geographyByName(app: FastifyInstance) {
  let countries: Promise<ByName> | undefined;
  const provinces = new Map<number, Promise<ByName>>();
  const municipalities = new Map<number, Promise<ByName>>();

  const countriesList = () =>
    (countries ??= app.db
      .selectFrom('countries')
      .select(['id', 'name'])
      .execute()
      .then((rows) => byName(rows.map((row) => ({ ...row, parentId: null })))));

  const provincesOf = (countryId: number) => {
    let list = provinces.get(countryId);
    if (!list) {
      list = app.db
        .selectFrom('provinces')
        .innerJoin('states', 'states.id', 'provinces.state_id')
        .select(['provinces.id', 'provinces.name', 'provinces.state_id as stateId'])
        .where('states.country_id', '=', countryId)
        .execute()
        .then((rows) =>
          byName(rows.map((row) => ({ id: row.id, name: row.name, parentId: Number(row.stateId) }))),
        );
      provinces.set(countryId, list);
    }
    return list;
  };

  const municipalitiesOf = (provinceId: number) => {
    let list = municipalities.get(provinceId);
    if (!list) {
      list = app.db
        .selectFrom('locations')
        .select(['id', 'name'])
        .where('province_id', '=', provinceId)
        .execute()
        .then((rows) => byName(rows.map((row) => ({ ...row, parentId: provinceId }))));
      municipalities.set(provinceId, list);
    }
    return list;
  };

  return {
    country: async (name: string) => match(await countriesList(), name),
    /** The province in the country; its parent is its state (the address's "comunidad"). */
    province: async (countryId: number, name: string) => match(await provincesOf(countryId), name),
    municipality: async (provinceId: number, name: string) => match(await municipalitiesOf(provinceId), name),
  };
}

export type GeographyByName = ReturnType<typeof geographyByName>;
