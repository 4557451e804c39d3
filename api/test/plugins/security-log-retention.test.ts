import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-test-app';
import {
  DEMO_HOST,
  insertEvents,
  OTHER_HOST,
  tenantIdOf,
} from '../routes/api/security-events/security-event-fixtures';

const DAY_MS = 24 * 3600 * 1000;

/** The instant `years` years and `days` days before now. */
function before(years: number, days: number): string {
  const instant = new Date(Date.now() - days * DAY_MS);
  instant.setUTCFullYear(instant.getUTCFullYear() - years);
  return instant.toISOString();
}

const typesLeft = async (app: FastifyInstance, tenantId: number) =>
  (
    await app.db
      .selectFrom('security_events')
      .select('details')
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute()
  ).map((row) => JSON.parse(row.details).label);

/** Two expired entries and two kept ones in each tenant, labelled by their age. */
async function insertAges(app: FastifyInstance, tenantIds: number[]) {
  for (const tenantId of tenantIds) {
    await insertEvents(
      app,
      tenantId,
      [
        ['three years', before(3, 0)],
        ['two years and a day', before(2, 1)],
        ['a day short of two years', before(2, -1)],
        ['today', before(0, 0)],
      ].map(([label, occurredAt]) => ({
        type: 'sign-in',
        occurred_at: occurredAt,
        details: JSON.stringify({ label }),
      })),
    );
  }
}

describe('security log retention', () => {
  let app: FastifyInstance;
  let tenants: number[];
  beforeEach(async () => {
    app = await buildTestApp();
    tenants = [await tenantIdOf(app, DEMO_HOST), await tenantIdOf(app, OTHER_HOST)];
  });
  afterEach(() => app.close());

  it('deletes, when the API starts, the entries older than two years in every tenant and keeps the rest', async () => {
    // The app is built but not started: the job has not run yet.
    await insertAges(app, tenants);
    await app.ready();
    for (const tenantId of tenants) {
      expect(await typesLeft(app, tenantId)).toEqual(['a day short of two years', 'today']);
    }
  });

  it('deletes a long backlog batch by batch, to the last one', async () => {
    await app.ready();
    await insertEvents(
      app,
      tenants[0],
      Array.from({ length: 7 }, (_, index) => ({ type: 'export', occurred_at: before(2, 10 + index) })),
    );
    await insertAges(app, [tenants[0]]);
    expect(await app.securityLogRepository.purgeExpired({ batchSize: 2 })).toBe(9);
    expect(await typesLeft(app, tenants[0])).toEqual(['a day short of two years', 'today']);
  });

  it('is harmless to run twice at once, as two API processes may: each entry goes once', async () => {
    await app.ready();
    await insertEvents(
      app,
      tenants[1],
      Array.from({ length: 9 }, (_, index) => ({ type: 'export', occurred_at: before(3, index) })),
    );
    const runs = await Promise.all([
      app.securityLogRepository.purgeExpired({ batchSize: 2 }),
      app.securityLogRepository.purgeExpired({ batchSize: 2 }),
      app.securityLogRetention.run(),
    ]);
    expect(runs[0] + runs[1]).toBeLessThanOrEqual(9);
    expect(await typesLeft(app, tenants[1])).toEqual([]);
    // Nothing is left for the next run.
    expect(await app.securityLogRepository.purgeExpired()).toBe(0);
  });
});
