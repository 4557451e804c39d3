import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../../src/db/database';
import { personSearchColumns } from '../../../../src/lib/person-search';
import { authAs, DEMO_HOST, jsonHeaders, OTHER_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';

export { authAs, DEMO_HOST, jsonHeaders, OTHER_HOST, tenantIdOf };

/** `YYYY-MM-DD` of the local calendar day `years` (and `days`) from today: -10 is a ten-year-old's birthday. */
export function dayFromToday(years: number, days = 0): string {
  const today = new Date();
  // 29 February minus whole years is 28 February, never 1 March.
  const date = new Date(today.getFullYear() + years, today.getMonth(), 1);
  date.setDate(
    Math.min(today.getDate(), new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate()) + days,
  );
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A complete, valid adult beneficiary payload. */
export function validAdult(overrides: Record<string, unknown> = {}) {
  return {
    email: 'rosa.jimenez@example.org',
    name: 'Rosa',
    surname: 'Jiménez Ibáñez',
    phonePrefixMobile: '+34',
    phoneMobile: '612345678',
    addressCountry: '/api/countries/724',
    addressState: '/api/states/1',
    addressProvince: '/api/provinces/29',
    addressLocation: '/api/locations/29067',
    address: 'Calle Mármoles 12, 2º A',
    postalCode: '29007',
    identificationType: 'resident',
    identification: 'X1234567L',
    sex: 'female',
    birthday: '1985-03-02',
    disability: ['sensory', 'motor'],
    notes: 'Acude los martes al taller de empleo.',
    ...overrides,
  };
}

/** The tutor data of a minor typed in by hand (no linked adult). */
export const typedTutor = {
  tutorName: 'Antonio',
  tutorSurname: 'Ruiz Peña',
  tutorEmail: 'antonio.ruiz@example.org',
  tutorPhone: '+34 699111222',
  tutorAddress: 'Calle Carretería 8',
  relation: 'father',
};

/** A valid ten-year-old with the tutor typed in. */
export function validMinor(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Hugo',
    surname: 'Ruiz Jiménez',
    sex: 'male',
    birthday: dayFromToday(-10),
    ...typedTutor,
    ...overrides,
  };
}

export interface StoredBeneficiary {
  name: string;
  surname: string;
  email?: string | null;
  identification?: string | null;
  birthday: string;
  disability?: string[];
  createdAt?: string;
}

/** Beneficiaries written straight to the database (fast, and with chosen creation dates); returns their ids. */
export async function insertBeneficiaries(
  app: FastifyInstance,
  tenantId: number,
  people: StoredBeneficiary[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < people.length; start += 50) {
    const rows = await app.db
      .insertInto('beneficiaries')
      .values(
        people.slice(start, start + 50).map((person) => {
          const now = person.createdAt ?? nowIso();
          const disability = person.disability ?? [];
          return {
            tenant_id: tenantId,
            name: person.name,
            surname: person.surname,
            email: person.email ?? null,
            identification: person.identification ?? null,
            sex: 'not-to-response',
            birthday: person.birthday,
            disability: JSON.stringify(disability),
            has_disability: disability.length ? 1 : 0,
            ...personSearchColumns({
              name: person.name,
              surname: person.surname,
              email: person.email ?? '',
              identification: person.identification ?? null,
            }),
            created_at: now,
            updated_at: now,
          };
        }),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** POST /api/beneficiaries with a JSON-LD body. */
export const createBeneficiary = (app: FastifyInstance, headers: Record<string, string>, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/beneficiaries',
    headers: jsonHeaders(headers),
    payload: JSON.stringify(payload),
  });

export const messagesOf = (violations: { propertyPath: string; message: string }[], path: string) =>
  violations.filter((v) => v.propertyPath === path).map((v) => v.message);
