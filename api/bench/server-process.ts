import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { apiBundleOptions } from '../scripts/build-server.mjs';
import { SERVE_NODE_FLAGS } from '../src/production/node-flags';

// A benchmark's server (bench-server.ts) in its own process, compiled as production compiles the API (`pnpm
// build`, plain JavaScript: docs/adr/0079-compiled-api-server.md), so that the load generator neither shares its
// event loop nor counts in its memory, and the process holds what a production one holds.

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(benchDir, '..');
// Beside dist/, so that what the code finds relative to itself (api/assets, node_modules) is where it is.
const compiledDir = path.join(apiDir, '.bench');
// Compiled once per benchmark run, however many servers it starts.
let compiled: Promise<unknown> | undefined;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
}

/** Starts bench-server.ts in `mode` with `env` added to this process's; resolves with its port (60 s at most). */
export async function startServerProcess(
  mode: 'hello' | 'api',
  env: Record<string, string>,
): Promise<ServerProcess> {
  compiled ??= build(apiBundleOptions({ 'bench-server': 'bench/bench-server.ts' }, compiledDir));
  await compiled;
  // BENCH_NODE_FLAGS (space-separated) replaces the production flags, to measure others.
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? SERVE_NODE_FLAGS;
  const child = spawn(process.execPath, [...flags, path.join(compiledDir, 'bench-server.mjs'), mode], {
    cwd: apiDir,
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
