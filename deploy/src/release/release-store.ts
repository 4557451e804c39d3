import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file of a folder, as paths relative to it with `/`, sorted. */
function filesOf(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesOf(dir, relative) : [relative];
    })
    .sort();
}

/** A digest of a build: its file names and contents. The same build gives the same digest. */
export function buildDigest(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** A release's version: the area's package version and the first 10 characters of its build's digest. */
export const releaseVersion = (packageVersion: string, digest: string): string =>
  `${packageVersion}-${digest.slice(0, 10)}`;

/** Where a release's files live: `<releases>/<area>/<version>/`, served at `/releases/<area>/<version>/`. */
export const releaseDir = (releasesDir: string, area: string, version: string): string =>
  path.join(releasesDir, area, version);

/**
 * Moves a build from its staging folder to its immutable place. A version stored already is never written again:
 * the same build finds it there (`stored: false`); a different build under the same version is refused.
 */
export function storeRelease(
  stagingDir: string,
  releasesDir: string,
  area: string,
  version: string,
): { dir: string; stored: boolean } {
  const dir = releaseDir(releasesDir, area, version);
  if (fs.existsSync(dir)) {
    if (buildDigest(dir) !== buildDigest(stagingDir)) {
      throw new Error(`${dir} holds another build of version ${version}; a stored release is never changed.`);
    }
    fs.rmSync(stagingDir, { recursive: true, force: true });
    return { dir, stored: false };
  }
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // The staging folder is inside the releases folder: one rename, so the version appears whole or not at all.
  fs.renameSync(stagingDir, dir);
  return { dir, stored: true };
}
