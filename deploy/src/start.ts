import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '@enlace/api';
import { startMailCatcher } from './mail-catcher.ts';
import { appDist, areas, e2ePortOffset, profiles, repoRoot, type Profile } from './profiles.ts';
import { releasesDirOf } from './release/release-settings.ts';
import { registerStaticApps } from './static-apps.ts';
import { waitForPort } from './wait-for-port.ts';

const { values } = parseArgs({ options: { profile: { type: 'string', default: 'local' } } });
const profile: Profile = profiles[values.profile as keyof typeof profiles] ?? profiles.local;
const isE2e = profile.name === 'e2e';

// The e2e profile starts from an empty database every run; the local one keeps its data in .data/.
const dataDir = isE2e
  ? path.join(os.tmpdir(), e2ePortOffset ? `enlace-e2e-${e2ePortOffset}` : 'enlace-e2e')
  : path.join(repoRoot, '.data');
if (isE2e) {
  stopLeftoverRemoteServers(path.join(dataDir, 'remote-servers.json'));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
fs.mkdirSync(dataDir, { recursive: true });

/** A run that was killed outright may have left remote servers (the e2e suite restarts them detached). */
function stopLeftoverRemoteServers(stateFile: string): void {
  if (!fs.existsSync(stateFile)) return;
  const servers = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as Record<string, { pid: number }>;
  for (const { pid } of Object.values(servers)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

const stops: (() => Promise<void> | void)[] = [];
let stopping = false;
async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error(error);
      }
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  stops.push(await startMailCatcher(profile.smtpPort, profile.mailWebPort));

  const app = await buildApp({
    logger: isE2e ? false : { level: 'warn' },
    dataDir,
    smtp: { host: '127.0.0.1', port: profile.smtpPort },
    seedDemoData: true,
    demoPort: profile.gatewayPort,
    // The e2e suite asks for many resets and fails many sign-ins from one address; those limits are covered by
    // the API tests (the per-account limits stay as they are: a spec shows them in the browser).
    ...(isE2e
      ? {
          rateLimits: { resetPerMinute: 1000 },
          loginThrottle: {
            address: { free: 1000, baseDelayMs: 60_000, maxDelayMs: 900_000, quietMs: 900_000 },
          },
        }
      : {}),
  });
  await registerStaticApps(app, profile, { releasesDir: releasesDirOf(process.env, dataDir) });

  if (profile.remotePorts) {
    // Each remote is its own process on its own origin, as separate deployments are; the e2e suite stops one.
    const servers: Record<string, { pid: number; port: number; dir: string }> = {};
    const children: ChildProcess[] = [];
    for (const area of areas) {
      const port = profile.remotePorts[area];
      const child = spawn(process.execPath, [
        ...process.execArgv,
        path.join(repoRoot, 'deploy/src/serve-remote.ts'),
        appDist(area),
        String(port),
      ]);
      children.push(child);
      servers[area] = { pid: child.pid ?? 0, port, dir: appDist(area) };
    }
    const stateFile = path.join(dataDir, 'remote-servers.json');
    fs.writeFileSync(stateFile, JSON.stringify(servers));
    // The e2e suite may have replaced a server with a new process: stop whatever the file lists now.
    stops.push(() => stopLeftoverRemoteServers(stateFile));
    // The gateway answers only once every remote answers: whoever waits for the gateway (the e2e suite, the
    // budgets script) must not load a page whose remote is still starting.
    await Promise.all(Object.values(servers).map(({ port }) => waitForPort(port)));
  }

  await app.listen({ host: '127.0.0.1', port: profile.gatewayPort });
  stops.push(() => app.close());

  const base = `http://localhost:${profile.gatewayPort}`;
  console.log(`
Enlace is running.

  First tenant:   ${base}
  Second tenant:  http://otra.localhost:${profile.gatewayPort}
  API docs:       ${base}/api/docs
  Mail catcher:   http://localhost:${profile.mailWebPort}

Demo accounts (password Enlace-demo-2026):
  admin@demo.example.org         administrator      → ${base}/intranet/activity
  tecnica@demo.example.org       employee           → ${base}/intranet/activity
  coordinacion@demo.example.org  coordinator        → ${base}/intranet/activity
  voluntaria@demo.example.org    volunteer          → ${base}/volunteer
  pendiente@demo.example.org     volunteer (not validated yet)
  entidad@demo.example.org       partner contact    → ${base}/partner
  admin@otra.example.org         administrator of the second tenant (http://otra.localhost:${profile.gatewayPort})

Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
