// `pnpm --filter @enlace/deploy build`: the production server as plain JavaScript, dist/enlace.mjs, which every
// `serve` process runs (`node dist/enlace.mjs serve`: no TypeScript compiled in the process, docs/adr/0079-…).
// It is this package's entry with its packages left in node_modules; the API comes from its own bundle
// (`@enlace/api/compiled`, built by `pnpm --filter @enlace/api build`), so the two are built apart.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE_DEFAULTS } from '@enlace/api/bundle-options';
import { build } from 'esbuild';

const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(deployDir, 'dist');
const compiledApi = { '@enlace/api': '@enlace/api/compiled', '@enlace/api/cli': '@enlace/api/compiled/cli' };

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  ...SERVER_BUNDLE_DEFAULTS,
  absWorkingDir: deployDir,
  entryPoints: { enlace: 'src/enlace.ts' },
  outdir,
  packages: 'external',
  plugins: [
    {
      name: 'compiled-api',
      setup(context) {
        context.onResolve({ filter: /^@enlace\/api(\/cli)?$/ }, ({ path: specifier }) => ({
          path: compiledApi[specifier],
          external: true,
        }));
      },
    },
  ],
});
console.log('Production server built into deploy/dist/enlace.mjs');
