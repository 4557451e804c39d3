import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eBaseUrl } from './environment.ts';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/config`)).ok;
  } catch {
    return false;
  }
}

/**
 * The server a benchmark measures: the one at BUDGET_URL (default http://localhost:8080, i.e. `npm start`), or the
 * e2e profile started here when none answers (its gateway moved by E2E_PORT_OFFSET like every port of that
 * profile). `stop` ends what was started here.
 */
export async function benchServer(): Promise<{ baseUrl: string; stop: () => void }> {
  const given = process.env.BUDGET_URL ?? 'http://localhost:8080';
  if (await answers(given)) return { baseUrl: given, stop: () => undefined };
  const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy');
  // Its own process group: tsx runs the server in a child process, which must stop with it.
  const server: ChildProcess = spawn('tsx', ['src/start.ts', '--profile', 'e2e'], {
    cwd: deployDir,
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 600 && !(await answers(e2eBaseUrl)); i++) await new Promise((r) => setTimeout(r, 200));
  return {
    baseUrl: e2eBaseUrl,
    stop: () => {
      if (server.pid && server.exitCode === null) {
        try {
          process.kill(-server.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    },
  };
}
