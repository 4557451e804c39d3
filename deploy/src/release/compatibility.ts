import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { FEDERATION_CONTRACT_FILE, type FederationContract } from '../../webpack/federation-contract.ts';

const SHARED_PACKAGE = '@enlace/shared';

/** Reads a build's federation contract; null when the build has none (built before contracts existed). */
export function readContract(buildDir: string): FederationContract | null {
  const file = path.join(buildDir, FEDERATION_CONTRACT_FILE);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as FederationContract;
}

/**
 * Why an area's build cannot run in the live shell; empty when it can. The shell loads first and provides every
 * singleton (`loaded-first`): each singleton the area shares must be provided by the shell in a version the area
 * accepts, or the area would fail to load (strictVersion) or run against a copy it was not built for. A package
 * the area does not share as a singleton is its own business: it brings its own copy when the shell has none.
 */
export function incompatibilities(shell: FederationContract, area: FederationContract): string[] {
  const reasons: string[] = [];
  if (!semver.satisfies(shell.sharedPackage, `^${area.sharedPackage}`)) {
    reasons.push(
      `${area.name} was built with ${SHARED_PACKAGE} ${area.sharedPackage}; the live shell provides ` +
        `${shell.sharedPackage}. Release a shell built with ${SHARED_PACKAGE} ${area.sharedPackage} or newer first.`,
    );
  }
  for (const [name, need] of Object.entries(area.shared)) {
    if (!need.singleton || name === SHARED_PACKAGE || name.startsWith(`${SHARED_PACKAGE}/`)) continue;
    const offer = shell.shared[name];
    if (!offer) {
      reasons.push(
        `${area.name} needs ${name} as one instance for the whole page; the live shell does not share it.`,
      );
    } else if (!semver.satisfies(offer.version, need.requiredVersion)) {
      reasons.push(
        `${area.name} needs ${name} ${need.requiredVersion}; the live shell provides ${offer.version}.`,
      );
    }
  }
  return reasons;
}
