import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-test-app';

// Certificates of volunteering are kept ten years (spec §9, docs/adr/0073-certificates-of-volunteering.md): the
// security log's retention job deletes the older ones in every tenant too.
const DAY_MS = 24 * 3600 * 1000;

function before(years: number, days: number): string {
  const instant = new Date(Date.now() - days * DAY_MS);
  instant.setUTCFullYear(instant.getUTCFullYear() - years);
  return instant.toISOString();
}

describe('certificate retention', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('deletes, when the API starts, the certificates older than ten years in every tenant and keeps the rest', async () => {
    // The app is built but not started: the job has not run yet.
    const tenants = await app.db.selectFrom('tenants').select('id').orderBy('id').execute();
    for (const { id: tenantId } of tenants) {
      const volunteer = await app.db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      for (const [reference, issuedAt] of [
        ['ENL-2015-OLD0-0001', before(10, 1)],
        ['ENL-2016-KEEP-0001', before(10, -1)],
        ['ENL-2026-KEEP-0002', before(0, 0)],
      ] as const) {
        await app.db
          .insertInto('certificates')
          .values({
            tenant_id: tenantId,
            reference,
            user_id: volunteer.id,
            issued_by_id: null,
            issued_at: issuedAt,
            period_from: null,
            period_to: null,
            sessions: 1,
            total_minutes: 60,
            language: 'es',
            sha256: '0'.repeat(64),
            pdf: Buffer.from('%PDF-1.3'),
          })
          .execute();
      }
    }
    await app.ready();
    for (const { id: tenantId } of tenants) {
      const left = await app.db
        .selectFrom('certificates')
        .select('reference')
        .where('tenant_id', '=', tenantId)
        .orderBy('reference')
        .execute();
      expect(left.map((row) => row.reference)).toEqual(['ENL-2016-KEEP-0001', 'ENL-2026-KEEP-0002']);
    }
    expect(await app.certificatesRepository.purgeExpired()).toBe(0);
  });
});
