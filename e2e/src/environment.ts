// Addresses of the e2e profile (deploy/src/profiles.ts): the gateway, the second tenant and the mail catcher.
export const e2eBaseUrl = 'http://localhost:8280';
export const otherTenantUrl = 'http://otra.localhost:8280';
export const mailApiUrl = 'http://127.0.0.1:1180/api';
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
export const e2eStateFile = `${process.env.TMPDIR ?? '/tmp'}/enlace-e2e/remote-servers.json`;
