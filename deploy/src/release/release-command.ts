// `pnpm release …`: build one area and store it under an immutable versioned path, then serve it to every tenant
// (promote), to one tenant first (canary), or go back (rollback), with no restart and nothing else rebuilt
// (README, "Releasing an area"; docs/adr/0024-area-releases.md).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AreaRegistryError, areaRegistry, type AreaRegistry } from '@enlace/api';
import type { FederationContract } from '../../webpack/federation-contract.ts';
import { type Area, areas, repoRoot } from '../profiles.ts';
import { buildArea, packageVersionOf } from './build-area.ts';
import { incompatibilities, readContract } from './compatibility.ts';
import { openRegistryDatabase, type RegistryDatabase, tenantAt } from './registry-database.ts';
import { buildDigest, releaseVersion, storeRelease } from './release-store.ts';
import { releaseSettings, type ReleaseSettings } from './release-settings.ts';

const USAGE = `Usage:
  pnpm release <area> [--from <folder>] [--promote] [--force]
      Build the area (public, intranet, volunteer or partner) and store it under releases/<area>/<version>/;
      --promote also serves it to every organisation. --from builds another copy of the area's folder.
  pnpm release promote <area> <version> [--force]     Serve a release to every organisation.
  pnpm release canary <area> <version> --tenant <origin or host> [--force]
      Serve a release to one organisation before the others.
  pnpm release canary-end <area> [--tenant <origin or host>]
      The organisation (or every canary) gets the live version again.
  pnpm release rollback <area> [--to <version>]
      Serve again the version live before the current one (before the first release: the built-in build).
  pnpm release list [<area>]                          The releases, newest first, and where each is served.
  pnpm release history <area>                         Every change of the area's releases.

A release is refused when it needs shared libraries or an @enlace/shared version the live shell does not
provide (--force serves it anyway: the shell then shows the area's fallback). Environment: DATABASE_URL
(PostgreSQL; the demo's SQLite in ENLACE_DATA_DIR otherwise), ENLACE_RELEASES_DIR, ENLACE_SHELL_DIR.`;

/** Exit codes: a wrong command line (64), a refusal with its reason (1). */
const EXIT_USAGE = 64;

class Refusal extends Error {}

const isArea = (value: string | undefined): value is Area => areas.includes(value as Area);

function areaArgument(value: string | undefined): Area {
  if (!isArea(value)) throw new UsageError(value ? `Unknown area "${value}".` : 'Which area?');
  return value;
}

class UsageError extends Error {}

/** The live shell's contract: every release is measured against it. */
function liveShellContract(settings: ReleaseSettings): FederationContract {
  const contract = readContract(settings.shellDir);
  if (!contract) {
    throw new Refusal(
      `The live shell (${settings.shellDir}) has no federation contract: build and deploy the shell first.`,
    );
  }
  return contract;
}

/** Refuses, with every reason, a release the live shell cannot run; with `force`, warns and goes on. */
function guard(settings: ReleaseSettings, contract: FederationContract, force: boolean): void {
  const reasons = incompatibilities(liveShellContract(settings), contract);
  if (reasons.length === 0) return;
  const list = reasons.map((reason) => `  - ${reason}`).join('\n');
  if (!force) throw new Refusal(`The live shell cannot run this release:\n${list}`);
  console.warn(`Warning: served although the live shell cannot run it (--force):\n${list}`);
}

async function release(
  settings: ReleaseSettings,
  registry: AreaRegistry,
  area: Area,
  options: { from?: string; promote: boolean; force: boolean },
): Promise<void> {
  const sourceDir = options.from
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), options.from)
    : path.join(repoRoot, `remote-${area}`);
  const packageVersion = packageVersionOf(sourceDir);
  const stagingDir = path.join(settings.releasesDir, '.staging', `${area}-${randomBytes(6).toString('hex')}`);
  fs.mkdirSync(path.dirname(stagingDir), { recursive: true });
  try {
    await buildArea(sourceDir, stagingDir);
    const contract = readContract(stagingDir);
    if (!contract) throw new Refusal(`The build of ${sourceDir} has no federation contract.`);
    if (contract.name !== `remote_${area}`) {
      throw new Refusal(`${sourceDir} builds ${contract.name}, not the ${area} area.`);
    }
    guard(settings, contract, options.force);
    const version = releaseVersion(packageVersion, buildDigest(stagingDir));
    const { stored } = storeRelease(stagingDir, settings.releasesDir, area, version);
    const recorded = await registry.record(area, version, contract);
    console.log(
      stored || recorded
        ? `Released ${area} ${version} (/releases/${area}/${version}/).`
        : `${area} ${version} was released already: the same build.`,
    );
    if (options.promote) await promote(settings, registry, area, version, options.force);
    else
      console.log(`Serve it with: pnpm release promote ${area} ${version}  (or canary … --tenant <origin>)`);
  } finally {
    fs.rmSync(stagingDir, { recursive: true, force: true });
  }
}

