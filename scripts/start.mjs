// `npm start`: install what is missing, build what is stale, then run the gateway (API, shell, remotes,
// tenant assets), the mail catcher and the embedded database until Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildApps, checkNode, ensureInstalled, root, staleApps } from './toolchain.mjs';

checkNode();
await ensureInstalled();
const buildCode = await buildApps(staleApps());
if (buildCode !== 0) {
  console.error('The build failed; see the messages above.');
  process.exit(buildCode);
}
// The gateway runs in a child process (TypeScript through tsx) that stops its servers on SIGINT or SIGTERM. A
// terminal's Ctrl-C reaches both processes (same process group); a signal sent to this process alone (a process
// manager, `kill`) is passed on. Either way this process waits for the child's clean-up and exits with its code.
const child = spawn(process.execPath, ['--import', 'tsx', 'src/start.ts', ...process.argv.slice(2)], {
  cwd: path.join(root, 'deploy'),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
