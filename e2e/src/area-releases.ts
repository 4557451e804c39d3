import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { e2eBaseUrl, e2eDatabaseFile, e2eDataDir } from './environment.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A digest of every file of a folder (names and contents): equal digests, byte-for-byte equal folders. */
export function folderDigest(dir: string): string {
  const hash = createHash('sha256');
  const walk = (relative: string): void => {
    for (const entry of fs
      .readdirSync(path.join(dir, relative), { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(file).update(fs.readFileSync(path.join(dir, file)));
    }
  };
  walk('');
  return hash.digest('hex');
}

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

/**
 * Adds to the second demo tenant a volunteer (not validated yet) who signs in with the demo password: a copy of
 * the first tenant's pending demo volunteer, column by column, so that it follows the schema.
 */
export function addVolunteerToSecondTenant(email: string): void {
  const db = new Database(e2eDatabaseFile);
  const { port } = new URL(e2eBaseUrl);
  try {
    const tenant = db
      .prepare<[string], { tenant_id: number }>('select tenant_id from tenant_origins where authority = ?')
      .get(`otra.localhost:${port}`);
    if (!tenant) throw new Error('The second demo tenant is missing from the e2e database.');
    const columns = db
      .prepare<[], { name: string }>("select name from pragma_table_info('users')")
      .all()
      .map(({ name }) => name)
      .filter((name) => name !== 'id');
    const values = columns.map((name) => (name === 'tenant_id' || name === 'email' ? `@${name}` : name));
    db.prepare(
      `insert into users (${columns.join(', ')}) select ${values.join(', ')} from users where email = 'pendiente@demo.example.org'`,
    ).run({ tenant_id: tenant.tenant_id, email });
  } finally {
    db.close();
  }
}
