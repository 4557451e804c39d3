import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A benchmark's server (bench-server.ts) in its own process, as the API runs in production (`node --import tsx`),
// so that the load generator neither shares its event loop nor counts in its memory.

const benchDir = path.dirname(fileURLToPath(import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
}

/** Starts bench-server.ts in `mode` with `env` added to this process's; resolves with its port (60 s at most). */
export async function startServerProcess(
  mode: 'hello' | 'api',
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'bench-server.ts'), mode], {
    cwd: path.resolve(benchDir, '..'),
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${mode} server did not start in 60 s`)), 60_000);
      let buffer = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const line = buffer.split('\n').find((text) => text.startsWith('{'));
        if (line) {
          clearTimeout(timer);
          resolve((JSON.parse(line) as { port: number }).port);
        }
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${mode} server exited with ${code}`));
      });
    });
    return { child, port };
  } catch (error) {
    await stopServerProcess(child);
    throw error;
  }
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the process has exited. */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
