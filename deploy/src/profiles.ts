import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const areas = ['public', 'intranet', 'volunteer', 'partner'] as const;
export type Area = (typeof areas)[number];

export interface Profile {
  name: 'local' | 'e2e' | 'production';
  gatewayPort: number;
  /** null: the gateway serves the remotes under /remotes/<area>/ on its own origin. */
  remotePorts: Record<Area, number> | null;
  smtpPort: number;
  mailWebPort: number;
  remotesManifest: string;
}

/**
 * Added to every port of the e2e profile, so that several checkouts on one machine can run their end-to-end
 * suites at once (E2E_PORT_OFFSET=100 moves 8280 to 8380, and so on). 0 by default.
 */
export const e2ePortOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
const e2ePort = (port: number) => port + e2ePortOffset;

// Ports are fixed so that README, remotes manifests and the e2e suite agree (docs/contracts.md).
export const profiles: Record<'local' | 'e2e', Profile> = {
  local: {
    name: 'local',
    gatewayPort: 8080,
    remotePorts: null,
    smtpPort: 1025,
    mailWebPort: 1080,
    remotesManifest: path.join(repoRoot, 'deploy/remotes/local.json'),
  },
  e2e: {
    name: 'e2e',
    gatewayPort: e2ePort(8280),
    remotePorts: {
      public: e2ePort(8281),
      intranet: e2ePort(8282),
      volunteer: e2ePort(8283),
      partner: e2ePort(8284),
    },
    smtpPort: e2ePort(1125),
    mailWebPort: e2ePort(1180),
    remotesManifest: path.join(repoRoot, 'deploy/remotes/e2e.json'),
  },
};

/**
 * `pnpm enlace serve`: the API processes behind the gateway answer the shell's pages and the remotes registry,
 * with the remotes on the same origin; the gateway serves the built files itself. No demo mail catcher.
 */
export const productionProfile: Profile = {
  name: 'production',
  gatewayPort: 0,
  remotePorts: null,
  smtpPort: 0,
  mailWebPort: 0,
  remotesManifest: path.join(repoRoot, 'deploy/remotes/local.json'),
};

export const appDist = (app: 'shell' | Area): string =>
  path.join(repoRoot, app === 'shell' ? 'shell/dist' : `remote-${app}/dist`);

/** The remotes manifest of a profile, with the e2e ports moved by the offset. */
export function remotesManifestJson(profile: Profile): string {
  const manifest = JSON.parse(fs.readFileSync(profile.remotesManifest, 'utf8')) as Record<string, string>;
  if (profile.name !== 'e2e' || e2ePortOffset === 0) return JSON.stringify(manifest, null, 2);
  const moved = Object.fromEntries(
    Object.entries(manifest).map(([name, address]) => {
      const url = new URL(address);
      url.port = String(Number(url.port) + e2ePortOffset);
      return [name, url.toString()];
    }),
  );
  return JSON.stringify(moved, null, 2);
}
