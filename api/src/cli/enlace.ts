// The production commands with the API alone (no pages): `pnpm --filter @enlace/api enlace <command>`.
import { runEnlace } from './run-enlace';

await runEnlace(process.argv.slice(2));