async function releaseContract(
  registry: AreaRegistry,
  area: Area,
  version: string,
): Promise<FederationContract> {
  return (await registry.get(area, version)).contract as FederationContract;
}

async function promote(
  settings: ReleaseSettings,
  registry: AreaRegistry,
  area: Area,
  version: string,
  force: boolean,
): Promise<void> {
  guard(settings, await releaseContract(registry, area, version), force);
  const { previous } = await registry.promote(area, version);
  console.log(
    `Every organisation now gets ${area} ${version}${previous ? ` (was ${previous})` : ''}: at their next page load.`,
  );
}

async function list(db: RegistryDatabase, registry: AreaRegistry, area: Area | undefined): Promise<void> {
  const releases = await registry.list(area);
  if (releases.length === 0) {
    console.log(
      `No release${area ? ` of the ${area} area` : ''} yet: every organisation gets the built-in build.`,
    );
    return;
  }
  const tenants = new Map(
    (await db.selectFrom('tenants').select(['id', 'name']).execute()).map((tenant) => [
      tenant.id,
      tenant.name,
    ]),
  );
  for (const entry of releases) {
    const where = [
      entry.live ? 'live' : '',
      ...entry.canaryTenantIds.map((id) => `canary: ${tenants.get(id) ?? id}`),
    ].filter(Boolean);
    const releasedAt = entry.releasedAt.slice(0, 16).replace('T', ' ');
    console.log(
      `${entry.area.padEnd(10)} ${entry.version.padEnd(24)} ${releasedAt}  ${where.join(', ')}`.trimEnd(),
    );
  }
}

async function history(registry: AreaRegistry, area: Area): Promise<void> {
  for (const entry of await registry.history(area)) {
    const tenant = entry.tenantId === null ? '' : ` (organisation ${entry.tenantId})`;
    const from = entry.previousVersion ? ` from ${entry.previousVersion}` : '';
    console.log(
      `${entry.at.slice(0, 19).replace('T', ' ')}  ${entry.action.padEnd(10)} ${entry.version ?? 'built-in build'}${from}${tenant}`,
    );
  }
}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      promote: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      tenant: { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, first, second] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }
  const settings = releaseSettings();
  const db = await openRegistryDatabase(settings);
  const registry = areaRegistry(db);
  try {
    if (isArea(command)) {
      await release(settings, registry, command, values);
    } else if (command === 'promote') {
      if (!second) throw new UsageError('Which version?');
      await promote(settings, registry, areaArgument(first), second, values.force);
    } else if (command === 'canary') {
      const area = areaArgument(first);
      if (!second || !values.tenant) throw new UsageError('canary needs a version and --tenant.');
      const tenant = await tenantAt(db, values.tenant);
      guard(settings, await releaseContract(registry, area, second), values.force);
      await registry.startCanary(area, second, tenant.id);
      console.log(`${tenant.name} now gets ${area} ${second}; the other organisations keep theirs.`);
    } else if (command === 'canary-end') {
      const area = areaArgument(first);
      const tenant = values.tenant ? await tenantAt(db, values.tenant) : undefined;
      const ended = await registry.endCanary(area, tenant?.id);
      console.log(
        ended > 0 ? `Ended ${ended} canary(ies) of ${area}.` : `The ${area} area has no such canary.`,
      );
    } else if (command === 'rollback') {
      const area = areaArgument(first);
      if (values.to) guard(settings, await releaseContract(registry, area, values.to), values.force);
      const { from, to } = await registry.rollback(area, values.to);
      console.log(
        `Every organisation now gets ${to ? `${area} ${to}` : `the built-in ${area} build`} again (was ${from}).`,
      );
    } else if (command === 'list') {
      await list(db, registry, first === undefined ? undefined : areaArgument(first));
    } else if (command === 'history') {
      await history(registry, areaArgument(first));
    } else {
      throw new UsageError(`Unknown command "${command}".`);
    }
  } finally {
    await db.destroy();
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(EXIT_USAGE);
  }
  const known = error instanceof Refusal || error instanceof AreaRegistryError;
  console.error(known || error instanceof Error ? (error as Error).message : String(error));
  process.exit(1);
}
