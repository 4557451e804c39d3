// `npm start`: install what is missing, build what is stale, then run the gateway (API, shell, remotes,
// tenant assets), the mail catcher and the embedded database until Ctrl-C.
import { buildApps, checkNode, ensureInstalled, pnpm, staleApps } from './toolchain.mjs';

checkNode();
await ensureInstalled();
const buildCode = await buildApps(staleApps());
if (buildCode !== 0) {
  console.error('The build failed; see the messages above.');
  process.exit(buildCode);
}
// The child gets Ctrl-C too (same process group); we only wait for it to finish its own clean-up.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
process.exit(
  await pnpm(['--filter', '@enlace/deploy', 'exec', 'tsx', 'src/start.ts', ...process.argv.slice(2)]),
);
