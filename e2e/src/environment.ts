// Addresses of the e2e profile (deploy/src/profiles.ts): the gateway, the second tenant and the mail catcher.
// E2E_PORT_OFFSET moves every port, so that several checkouts can run the suite at once.
export const e2ePortOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
const port = (base: number) => base + e2ePortOffset;
export const e2eBaseUrl = `http://localhost:${port(8280)}`;
export const otherTenantUrl = `http://otra.localhost:${port(8280)}`;
export const mailApiUrl = `http://127.0.0.1:${port(1180)}/api`;
export const demoPassword = 'Enlace-demo-2026';

// The closed network here floods Chromium with refused connections unless its background services are off.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// The e2e profile keeps its database and the list of remote-server processes here (deploy/src/start.ts).
export const e2eDataDir = `${process.env.TMPDIR ?? '/tmp'}/enlace-e2e${e2ePortOffset ? `-${e2ePortOffset}` : ''}`;
export const e2eStateFile = `${e2eDataDir}/remote-servers.json`;
export const e2eDatabaseFile = `${e2eDataDir}/enlace.sqlite`;
