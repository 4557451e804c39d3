import {
  CLOSED_ACTIVITY_STATUSES,
  type ResourceUsage,
  type TierUsageResource,
  tierLimit,
} from '@enlace/shared/domain';
import type { Kysely } from 'kysely';
import { isPostgres } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from './http-error';
import { activePeople } from './person-list';

/** The tier's caps counted over the whole tenant (the interventions' cap is per activity). */
export type TenantCappedResource = TierUsageResource;

// The refusals of spec §8: a business refusal (409), not a role refusal (403).
export const volunteerExceedsLimit = () =>
  new HttpError(
    409,
    'volunteer-exceeds-limit',
    'Se ha alcanzado el número máximo de voluntarios del plan de la organización.',
  );

export const projectExceedsLimit = () =>
  new HttpError(
    409,
    'project-exceeds-limit',
    'Se ha alcanzado el número máximo de proyectos activos del plan de la organización.',
  );

export const activityExceedsLimit = () =>
  new HttpError(
    409,
    'activity-exceeds-limit',
    'Se ha alcanzado el número máximo de actividades abiertas del plan de la organización.',
  );

export const interventionExceedsLimit = () =>
  new HttpError(
    409,
    'intervention-exceeds-limit',
    'La actividad ha alcanzado el número máximo de intervenciones del plan de la organización.',
  );

const REFUSALS = {
  volunteers: volunteerExceedsLimit,
  projects: projectExceedsLimit,
  activities: activityExceedsLimit,
} as const;

const countOf = async (query: {
  executeTakeFirstOrThrow(): Promise<{ count: number | string }>;
}): Promise<number> => Number((await query.executeTakeFirstOrThrow()).count);

/**
 * What each cap counts, written once for the refusals and for the usage figures (docs/adr/0042-tier-caps.md):
 * every volunteer still in the register (inactive ones too, deleted ones not), the active projects, and the open
 * activities (any status but finished and cancelled).
 */
export const TIER_COUNTS: Record<
  TenantCappedResource,
  (db: Kysely<Database>, tenantId: number) => Promise<number>
> = {
  volunteers: (db, tenantId) =>
    countOf(
      activePeople(db, tenantId, 'volunteer').select((eb) => eb.fn.countAll<number | string>().as('count')),
    ),
  projects: (db, tenantId) =>
    countOf(
      db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 'active'),
    ),
  activities: (db, tenantId) =>
    countOf(
      db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('tenant_id', '=', tenantId)
        .where('status', 'not in', CLOSED_ACTIVITY_STATUSES),
    ),
};

/** How many interventions one activity has (the per-activity cap). */
export const interventionsOfActivity = (db: Kysely<Database>, tenantId: number, activityId: number) =>
  countOf(
    db
      .selectFrom('interventions')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('tenant_id', '=', tenantId)
      .where('activity_id', '=', activityId),
  );

/**
 * The tenant's tier read inside a write's transaction. With `lock` the tenant's row is locked on PostgreSQL, so
 * concurrent writes of one tenant that count against a cap queue here and each counts what the one before it
 * committed (on SQLite the one connection runs one transaction at a time). It is read from the row, not from the
 * cached tenant, so a tier changed a moment ago applies at once.
 */
export async function tierOf(db: Kysely<Database>, tenantId: number, lock = false): Promise<number> {
  let tenant = db.selectFrom('tenants').select('tier').where('id', '=', tenantId);
  if (lock && isPostgres(db)) tenant = tenant.forUpdate();
  return (await tenant.executeTakeFirstOrThrow()).tier;
}

/**
 * Refuses one more counted thing past the tier's cap (409 with the resource's `*-exceeds-limit`), with the
 * tenant's row locked. A tier outside the table has no cap.
 */
export async function checkTierCap(
  db: Kysely<Database>,
  tenantId: number,
  resource: TenantCappedResource,
): Promise<void> {
  const limit = tierLimit(await tierOf(db, tenantId, true), resource);
  if (limit === undefined) return;
  if ((await TIER_COUNTS[resource](db, tenantId)) >= limit) throw REFUSALS[resource]();
}

/**
 * Refuses an activity more interventions than the tier's cap per activity (409 `intervention-exceeds-limit`):
 * `adding` to what it has. The caller holds the activity's row, so writes to one activity queue.
 */
export async function checkInterventionsCap(
  db: Kysely<Database>,
  tenantId: number,
  activityId: number,
  adding = 1,
): Promise<void> {
  const limit = tierLimit(await tierOf(db, tenantId), 'interventionsPerActivity');
  if (limit === undefined) return;
  if ((await interventionsOfActivity(db, tenantId, activityId)) + adding > limit) {
    throw interventionExceedsLimit();
  }
}

/** The stored tier and its figures per resource. */
export type TierUsage = { tier: number } & Record<TenantCappedResource, ResourceUsage>;

/** The tenant's tier and what it uses of each cap, counted as the refusals count. */
export async function tierUsageOf(db: Kysely<Database>, tenantId: number): Promise<TierUsage> {
  const tier = await tierOf(db, tenantId);
  const usage = async (resource: TenantCappedResource): Promise<ResourceUsage> => ({
    used: await TIER_COUNTS[resource](db, tenantId),
    limit: tierLimit(tier, resource) ?? null,
  });
  return {
    tier,
    volunteers: await usage('volunteers'),
    projects: await usage('projects'),
    activities: await usage('activities'),
  };
}
