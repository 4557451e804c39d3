import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eStateFile } from './environment.ts';

interface RemoteServer {
  pid: number;
  port: number;
  dir: string;
}
type RemoteServers = Record<string, RemoteServer>;

const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy');

const readServers = (): RemoteServers => JSON.parse(fs.readFileSync(e2eStateFile, 'utf8')) as RemoteServers;

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

async function waitForPort(port: number, open: boolean): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await portAnswers(port)) === open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} did not ${open ? 'open' : 'close'}`);
}

/** Stops the process that serves one remote, as if that deployment were down. */
export async function stopRemote(area: string): Promise<void> {
  const server = readServers()[area];
  process.kill(server.pid, 'SIGTERM');
  await waitForPort(server.port, false);
}

/** Starts that remote's server again; the start script stops it with the others at the end. */
export async function startRemote(area: string): Promise<void> {
  const servers = readServers();
  const server = servers[area];
  if (await portAnswers(server.port)) return;
  const child = spawn('tsx', [path.join(deployDir, 'src/serve-remote.ts'), server.dir, String(server.port)], {
    cwd: deployDir,
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  servers[area] = { ...server, pid: child.pid ?? 0 };
  fs.writeFileSync(e2eStateFile, JSON.stringify(servers));
  await waitForPort(server.port, true);
}
