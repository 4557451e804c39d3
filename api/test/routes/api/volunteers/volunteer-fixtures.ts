import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../../src/db/database';
import { personSearchColumns } from '../../../../src/lib/person-search';
import { login } from '../../../helpers/build-test-app';

export const DEMO_HOST = 'localhost';
export const OTHER_HOST = 'otra.localhost';

/** A complete, valid volunteer payload (spec §5), with a unique email per call. */
let sequence = 0;
export function validVolunteer(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    email: `lucia.${sequence}@example.org`,
    name: 'Lucía',
    surname: 'Núñez Peña',
    phonePrefixMobile: '+34',
    phoneMobile: '612345678',
    addressCountry: '/api/countries/724',
    addressState: '/api/states/1',
    addressProvince: '/api/provinces/29',
    addressLocation: '/api/locations/29067',
    address: 'Calle Larios 5',
    postalCode: '29005',
    identificationType: 'national',
    identification: '12345678Z',
    sex: 'female',
    birthday: '1990-05-17',
    skills: ['social_media', 'employability'],
    availability: { monday: ['morning'], thursday: ['morning', 'afternoon'] },
    howWeMet: 'word_of_mouth',
    traits: ['empathetic', 'proactive'],
    aboutMe: 'Me gusta enseñar a usar el móvil a personas mayores.',
    ...overrides,
  };
}

/** Bearer headers of a demo account (every demo account shares the password). */
export async function authAs(app: FastifyInstance, email: string, host = DEMO_HOST) {
  const { response, body } = await login(app, email, undefined, host);
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.body}`);
  return { host, authorization: `Bearer ${body.token}` };
}

export async function tenantIdOf(app: FastifyInstance, host: string): Promise<number> {
  const row = await app.db
    .selectFrom('tenant_hosts')
    .select('tenant_id')
    .where('host', '=', host)
    .executeTakeFirstOrThrow();
  return row.tenant_id;
}

export interface StoredVolunteer {
  name: string;
  surname: string;
  email: string;
  identification?: string | null;
  status?: 'pending' | 'validated' | 'inactive';
  createdAt?: string;
}

/** Volunteers written straight to the database (fast, and with chosen creation dates); returns their ids. */
export async function insertVolunteers(
  app: FastifyInstance,
  tenantId: number,
  people: StoredVolunteer[],
): Promise<number[]> {
  const ids: number[] = [];
  // Small batches: SQLite limits the number of bound parameters per statement.
  for (let start = 0; start < people.length; start += 50) {
    const rows = await app.db
      .insertInto('users')
      .values(
        people.slice(start, start + 50).map((person) => {
          const now = person.createdAt ?? nowIso();
          const status = person.status ?? 'pending';
          return {
            tenant_id: tenantId,
            email: person.email,
            password_hash: null,
            name: person.name,
            surname: person.surname,
            identification: person.identification ?? null,
            profile: 'volunteer',
            roles: JSON.stringify(['user', 'volunteer']),
            status,
            validated_at: status === 'validated' ? now : null,
            active: 0,
            ...personSearchColumns({ ...person, identification: person.identification ?? null }),
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

export const jsonHeaders = (headers: Record<string, string>, type = 'application/ld+json') => ({
  ...headers,
  'content-type': type,
});
