import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eDataDir } from './environment.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Equal digests, byte-for-byte equal folders: the release tool's own digest of a build.
export { buildDigest } from '../../deploy/src/release/release-store.ts';

export interface AreaCopyChanges {
  /** Texts replaced, by file of the area's folder (`src/i18n/translations.ts`: its Spanish texts). */
  edits?: Record<string, [from: string, to: string][]>;
  /** Builds against a copy of @enlace/shared with this version (a newer shared package than the shell's). */
  sharedVersion?: string;
}

/**
 * Another version of an area, as a team would have it in its own checkout: a copy of the area's folder (with the
 * changes) beside a link to deploy/, using the installed packages. Returns the folder, for `pnpm release --from`.
 */
export function areaCopy(area: string, changes: AreaCopyChanges): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `enlace-${area}-next-`));
  const source = path.join(repoRoot, `remote-${area}`);
  const copy = path.join(root, `remote-${area}`);
  fs.cpSync(source, copy, {
    recursive: true,
    filter: (file) => !['node_modules', 'dist'].includes(path.basename(file)),
  });
  fs.symlinkSync(path.join(repoRoot, 'deploy'), path.join(root, 'deploy'));
  for (const [file, replacements] of Object.entries(changes.edits ?? {})) {
    let text = fs.readFileSync(path.join(copy, file), 'utf8');
    for (const [from, to] of replacements) {
      if (!text.includes(from)) throw new Error(`"${from}" is not in ${file}`);
      text = text.replace(from, to);
    }
    fs.writeFileSync(path.join(copy, file), text);
  }

  const modules = path.join(source, 'node_modules');
  if (!changes.sharedVersion) {
    fs.symlinkSync(modules, path.join(copy, 'node_modules'));
    return copy;
  }
  // The same packages, but @enlace/shared is a copy whose package.json says the newer version.
  const shared = path.join(root, 'shared');
  fs.cpSync(path.join(repoRoot, 'shared'), shared, {
    recursive: true,
    filter: (file) => path.basename(file) !== 'node_modules',
  });
  fs.symlinkSync(path.join(repoRoot, 'shared/node_modules'), path.join(shared, 'node_modules'));
  const manifest = JSON.parse(fs.readFileSync(path.join(shared, 'package.json'), 'utf8')) as {
    version: string;
  };
  fs.writeFileSync(
    path.join(shared, 'package.json'),
    JSON.stringify({ ...manifest, version: changes.sharedVersion }, null, 2),
  );
  const copyModules = path.join(copy, 'node_modules');
  fs.mkdirSync(copyModules);
  for (const entry of fs.readdirSync(modules)) {
    if (entry !== '@enlace') fs.symlinkSync(path.join(modules, entry), path.join(copyModules, entry));
  }
  fs.mkdirSync(path.join(copyModules, '@enlace'));
  fs.symlinkSync(shared, path.join(copyModules, '@enlace/shared'));
  return copy;
}

/** Runs `pnpm release …` against the running e2e server's database and releases folder. */
export function release(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'pnpm',
      ['--silent', 'release', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, ENLACE_DATA_DIR: e2eDataDir, ENLACE_RELEASES_DIR: '', DATABASE_URL: '' },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** The version a `pnpm release <area>` printed. */
export function releasedVersion(output: string): string {
  const version = /Released \w+ (\S+) /.exec(output)?.[1];
  if (!version) throw new Error(`No release in:\n${output}`);
  return version;
}
