// deploy/backup/enlace-backup.sh and enlace-restore.sh on a real PostgreSQL: a scratch database migrated by
// `enlace migrate` with a tenant in it, backed up, changed, restored, and compared with what it held, row for row.
// Needs psql, pg_dump and pg_restore and a server at TEST_POSTGRES_ADMIN_URL (default the local one); without
// them it is skipped, saying so, except in CI, where it fails.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const backupScript = path.join(repoRoot, 'deploy/backup/enlace-backup.sh');
const restoreScript = path.join(repoRoot, 'deploy/backup/enlace-restore.sh');
const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function urlOf(database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function psql(url: string, query: string): string {
  const result = spawnSync(
    'psql',
    ['--no-psqlrc', '-X', '-qtA', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', query],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout.trim();
}

function available(): string | null {
  for (const tool of ['psql', 'pg_dump', 'pg_restore']) {
    const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
    if (probe.error || probe.status !== 0) return `${tool} is not installed`;
  }
  const probe = spawnSync('psql', ['-X', '-qtA', '-d', adminUrl, '-c', 'select 1'], { encoding: 'utf8' });
  return probe.status === 0 ? null : `PostgreSQL does not answer at ${adminUrl}`;
}

const missing = available();
if (missing) {
  const message = `${missing}: the backup and restore scripts are NOT tested in this run.`;
  if (process.env.CI) throw new Error(message);
  console.warn(message);
}

function run(script: string, args: string[], env: Record<string, string> = {}): SpawnSyncReturns<string> {
  return spawnSync(script, args, {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
  });
}

/** Every table of the database's own schemas with a checksum of all its rows, to compare two moments exactly. */
function contents(url: string): Record<string, string> {
  const tables = psql(
    url,
    `select format('%I.%I', schemaname, tablename) from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  ).split('\n');
  const query = tables
    .map(
      (table) =>
        `select '${table}', count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${table} t`,
    )
    .join(' union all ');
  return Object.fromEntries(
    psql(url, query)
      .split('\n')
      .map((line) => line.split('|')),
  );
}

(missing ? describe.skip : describe)('backing up and restoring the database (PostgreSQL)', () => {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const source = `enlace_backup_test_${suffix}`;
  const fresh = `enlace_restore_test_${suffix}`;
  const sourceUrl = urlOf(source);
  let backups = '';

  beforeAll(() => {
    backups = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-backups-'));
    psql(adminUrl, `create database ${source}`);
    psql(adminUrl, `create database ${fresh}`);
    // The real schema, reference data and mail queue, as production gets them (`pnpm enlace migrate`).
    const migrated = spawnSync('node', ['--import', 'tsx', 'src/cli/enlace.ts', 'migrate'], {
      cwd: path.join(repoRoot, 'api'),
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: sourceUrl },
    });
    if (migrated.status !== 0)
      throw new Error(`enlace migrate failed:\n${migrated.stdout}${migrated.stderr}`);
    psql(
      sourceUrl,
      `insert into tenants (name, primary_color, created_at) values
         ('Asociación Vecinal La Trinidad', '#0f766e', '2026-11-25T10:00:00.000Z'),
         ('Fundació Nou Barris', '#7c3aed', '2026-11-25T11:00:00.000Z');
       insert into tenant_origins (authority, origin, tenant_id, canonical)
         select 'trinidad.enlace.example.org', 'https://trinidad.enlace.example.org', id, 1
         from tenants where name = 'Asociación Vecinal La Trinidad'`,
    );
  }, 300_000);

  afterAll(() => {
    for (const database of [source, fresh]) {
      spawnSync('psql', [
        '-X',
        '-qtA',
        '-d',
        adminUrl,
        '-c',
        `drop database if exists ${database} with (force)`,
      ]);
    }
    if (backups) fs.rmSync(backups, { recursive: true, force: true });
  });

  test('a dump restored over changed data gives back exactly what was backed up', () => {
    const before = contents(sourceUrl);
    expect(before['public.tenants']).toMatch(/^2:/);
    // The reference data (municipalities and the rest) is part of it.
    expect(Number(before['public.locations'].split(':')[0])).toBeGreaterThan(8000);

    const backup = run(backupScript, ['--dir', backups, '--keep', '3'], { DATABASE_URL: sourceUrl });
    expect([backup.status, backup.stderr]).toEqual([0, '']);
    const dumps = fs.readdirSync(backups);
    expect(dumps).toEqual([expect.stringMatching(/^enlace-\d{8}T\d{6}Z\.dump$/)]);
    const dump = path.join(backups, dumps[0]);

    // Changed, deleted and added rows, and a table of the mail queue's schema too.
    psql(
      sourceUrl,
      `update tenants set name = 'Otro nombre' where name = 'Fundació Nou Barris';
       delete from tenant_origins;
       delete from tenants where name = 'Asociación Vecinal La Trinidad';
       insert into tenants (name, primary_color, created_at) values ('Nueva', '#000000', '2026-11-26T00:00:00.000Z');
       delete from locations where id in (select id from locations order by id desc limit 10)`,
    );
    expect(contents(sourceUrl)).not.toEqual(before);

    // Without the confirmation nothing is restored.
    const refused = run(restoreScript, ['--database', sourceUrl, dump]);
    expect(refused.status).toBe(64);
    expect(refused.stderr).toContain('--confirm-replace');
    expect(psql(sourceUrl, `select count(*) from tenants where name = 'Nueva'`)).toBe('1');

    const restored = run(restoreScript, ['--confirm-replace', dump], { DATABASE_URL: sourceUrl });
    expect([restored.status, restored.stderr]).toEqual([0, '']);
    expect(contents(sourceUrl)).toEqual(before);
    expect(psql(sourceUrl, `select name from tenants order by id`).split('\n')).toEqual([
      'Asociación Vecinal La Trinidad',
      'Fundació Nou Barris',
    ]);

    // Into an empty database (another server after a loss): the same contents.
    const intoFresh = run(restoreScript, ['--confirm-replace', '--database', urlOf(fresh), dump]);
    expect([intoFresh.status, intoFresh.stderr]).toEqual([0, '']);
    expect(contents(urlOf(fresh))).toEqual(before);
  }, 300_000);

  test('a file that is not a dump changes nothing', () => {
    const before = contents(sourceUrl);
    const bogus = path.join(backups, 'not-a-dump.dump');
    fs.writeFileSync(bogus, 'PGDMP? no: a text file\n');
    const result = run(restoreScript, ['--confirm-replace', '--database', sourceUrl, bogus]);
    expect(result.status).toBe(65);
    expect(result.stderr).toContain('is not a dump that pg_restore can read');
    expect(contents(sourceUrl)).toEqual(before);
    fs.rmSync(bogus);
  }, 120_000);

  test('a dump that breaks off half-way is rolled back whole', () => {
    const dir = fs.mkdtempSync(path.join(backups, 'truncated-'));
    expect(run(backupScript, ['--dir', dir], { DATABASE_URL: sourceUrl }).status).toBe(0);
    const [name] = fs.readdirSync(dir);
    // Cut where pg_restore --list still reads the table of contents (how far it reaches depends on the data), so
    // that the restore starts and the data then ends too soon.
    const whole = fs.readFileSync(path.join(dir, name));
    const truncated = path.join(dir, 'truncated.dump');
    const readable = [0.95, 0.9, 0.8, 0.7, 0.6].find((share) => {
      fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * share)));
      return spawnSync('pg_restore', ['--list', truncated], { encoding: 'utf8' }).status === 0;
    });
    expect(readable).toBeDefined();
    psql(
      sourceUrl,
      `update tenants set name = 'Cambiado antes de restaurar' where name = 'Fundació Nou Barris'`,
    );
    const before = contents(sourceUrl);
    const result = run(restoreScript, ['--confirm-replace', '--database', sourceUrl, truncated]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).not.toContain('is not a dump');
    expect(contents(sourceUrl)).toEqual(before);
    psql(
      sourceUrl,
      `update tenants set name = 'Fundació Nou Barris' where name = 'Cambiado antes de restaurar'`,
    );
  }, 120_000);

  test('keeps the newest dumps only, and a failed backup leaves no file and deletes none', () => {
    const dir = fs.mkdtempSync(path.join(backups, 'rotation-'));
    // Older dumps, as earlier runs left them.
    for (const stamp of ['20250101T000000Z', '20250102T000000Z', '20250103T000000Z']) {
      fs.writeFileSync(path.join(dir, `enlace-${stamp}.dump`), 'old');
    }
    const kept = run(backupScript, ['--keep', '2'], { DATABASE_URL: sourceUrl, BACKUP_DIR: dir });
    expect(kept.status).toBe(0);
    const names = fs.readdirSync(dir).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toBe('enlace-20250103T000000Z.dump');
    expect(names[1]).toMatch(/^enlace-2\d{7}T\d{6}Z\.dump$/);

    const failed = run(backupScript, ['--dir', dir, '--keep', '1'], {
      DATABASE_URL: urlOf(`${source}_does_not_exist`),
    });
    expect(failed.status).not.toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(names);

    const unset = run(backupScript, ['--dir', dir]);
    expect(unset.status).toBe(78);
    expect(unset.stderr).toContain('DATABASE_URL');
  }, 120_000);

  test('says where a restore would go without showing the password', () => {
    const dir = fs.mkdtempSync(path.join(backups, 'target-'));
    expect(run(backupScript, ['--dir', dir], { DATABASE_URL: sourceUrl }).status).toBe(0);
    const [dump] = fs.readdirSync(dir);
    const result = run(restoreScript, [
      '--database',
      'postgres://enlace:s3cr3t-password@db.example.internal:5432/enlace',
      path.join(dir, dump),
    ]);
    expect(result.status).toBe(64);
    expect(result.stderr).toContain('postgres://enlace:…@db.example.internal:5432/enlace');
    expect(result.stderr).not.toContain('s3cr3t-password');
  }, 120_000);
});
