import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../../src/db/database';
import type { NewUser } from '../../../../src/db/schema';
import { personSearchColumns } from '../../../../src/lib/person-search';
import { login } from '../../../helpers/build-test-app';

export const DEMO_HOST = 'localhost';
export const OTHER_HOST = 'otra.localhost';

/** A complete, valid person payload (spec §5), with a unique email per call. */
let sequence = 0;
export function validPerson(overrides: Record<string, unknown> = {}) {
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
    ...overrides,
  };
}

/** A complete, valid volunteer payload (spec §5), with a unique email per call. */
export function validVolunteer(overrides: Record<string, unknown> = {}) {
  return {
    ...validPerson(),
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
    .selectFrom('tenant_origins')
    .select('tenant_id')
    .where('authority', '=', host)
    .executeTakeFirstOrThrow();
  return row.tenant_id;
}

export interface StoredPerson {
  name: string;
  surname: string;
  email: string;
  identification?: string | null;
  createdAt?: string;
}

/** The row of a person written straight to the database, invited (no password), with its derived columns. */
export function personRow(
  tenantId: number,
  person: StoredPerson,
  columns: Partial<NewUser> & Pick<NewUser, 'profile' | 'roles'>,
): NewUser {
  const now = person.createdAt ?? nowIso();
  const identification = person.identification ?? null;
  return {
    tenant_id: tenantId,
    email: person.email,
    password_hash: null,
    name: person.name,
    surname: person.surname,
    identification,
    validated_at: null,
    active: 0,
    ...personSearchColumns({ ...person, identification }),
    created_at: now,
    updated_at: now,
    ...columns,
  };
}

export interface StoredVolunteer extends StoredPerson {
  status?: 'pending' | 'validated' | 'inactive';
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
          const status = person.status ?? 'pending';
          return personRow(tenantId, person, {
            profile: 'volunteer',
            roles: JSON.stringify(['user', 'volunteer']),
            status,
            validated_at: status === 'validated' ? (person.createdAt ?? nowIso()) : null,
          });
        }),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** A person's current session: the bearer headers of an access token. */
export const bearer = (token: string, host = DEMO_HOST) => ({ host, authorization: `Bearer ${token}` });

/** `GET /api/home` with an access token. */
export const homeWith = (app: FastifyInstance, token: string, host = DEMO_HOST) =>
  app.inject({ method: 'GET', url: '/api/home', headers: bearer(token, host) });

/** The code of the activation link in an invitation email. */
export const activationCodeOf = (mail: { text: string }) =>
  /\/activate-account\/([\w-]+)/.exec(mail.text)?.[1];

/** Completes an invitation as the person would: the person fields and a password. */
export const activateWith = (app: FastifyInstance, code: string, payload: object, password: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/users/activate/${code}`,
    headers: { host: DEMO_HOST, 'content-type': 'application/merge-patch+json' },
    payload: JSON.stringify({ ...payload, activationCode: code, password }),
  });

/** Creates a volunteer through the API as the given staff member; answers the created resource. */
export async function createVolunteerWith(
  app: FastifyInstance,
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/volunteers',
    headers: jsonHeaders(headers),
    payload: JSON.stringify(validVolunteer(overrides)),
  });
  if (response.statusCode !== 201) throw new Error(`volunteer not created: ${response.body}`);
  return response.json() as { id: number; '@id': string; email: string };
}

/** The demo accounts of each role (README), for the role matrices. */
export const ROLE_ACCOUNTS = {
  administrator: 'admin@demo.example.org',
  employee: 'tecnica@demo.example.org',
  coordinator: 'coordinacion@demo.example.org',
  volunteer: 'voluntaria@demo.example.org',
  partner: 'entidad@demo.example.org',
} as const;
export type RoleAccount = keyof typeof ROLE_ACCOUNTS;

export const jsonHeaders = (headers: Record<string, string>, type = 'application/ld+json') => ({
  ...headers,
  'content-type': type,
});
