import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AreaReleasesTable } from '../db/schema';

/** A stored build of an area, as the registry knows it. */
export interface AreaRelease {
  area: string;
  version: string;
  releasedAt: string;
  /** The build's federation contract: what it needs of the shell (deploy/webpack/federation-contract.ts). */
  contract: unknown;
}

/** One change of the registry, oldest first in `history`. */
export interface AreaReleaseEvent {
  area: string;
  action: 'release' | 'promote' | 'rollback' | 'canary' | 'canary-end';
  version: string | null;
  previousVersion: string | null;
  tenantId: number | null;
  at: string;
}

/** A release with where it is served: to everyone (`live`) and to which canary tenants. */
export interface ListedRelease extends AreaRelease {
  live: boolean;
  canaryTenantIds: number[];
}

/** A change the registry refuses (unknown version, nothing to roll back to…), with the reason for the operator. */
export class AreaRegistryError extends Error {}

const now = () => new Date().toISOString();

const releaseOf = (
  row: Pick<AreaReleasesTable, 'area' | 'version' | 'released_at' | 'contract'>,
): AreaRelease => ({
  area: row.area,
  version: row.version,
  releasedAt: row.released_at,
  contract: JSON.parse(row.contract),
});

/**
 * The remotes registry (docs/adr/0024-area-releases.md): which build of each area the shell loads, per tenant. It
 * lives in the database so that every API process reads the same one at every request: a release, a rollback or a
 * canary shows at the next page load, with no restart.
 */
