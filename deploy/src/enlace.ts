// `pnpm enlace <command>`: the production commands (api/src/cli/run-enlace.ts); each `serve` process also answers
// the shell's pages (their CSP nonce, 404 for unknown paths) and the remotes registry, which the gateway passes on.
import fs from 'node:fs';
import path from 'node:path';
import { EXIT_CONFIGURATION, failWith, runEnlace } from '@enlace/api/cli';
import { appDist, productionProfile } from './profiles.ts';
import { releaseSettings } from './release/release-settings.ts';
import { registerStaticApps } from './static-apps.ts';

await runEnlace(process.argv.slice(2), {
  extendServe: async (app) => {
    if (!fs.existsSync(path.join(appDist('shell'), 'index.html'))) {
      failWith(EXIT_CONFIGURATION, [
        'The front ends are not built (shell/dist/index.html is missing): run pnpm build first.',
      ]);
    }
    await registerStaticApps(app, productionProfile, { releasesDir: releaseSettings().releasesDir });
  },
});
