import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { migrateToLatest, seedDemoData } from '../../src/app';
import { apiRoot } from '../../src/options';
import { buildTestApp } from '../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const count = async (table: 'tenants' | 'users' | 'locations') =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seed', () => {
  it('seeds the two tenants and every account of the demo table once', async () => {
    expect(await count('tenants')).toBe(2);
    const emails = (await app.db.selectFrom('users').select('email').execute()).map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'admin@demo.example.org',
        'tecnica@demo.example.org',
        'coordinacion@demo.example.org',
        'voluntaria@demo.example.org',
        'pendiente@demo.example.org',
        'entidad@demo.example.org',
        'admin@otra.example.org',
      ]),
    );
    const before = { users: await count('users'), locations: await count('locations') };
    await migrateToLatest(app.db);
    await seedDemoData(app.db);
    expect(await count('tenants')).toBe(2);
    expect({ users: await count('users'), locations: await count('locations') }).toEqual(before);
  });

  it('ships every image the tenants refer to, each under 60 KB', async () => {
    const tenants = await app.db.selectFrom('tenants').selectAll().execute();
    for (const folder of [...tenants.map((t) => t.asset_folder), 'common']) {
      for (const file of [
        'logo_dark.webp',
        'logo_light.webp',
        'hero_img.webp',
        'volunteer_form_img.webp',
        'favicon.ico',
      ]) {
        const stat = fs.statSync(path.join(apiRoot, 'assets', 'cdn', folder, file));
        expect(stat.size).toBeGreaterThan(500);
        expect(stat.size).toBeLessThan(60 * 1024);
      }
    }
  });
});
