import type { FastifyInstance } from 'fastify';
import { up as canonicalIdentification } from '../../../../src/db/migrations/0028-canonical-identification';
import { personSearchColumns } from '../../../../src/lib/person-search';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  createVolunteerWith,
  DEMO_HOST,
  insertVolunteers,
  tenantIdOf,
  validVolunteer,
} from './volunteer-fixtures';

// DNIs and NIEs are stored as the canonical number whatever the typing habits ("87654321-x", "12.345.678-Z"),
// found by either form, and exported as one; passports stay as typed.
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

const stored = async (id: number) =>
  (await app.db.selectFrom('users').select('identification').where('id', '=', id).executeTakeFirstOrThrow())
    .identification;

const search = async (q: string) =>
  (
    (
      await app.inject({ method: 'GET', url: `/api/volunteers?q=${encodeURIComponent(q)}`, headers: admin })
    ).json() as { member: { email: string }[] }
  ).member.map(({ email }) => email);

describe('identity numbers', () => {
  it('stores a DNI or NIE in its canonical form, however it was typed, and a passport as typed', async () => {
    const cases = [
      ['national', '87654321-x', '87654321X', 'dni-guion@example.org'],
      ['national', '12.345.678-Z', '12345678Z', 'dni-puntos@example.org'],
      ['national', '11111111 h', '11111111H', 'dni-espacio@example.org'],
      ['resident', 'x1234567l', 'X1234567L', 'nie-minusculas@example.org'],
      ['passport', 'AB-12 3456', 'AB-12 3456', 'pasaporte@example.org'],
    ] as const;
    for (const [identificationType, identification, canonical, email] of cases) {
      const created = await createVolunteerWith(app, admin, { identificationType, identification, email });
      expect(await stored(created.id)).toBe(canonical);
    }
  });

  it('still names the control letter a DNI needs, dots or not', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/volunteers',
      headers: { ...admin, 'content-type': 'application/ld+json' },
      payload: JSON.stringify(validVolunteer({ identification: '12.345.678-A', email: 'letra@example.org' })),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().violations).toContainEqual({
      propertyPath: 'identification',
      message: 'identification-control-letter',
      params: { letter: 'Z' },
    });
  });

  it('finds a person by the number with or without separators', async () => {
    await createVolunteerWith(app, admin, { identification: '23456789-d', email: 'buscada@example.org' });
    expect(await search('23456789D')).toEqual(['buscada@example.org']);
    expect(await search('23.456.789-d')).toEqual(['buscada@example.org']);
  });

  it('brings the numbers stored before to their canonical form, the search text with them', async () => {
    const demo = await tenantIdOf(app, DEMO_HOST);
    const [id] = await insertVolunteers(app, demo, [
      { name: 'Antigua', surname: 'Forma', email: 'antigua@example.org', identification: '34567890-v' },
    ]);
    const typed = personSearchColumns({
      name: 'Antigua',
      surname: 'Forma',
      email: 'antigua@example.org',
      identification: '34567890-v',
    });
    await app.db
      .updateTable('users')
      .set({ ...typed, identification_type: 'national' })
      .where('id', '=', id!)
      .execute();
    await canonicalIdentification(app.db as never);
    expect(await stored(id!)).toBe('34567890V');
    expect(await search('34567890V')).toEqual(['antigua@example.org']);
  });
});
