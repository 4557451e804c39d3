import fs from 'node:fs';
import path from 'node:path';
import { calendarDay, checkNif, effectiveAgreementStatus } from '@enlace/shared/domain';
import type { FastifyInstance } from 'fastify';
import { migrateToLatest, seedDemoData } from '../../src/app';
import { apiRoot } from '../../src/options';
import { buildTestApp } from '../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seedDemoActivities: true });
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

  it('serves the demo tenants at the port the demo runs on, and moves them when it runs on another', async () => {
    const origins = async () =>
      (
        await app.db
          .selectFrom('tenant_origins')
          .innerJoin('tenants', 'tenants.id', 'tenant_origins.tenant_id')
          .select(['tenants.asset_folder', 'tenant_origins.origin', 'tenant_origins.authority', 'canonical'])
          .orderBy('tenant_origins.origin')
          .execute()
      ).map(
        (row) => `${row.asset_folder} ${row.origin} ${row.authority}${row.canonical ? ' canonical' : ''}`,
      );
    expect(await origins()).toEqual([
      'demo http://127.0.0.1 127.0.0.1',
      'demo http://localhost localhost canonical',
      'otra http://otra.localhost otra.localhost canonical',
    ]);
    const demo = await app.db.selectFrom('tenants').select('is_demo').execute();
    expect(demo.map((tenant) => tenant.is_demo)).toEqual([1, 1]);
    await seedDemoData(app.db, { port: 8080 });
    expect(await origins()).toEqual([
      'demo http://127.0.0.1:8080 127.0.0.1:8080',
      'demo http://localhost:8080 localhost:8080 canonical',
      'otra http://otra.localhost:8080 otra.localhost:8080 canonical',
    ]);
    await seedDemoData(app.db);
    expect(await origins()).toHaveLength(3);
    expect(await count('tenants')).toBe(2);
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

describe('seed of activities', () => {
  const today = calendarDay();
  const sessionsOf = (status: string) =>
    app.db
      .selectFrom('interventions')
      .innerJoin('activities', 'activities.id', 'interventions.activity_id')
      .select([
        'interventions.id',
        'interventions.date',
        'interventions.schedule_start',
        'interventions.schedule_end',
        'interventions.place_id',
        'interventions.max_volunteers',
        'activities.date_start',
        'activities.date_end',
      ])
      .where('activities.status', '=', status)
      .execute();
  const volunteersIn = async (interventionId: number) =>
    app.db
      .selectFrom('intervention_participants')
      .select(['user_id', 'status'])
      .where('intervention_id', '=', interventionId)
      .where('role', '=', 'volunteer')
      .execute();

  it('gives the first tenant a published, a draft and a finished activity, each with interventions in range', async () => {
    const activities = await app.db.selectFrom('activities').select(['status', 'tenant_id']).execute();
    const statuses = activities.map((activity) => activity.status);
    expect(statuses).toEqual(expect.arrayContaining(['active', 'draft', 'finished']));
    for (const status of ['active', 'draft', 'finished']) {
      const sessions = await sessionsOf(status);
      expect(sessions.length).toBeGreaterThan(0);
      for (const session of sessions) {
        expect(session.date >= session.date_start && session.date <= session.date_end).toBe(true);
        expect(session.schedule_start < session.schedule_end).toBe(true);
      }
    }
    expect((await sessionsOf('active')).every((session) => session.date > today)).toBe(true);
    expect((await sessionsOf('finished')).every((session) => session.date < today)).toBe(true);
  });

  it('leaves one published intervention a single volunteer place from full', async () => {
    const counts = await Promise.all(
      (await sessionsOf('active')).map(
        async (session) => session.max_volunteers - (await volunteersIn(session.id)).length,
      ),
    );
    expect(counts).toContain(1);
  });

  it('subscribes the validated demo volunteer to an upcoming and a past intervention', async () => {
    const { id } = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'voluntaria@demo.example.org')
      .executeTakeFirstOrThrow();
    const days = (
      await app.db
        .selectFrom('intervention_participants')
        .innerJoin('interventions', 'interventions.id', 'intervention_participants.intervention_id')
        .select('interventions.date')
        .where('intervention_participants.user_id', '=', id)
        .execute()
    ).map((row) => row.date);
    expect(days.some((day) => day > today)).toBe(true);
    expect(days.some((day) => day < today)).toBe(true);
  });

  it('leaves a minor beneficiary pending with an open consent emailed to the tutor', async () => {
    const pending = await app.db
      .selectFrom('intervention_participants')
      .innerJoin('beneficiaries', 'beneficiaries.id', 'intervention_participants.beneficiary_id')
      .innerJoin('guardian_consents', 'guardian_consents.participant_id', 'intervention_participants.id')
      .select(['beneficiaries.birthday', 'beneficiaries.tutor_email', 'guardian_consents.consented_at'])
      .where('intervention_participants.status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(1);
    expect(pending[0].birthday! > `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`).toBe(true);
    expect(pending[0].tutor_email).toBe('tutora@demo.example.org');
    expect(pending[0].consented_at).toBeNull();
  });
});
