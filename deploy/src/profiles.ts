import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const areas = ['public', 'intranet', 'volunteer', 'partner'] as const;
export type Area = (typeof areas)[number];

export interface Profile {
  name: 'local' | 'e2e';
  gatewayPort: number;
  /** null: the gateway serves the remotes under /remotes/<area>/ on its own origin. */
  remotePorts: Record<Area, number> | null;
  smtpPort: number;
  mailWebPort: number;
  remotesManifest: string;
}

// Ports are fixed so that README, remotes manifests and the e2e suite agree (docs/contracts.md).
export const profiles: Record<Profile['name'], Profile> = {
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
    gatewayPort: 8280,
    remotePorts: { public: 8281, intranet: 8282, volunteer: 8283, partner: 8284 },
    smtpPort: 1125,
    mailWebPort: 1180,
    remotesManifest: path.join(repoRoot, 'deploy/remotes/e2e.json'),
  },
};

export const appDist = (app: 'shell' | Area): string =>
  path.join(repoRoot, app === 'shell' ? 'shell/dist' : `remote-${app}/dist`);

export const cdnDir = path.join(repoRoot, 'api/assets/cdn');
