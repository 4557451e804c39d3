import type { FastifyInstance } from 'fastify';
import { AreaRegistryError } from '../../src/releases/area-registry';
import { buildTestApp } from '../helpers/build-test-app';

let app: FastifyInstance;
let firstTenant: number;
let secondTenant: number;
beforeAll(async () => {
  app = await buildTestApp();
  const tenants = await app.db.selectFrom('tenants').select('id').orderBy('id').execute();
  firstTenant = tenants[0]!.id;
  secondTenant = tenants[1]!.id;
});
afterAll(() => app.close());

const contract = (sharedPackage: string) => ({ name: 'remote_volunteer', sharedPackage, shared: {} });

describe('the remotes registry', () => {
  it('serves nothing of an area until a release of it is promoted', async () => {
    expect(await app.areaRegistry.record('volunteer', '1.0.0-aaaa', contract('1.0.0'))).toBe(true);
    expect(await app.areaRegistry.versionsFor(firstTenant)).toEqual({});
    // The same build released again is recorded once.
    expect(await app.areaRegistry.record('volunteer', '1.0.0-aaaa', contract('1.0.0'))).toBe(false);
    expect((await app.areaRegistry.find('volunteer', '1.0.0-aaaa'))?.contract).toEqual(contract('1.0.0'));
  });

  it('promotes a release to every tenant, gives one tenant a canary, and rolls back one promotion at a time', async () => {
    await app.areaRegistry.promote('volunteer', '1.0.0-aaaa');
    expect(await app.areaRegistry.versionsFor(firstTenant)).toEqual({ volunteer: '1.0.0-aaaa' });

    await app.areaRegistry.record('volunteer', '1.1.0-bbbb', contract('1.0.0'));
    await app.areaRegistry.startCanary('volunteer', '1.1.0-bbbb', secondTenant);
    expect(await app.areaRegistry.versionsFor(firstTenant)).toEqual({ volunteer: '1.0.0-aaaa' });
    expect(await app.areaRegistry.versionsFor(secondTenant)).toEqual({ volunteer: '1.1.0-bbbb' });
    const listed = await app.areaRegistry.list('volunteer');
    expect(listed.map(({ version, live, canaryTenantIds }) => ({ version, live, canaryTenantIds }))).toEqual([
      { version: '1.1.0-bbbb', live: false, canaryTenantIds: [secondTenant] },
      { version: '1.0.0-aaaa', live: true, canaryTenantIds: [] },
    ]);

    // Promoting the canary's version serves it to everyone and ends the canary.
    expect(await app.areaRegistry.promote('volunteer', '1.1.0-bbbb')).toEqual({ previous: '1.0.0-aaaa' });
    expect(await app.areaRegistry.versionsFor(firstTenant)).toEqual({ volunteer: '1.1.0-bbbb' });
    expect((await app.areaRegistry.list('volunteer'))[0]?.canaryTenantIds).toEqual([]);

    await app.areaRegistry.record('volunteer', '1.2.0-cccc', contract('1.0.0'));
    await app.areaRegistry.promote('volunteer', '1.2.0-cccc');
    expect(await app.areaRegistry.rollback('volunteer')).toEqual({ from: '1.2.0-cccc', to: '1.1.0-bbbb' });
    expect(await app.areaRegistry.rollback('volunteer')).toEqual({ from: '1.1.0-bbbb', to: '1.0.0-aaaa' });
    expect(await app.areaRegistry.versionsFor(secondTenant)).toEqual({ volunteer: '1.0.0-aaaa' });
    // Before the first promotion, every tenant had the built-in build.
    expect(await app.areaRegistry.rollback('volunteer')).toEqual({ from: '1.0.0-aaaa', to: null });
    expect(await app.areaRegistry.versionsFor(secondTenant)).toEqual({});
    await expect(app.areaRegistry.rollback('volunteer')).rejects.toThrow('has no live release to roll back');
    await app.areaRegistry.promote('volunteer', '1.0.0-aaaa');
    // An explicit target is allowed, forward as well.
    expect(await app.areaRegistry.rollback('volunteer', '1.2.0-cccc')).toEqual({
      from: '1.0.0-aaaa',
      to: '1.2.0-cccc',
    });
  });

  it('ends a canary, and refuses versions it does not know without changing anything', async () => {
    await app.areaRegistry.startCanary('volunteer', '1.0.0-aaaa', firstTenant);
    expect(await app.areaRegistry.versionsFor(firstTenant)).toEqual({ volunteer: '1.0.0-aaaa' });
    expect(await app.areaRegistry.endCanary('volunteer', firstTenant)).toBe(1);
    expect(await app.areaRegistry.versionsFor(firstTenant)).toEqual({ volunteer: '1.2.0-cccc' });

    await expect(app.areaRegistry.promote('volunteer', '9.9.9-none')).rejects.toBeInstanceOf(
      AreaRegistryError,
    );
    await expect(app.areaRegistry.startCanary('volunteer', '9.9.9-none', firstTenant)).rejects.toThrow(
      'There is no release 9.9.9-none of the volunteer area.',
    );
    await expect(app.areaRegistry.rollback('intranet')).rejects.toThrow('has no live release');
    expect(await app.areaRegistry.versionsFor(firstTenant)).toEqual({ volunteer: '1.2.0-cccc' });
  });

  it('keeps the history of every change', async () => {
    const history = await app.areaRegistry.history('volunteer');
    expect(history.map(({ action, version, previousVersion }) => [action, version, previousVersion])).toEqual(
      [
        ['release', '1.0.0-aaaa', null],
        ['promote', '1.0.0-aaaa', null],
        ['release', '1.1.0-bbbb', null],
        ['canary', '1.1.0-bbbb', '1.0.0-aaaa'],
        ['promote', '1.1.0-bbbb', '1.0.0-aaaa'],
        ['release', '1.2.0-cccc', null],
        ['promote', '1.2.0-cccc', '1.1.0-bbbb'],
        ['rollback', '1.1.0-bbbb', '1.2.0-cccc'],
        ['rollback', '1.0.0-aaaa', '1.1.0-bbbb'],
        ['rollback', null, '1.0.0-aaaa'],
        ['promote', '1.0.0-aaaa', null],
        ['rollback', '1.2.0-cccc', '1.0.0-aaaa'],
        ['canary', '1.0.0-aaaa', '1.2.0-cccc'],
        ['canary-end', '1.2.0-cccc', '1.0.0-aaaa'],
      ],
    );
    expect(history.find((entry) => entry.action === 'canary')?.tenantId).toBe(secondTenant);
  });
});
