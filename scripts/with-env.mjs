// Runs a command with extra environment variables, the same way on every shell:
//   node with-env.mjs NAME=value [NAME=value…] -- command args…
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const separator = args.indexOf('--');
if (separator < 1 || separator === args.length - 1) {
  console.error('usage: node with-env.mjs NAME=value… -- command args…');
  process.exit(2);
}
const env = { ...process.env };
for (const pair of args.slice(0, separator)) {
  const at = pair.indexOf('=');
  env[pair.slice(0, at)] = pair.slice(at + 1);
}
const [command, ...rest] = args.slice(separator + 1);
const child = spawn(command, rest, { env, stdio: 'inherit', shell: process.platform === 'win32' });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
