// `pnpm enlace <command>`: the production commands, run from the built server (dist/enlace.mjs), as every
// `serve` process runs it (docs/adr/0079-…). Says what to do when it has not been built.
import fs from 'node:fs';

const server = new URL('../dist/enlace.mjs', import.meta.url);
if (!fs.existsSync(server)) {
  console.error('Enlace is not built (deploy/dist/enlace.mjs is missing): run pnpm build first.');
  process.exit(78);
}
await import(server.href);
