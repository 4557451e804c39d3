// `pnpm --filter @enlace/api build`: the API as plain JavaScript for production processes (docs/adr/0079-…):
// dist/index.mjs (what `@enlace/api` exports) and dist/cli.mjs (`@enlace/api/cli`), sharing their modules.
// Our TypeScript and @enlace/shared's are bundled; the packages the API depends on stay outside and load from
// node_modules, so native modules and the files packages read beside themselves keep working. The bundles sit in
// api/dist so that what the code finds next to itself (api/assets, node_modules) is where it is in the sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What every bundle of the server is: Node 20's ES modules (`.mjs`), as the packages that build one share. */
export const SERVER_BUNDLE_DEFAULTS = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outExtension: { '.js': '.mjs' },
  // Stack traces keep the functions' names; the map is written for whoever reads one, not loaded by default.
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
};

/** esbuild's options for a bundle of the API's `entryPoints` into `outdir` (api/dist, or a benchmark's folder). */
export function apiBundleOptions(entryPoints, outdir) {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies)
    .filter((name) => !name.startsWith('@enlace/'))
    .flatMap((name) => [name, `${name}/*`]);
  return { ...SERVER_BUNDLE_DEFAULTS, absWorkingDir: apiDir, entryPoints, outdir, splitting: true, external };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = path.join(apiDir, 'dist');
  fs.rmSync(outdir, { recursive: true, force: true });
  await build(apiBundleOptions({ index: 'src/app.ts', cli: 'src/cli/run-enlace.ts' }, outdir));
  console.log(`API built into ${path.relative(process.cwd(), outdir) || '.'}`);
}
