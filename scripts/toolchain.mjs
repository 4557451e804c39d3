// Shared by start.mjs and test.mjs: find (or fetch) pnpm, install dependencies when needed, run steps.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(
  fs.readFileSync(path.join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

export function checkNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) {
    console.error(`Enlace needs Node.js 20 or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

/** pnpm when it is on the PATH in the pinned major, otherwise through npx (only npm is required). */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().split('.')[0] === PNPM_VERSION.split('.')[0]) {
    return ['pnpm'];
  }
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

export async function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

/** Installs when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (the first time this compiles SQLite, about 2 minutes)…');
  const code = await pnpm(['install', '--frozen-lockfile']);
  if (code !== 0) {
    console.error('pnpm install failed.');
    process.exit(code);
  }
}

export const frontEndApps = [
  'shell',
  'remote-public',
  'remote-intranet',
  'remote-volunteer',
  'remote-partner',
];

/** The production server's bundles (api/dist, deploy/dist): what each `pnpm enlace serve` process runs. */
export const serverApps = ['api', 'deploy'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The apps whose build is missing or older than their sources or the shared package. */
export function staleApps() {
  const sharedMtime = newestMtime(path.join(root, 'shared/src'));
  return frontEndApps.filter((app) => {
    const marker = path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (!fs.existsSync(marker)) return true;
    const built = fs.statSync(marker).mtimeMs;
    return newestMtime(path.join(root, app)) > built || sharedMtime > built;
  });
}

/** Builds the apps, two at a time; `options` go to the spawn (e.g. where the output goes). */
export async function buildApps(apps, options) {
  if (apps.length === 0) return 0;
  console.log(`Building ${apps.join(', ')}…`);
  const filters = apps.flatMap((app) => ['--filter', `./${app}`]);
  return pnpm(['-r', '--workspace-concurrency=2', ...filters, 'run', 'build'], options);
}
