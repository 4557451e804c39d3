import fs from 'node:fs';
import path from 'node:path';
import { calendarDay, checkNif, effectiveAgreementStatus } from '@enlace/shared/domain';
import type { FastifyInstance } from 'fastify';
import { migrateToLatest, seedDemoData } from '../../src/app';
import { apiRoot } from '../../src/options';
import { buildTestApp } from '../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const count = async (table: 'tenants' | 'users' | 'locations' | 'partners') =>
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
    const before = {
      users: await count('users'),
      locations: await count('locations'),
      partners: await count('partners'),
    };
    await migrateToLatest(app.db);
    await seedDemoData(app.db);
    expect(await count('tenants')).toBe(2);
    expect({
      users: await count('users'),
      locations: await count('locations'),
      partners: await count('partners'),
    }).toEqual(before);
  });

  it('seeds partners in each tenant with valid NIFs, one agreement expired by date, entidad@demo linked', async () => {
    const partners = await app.db.selectFrom('partners').selectAll().orderBy('id').execute();
    const tenants = await app.db.selectFrom('tenants').select('id').orderBy('id').execute();
    for (const tenant of tenants) {
      expect(partners.filter((partner) => partner.tenant_id === tenant.id).length).toBeGreaterThanOrEqual(1);
    }
    for (const partner of partners) {
      const holder = partner.legal_type === 'individual' ? 'individual' : 'organisation';
      expect({ nif: partner.nif, check: checkNif(partner.nif, holder) }).toEqual({
        nif: partner.nif,
        check: { valid: true },
      });
      // Every column the API shows is filled in as a form would.
      expect(partner.search_text).toContain(partner.nif.toLowerCase());
      expect(partner.address_location_id).not.toBeNull();
    }
    const today = calendarDay();
    const statuses = partners
      .filter((partner) => partner.tenant_id === tenants[0].id)
      .map((partner) => effectiveAgreementStatus(partner.agreement_status, partner.expiration_date, today));
    expect(statuses).toEqual(expect.arrayContaining(['agreement_active', 'agreement_expired']));

    const contact = await app.db
      .selectFrom('users')
      .innerJoin('partners', 'partners.id', 'users.partner_id')
      .select(['users.profile', 'users.tenant_id as userTenant', 'partners.tenant_id as partnerTenant'])
      .where('users.email', '=', 'entidad@demo.example.org')
      .executeTakeFirstOrThrow();
    expect(contact).toEqual({ profile: 'partner', userTenant: tenants[0].id, partnerTenant: tenants[0].id });
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

describe('seed of places', () => {
  it('gives the first tenant three places with weekly schedules, and the second none', async () => {
    const tenants = await app.db.selectFrom('tenants').select('id').orderBy('id').execute();
    const places = await app.db.selectFrom('places').select(['id', 'tenant_id', 'name']).execute();
    expect(places.filter((place) => place.tenant_id === tenants[0].id)).toHaveLength(3);
    expect(places.filter((place) => place.tenant_id === tenants[1].id)).toHaveLength(0);
    for (const place of places) {
      const ranges = await app.db
        .selectFrom('place_schedules')
        .select(['tenant_id', 'start_time', 'end_time'])
        .where('place_id', '=', place.id)
        .execute();
      expect(ranges.length).toBeGreaterThan(0);
      expect(
        ranges.every((range) => range.tenant_id === place.tenant_id && range.start_time < range.end_time),
      ).toBe(true);
    }
  });
});