export function areaRegistry(db: Db) {
  const event = (
    executor: Db,
    values: Omit<AreaReleaseEvent, 'at' | 'previousVersion' | 'tenantId'> &
      Partial<Pick<AreaReleaseEvent, 'previousVersion' | 'tenantId'>>,
  ) =>
    executor
      .insertInto('area_release_events')
      .values({
        area: values.area,
        action: values.action,
        version: values.version,
        previous_version: values.previousVersion ?? null,
        tenant_id: values.tenantId ?? null,
        at: now(),
      })
      .execute();

  const liveVersion = async (executor: Db, area: string): Promise<string | undefined> =>
    (
      await executor
        .selectFrom('area_live_versions')
        .select('version')
        .where('area', '=', area)
        .executeTakeFirst()
    )?.version;

  // Every read takes the executor it runs in: inside a transaction, SQLite's one connection is the transaction's.
  const findIn = async (executor: Db, area: string, version: string): Promise<AreaRelease | undefined> => {
    const row = await executor
      .selectFrom('area_releases')
      .selectAll()
      .where('area', '=', area)
      .where('version', '=', version)
      .executeTakeFirst();
    return row ? releaseOf(row) : undefined;
  };

  const find = (area: string, version: string) => findIn(db, area, version);

  const requireRelease = async (executor: Db, area: string, version: string): Promise<AreaRelease> => {
    const release = await findIn(executor, area, version);
    if (!release) throw new AreaRegistryError(`There is no release ${version} of the ${area} area.`);
    return release;
  };

  const setLive = (executor: Db, area: string, version: string) =>
    executor
      .insertInto('area_live_versions')
      .values({ area, version, since: now() })
      .onConflict((conflict) => conflict.column('area').doUpdateSet({ version, since: now() }))
      .execute();

  return {
    find,

    /** The release, or AreaRegistryError when this version of the area was never released. */
    get: (area: string, version: string) => requireRelease(db, area, version),

    /** Records a stored build; false when this version was already recorded (the same build released again). */
    async record(area: string, version: string, contract: unknown): Promise<boolean> {
      if (await find(area, version)) return false;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('area_releases')
          .values({ area, version, released_at: now(), contract: JSON.stringify(contract) })
          .execute();
        await event(trx, { area, action: 'release', version });
      });
      return true;
    },

    /** Serves `version` to every tenant; the canaries of that version end (they get it as everyone does). */
    async promote(area: string, version: string): Promise<{ previous: string | undefined }> {
      await requireRelease(db, area, version);
      return db.transaction().execute(async (trx) => {
        const previous = await liveVersion(trx, area);
        await setLive(trx, area, version);
        await trx
          .deleteFrom('area_canaries')
          .where('area', '=', area)
          .where('version', '=', version)
          .execute();
        await event(trx, { area, action: 'promote', version, previousVersion: previous ?? null });
        return { previous };
      });
    },

    /**
     * Serves again the version that was live before the current one (the one the last promotion of the current
     * version replaced: none, for the first promotion, gives back the built-in build), or `to` when given; each
     * rollback goes one promotion further back.
     */
    async rollback(area: string, to?: string): Promise<{ from: string; to: string | null }> {
      return db.transaction().execute(async (trx) => {
        const current = await liveVersion(trx, area);
        if (!current) throw new AreaRegistryError(`The ${area} area has no live release to roll back.`);
        let target: string | null;
        if (to) {
          if (to === current) throw new AreaRegistryError(`${current} is already the live version.`);
          await requireRelease(trx, area, to);
          target = to;
        } else {
          const promotion = await trx
            .selectFrom('area_release_events')
            .select('previous_version')
            .where('area', '=', area)
            .where('action', '=', 'promote')
            .where('version', '=', current)
            .orderBy('id', 'desc')
            .executeTakeFirst();
          if (!promotion) {
            throw new AreaRegistryError(
              `The ${area} area has no version before ${current}: give one with --to.`,
            );
          }
          target = promotion.previous_version;
        }
        if (target) await setLive(trx, area, target);
        else await trx.deleteFrom('area_live_versions').where('area', '=', area).execute();
        await event(trx, { area, action: 'rollback', version: target, previousVersion: current });
        return { from: current, to: target };
      });
    },

    /** Serves `version` to one tenant before the others. */
    async startCanary(area: string, version: string, tenantId: number): Promise<void> {
      await requireRelease(db, area, version);
      await db.transaction().execute(async (trx) => {
        const previous = await trx
          .selectFrom('area_canaries')
          .select('version')
          .where('area', '=', area)
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst();
        await trx
          .insertInto('area_canaries')
          .values({ area, tenant_id: tenantId, version, since: now() })
          .onConflict((conflict) =>
            conflict.columns(['area', 'tenant_id']).doUpdateSet({ version, since: now() }),
          )
          .execute();
        await event(trx, {
          area,
          action: 'canary',
          version,
          previousVersion: previous?.version ?? (await liveVersion(trx, area)) ?? null,
          tenantId,
        });
      });
    },

    /** Ends the canary of one tenant (or of every tenant): they get the live version again. Returns how many ended. */
    async endCanary(area: string, tenantId?: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('area_canaries').select(['tenant_id', 'version']).where('area', '=', area);
        if (tenantId !== undefined) query = query.where('tenant_id', '=', tenantId);
        const ended = await query.execute();
        for (const canary of ended) {
          await trx
            .deleteFrom('area_canaries')
            .where('area', '=', area)
            .where('tenant_id', '=', canary.tenant_id)
            .execute();
          await event(trx, {
            area,
            action: 'canary-end',
            version: (await liveVersion(trx, area)) ?? null,
            previousVersion: canary.version,
            tenantId: canary.tenant_id,
          });
        }
        return ended.length;
      });
    },

    /** The released version of each area this tenant gets (its canaries first); areas never promoted are absent. */
    // Read at every page load: one query for the live versions and the tenant's canaries.
    async versionsFor(tenantId: number | undefined): Promise<Record<string, string>> {
      const rows = await db
        .selectFrom('area_live_versions')
        .select(['area', 'version', sql.lit(0).as('canary')])
        .$if(tenantId !== undefined, (query) =>
          query.unionAll(
            db
              .selectFrom('area_canaries')
              .select(['area', 'version', sql.lit(1).as('canary')])
              .where('tenant_id', '=', tenantId!),
          ),
        )
        .execute();
      const versions: Record<string, string> = {};
      for (const row of [...rows].sort((a, b) => Number(a.canary) - Number(b.canary))) {
        versions[row.area] = row.version;
      }
      return versions;
    },

    /** The releases, newest first, with where each is served. */
    async list(area?: string): Promise<ListedRelease[]> {
      let query = db.selectFrom('area_releases').selectAll().orderBy('id', 'desc');
      if (area) query = query.where('area', '=', area);
      const [rows, live, canaries] = await Promise.all([
        query.execute(),
        db.selectFrom('area_live_versions').select(['area', 'version']).execute(),
        db.selectFrom('area_canaries').select(['area', 'version', 'tenant_id']).execute(),
      ]);
      return rows.map((row) => ({
        ...releaseOf(row),
        live: live.some((entry) => entry.area === row.area && entry.version === row.version),
        canaryTenantIds: canaries
          .filter((entry) => entry.area === row.area && entry.version === row.version)
          .map((entry) => entry.tenant_id),
      }));
    },

    /** Every change of an area's registry, oldest first. */
    async history(area: string): Promise<AreaReleaseEvent[]> {
      const rows = await db
        .selectFrom('area_release_events')
        .selectAll()
        .where('area', '=', area)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        area: row.area,
        action: row.action as AreaReleaseEvent['action'],
        version: row.version,
        previousVersion: row.previous_version,
        tenantId: row.tenant_id,
        at: row.at,
      }));
    },
  };
}

export type AreaRegistry = ReturnType<typeof areaRegistry>;
