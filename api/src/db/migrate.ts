import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { type Db, isPostgres } from './database';
import * as initial from './migrations/0001-initial';
import * as rowLevelSecurity from './migrations/0002-row-level-security';
import * as volunteers from './migrations/0003-volunteers';
import * as staff from './migrations/0004-staff';
import * as beneficiaries from './migrations/0005-beneficiaries';
import * as partners from './migrations/0006-partners';
import * as searchPerformance from './migrations/0007-search-performance';
import * as searchSortKeys from './migrations/0008-search-sort-keys';
import * as places from './migrations/0009-places';
import * as projects from './migrations/0010-projects';
import * as activities from './migrations/0011-activities';
import * as participants from './migrations/0012-participants';
import * as personListVersions from './migrations/0013-person-list-versions';
import * as searchIndexTerms from './migrations/0014-search-index-terms';
import * as tenantOrigins from './migrations/0015-tenant-origins';
import * as securityLog from './migrations/0016-security-log';
import * as rowVersions from './migrations/0017-row-versions';
import * as authSessions from './migrations/0018-auth-sessions';
import * as twoStepVerification from './migrations/0019-two-step-verification';
import * as capacityPolicyAndDeclinedConsents from './migrations/0021-capacity-policy-and-declined-consents';
import * as userSettings from './migrations/0022-user-settings';
import * as volunteerStatusChanges from './migrations/0023-volunteer-status-changes';
import * as tenantAssets from './migrations/0024-tenant-assets';
import * as areaReleases from './migrations/0025-area-releases';
import * as imports from './migrations/0026-imports';
import * as importProgress from './migrations/0027-import-progress';
import * as canonicalIdentification from './migrations/0028-canonical-identification';
import * as searchIndexPendingList from './migrations/0029-search-index-pending-list';
import * as calendarFeeds from './migrations/0030-calendar-feeds';
import * as attendance from './migrations/0031-attendance';
import * as certificates from './migrations/0032-certificates';
import * as sessionReminders from './migrations/0033-session-reminders';
import * as sessionSeries from './migrations/0034-session-series';
import * as waitingLists from './migrations/0035-waiting-lists';
import * as sessionCalendar from './migrations/0036-session-calendar';

// Migrations are listed in code (not read from a folder) so that they run the same from tsx, jest and a bundle.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-row-level-security': rowLevelSecurity,
  '0003-volunteers': volunteers,
  '0004-staff': staff,
  '0005-beneficiaries': beneficiaries,
  '0006-partners': partners,
  '0007-search-performance': searchPerformance,
  '0008-search-sort-keys': searchSortKeys,
  '0009-places': places,
  '0010-projects': projects,
  '0011-activities': activities,
  '0012-participants': participants,
  '0013-person-list-versions': personListVersions,
  '0014-search-index-terms': searchIndexTerms,
  '0015-tenant-origins': tenantOrigins,
  '0016-security-log': securityLog,
  '0017-row-versions': rowVersions,
  '0018-auth-sessions': authSessions,
  '0019-two-step-verification': twoStepVerification,
  '0021-capacity-policy-and-declined-consents': capacityPolicyAndDeclinedConsents,
  '0022-user-settings': userSettings,
  '0023-volunteer-status-changes': volunteerStatusChanges,
  '0024-tenant-assets': tenantAssets,
  '0025-area-releases': areaReleases,
  '0026-imports': imports,
  '0027-import-progress': importProgress,
  '0028-canonical-identification': canonicalIdentification,
  '0029-search-index-pending-list': searchIndexPendingList,
  '0030-calendar-feeds': calendarFeeds,
  '0031-attendance': attendance,
  '0032-certificates': certificates,
  '0033-session-reminders': sessionReminders,
  '0034-session-series': sessionSeries,
  '0035-waiting-lists': waitingLists,
  '0036-session-calendar': sessionCalendar,
};

/** The migrations this code knows that the database has not run yet (none: the schema is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrator = await migratorFor(db);
  const known = await migrator.getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/**
 * Runs every pending migration. Kysely takes a lock for the run (an advisory lock on PostgreSQL), so that two
 * runs started together (two deployments, two replicas' jobs) apply each migration once.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = await migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

async function migratorFor(db: Db): Promise<Migrator> {
  // On PostgreSQL the migration tables are looked up in the current schema explicitly: otherwise Kysely finds
  // them in any schema of the database (e.g. another test file's) and skips creating its own.
  const schema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
    // Numbers are reserved per feature and features merge in any order: a database already at 0006 must still
    // run a 0004 merged later (each migration only adds what is its own).
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  return migrator;
}
