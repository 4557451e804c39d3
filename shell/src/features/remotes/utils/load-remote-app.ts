import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { translationsReady } from '@enlace/shared/i18n';
import { getRemotesManifest, type RemotesManifest, type RemotesRegistry } from '../api/get-remotes-manifest';

export type RemoteName = 'remote_public' | 'remote_intranet' | 'remote_volunteer' | 'remote_partner';

type RemoteAppModule = { App?: ComponentType; default?: ComponentType };

let manifest: Promise<RemotesRegistry> | undefined;
const failed = new Set<RemoteName>();

function remoteEntry(remotes: RemotesManifest, name: RemoteName): { name: string; entry: string } {
  const entry = remotes[name];
  if (!entry) throw new Error(`remotes.json has no entry for ${name}`);
  return { name, entry: new URL(entry, window.location.href).href };
}

/** The area's served release needs shared code this shell does not have (remotes.json says so). */
export class IncompatibleReleaseError extends Error {
  override name = 'IncompatibleReleaseError';
}

// remotes.json is read once per page load and every remote is registered from it; a failed read is retried.
function registeredRemotes(): Promise<RemotesRegistry> {
  manifest ??= getRemotesManifest().then(
    (registry) => {
      const names = Object.keys(registry.remotes) as RemoteName[];
      registerRemotes(names.map((name) => remoteEntry(registry.remotes, name)));
      return registry;
    },
    (error: unknown) => {
      manifest = undefined;
      throw error;
    },
  );
  return manifest;
}

/** Loads `<remote>/App`; after a failure the remote is registered again so that a retry fetches it afresh. */
export async function loadRemoteApp(name: RemoteName): Promise<{ default: ComponentType }> {
  const { remotes, incompatible } = await registeredRemotes();
  // Never loaded: in the page, it could take its own copies of the shared singletons, or fail halfway.
  const reason = incompatible[name];
  if (reason) throw new IncompatibleReleaseError(`${name}: ${reason}`);
  if (failed.has(name)) {
    registerRemotes([remoteEntry(remotes, name)], { force: true });
    failed.delete(name);
  }
  try {
    const module = await loadRemote<RemoteAppModule>(`${name}/App`);
    const App = module?.App ?? module?.default;
    if (!App) throw new Error(`${name}/App did not load`);
    // The remote registered its texts on import; in English or Catalan they are being fetched now, and the area
    // shows once they are here rather than in Spanish first.
    await translationsReady();
    return { default: App };
  } catch (error) {
    failed.add(name);
    throw error;
  }
}

const areaRemotes: [prefix: string, remote: RemoteName][] = [
  ['/intranet', 'remote_intranet'],
  ['/volunteer', 'remote_volunteer'],
  ['/partner', 'remote_partner'],
];

/** The remote that renders a path (the route table of app-routes.tsx). */
export function remoteForPath(pathname: string): RemoteName {
  const match = areaRemotes.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match ? match[1] : 'remote_public';
}

/**
 * Starts fetching the remote of the first page while the tenant configuration loads, instead of after it: the
 * two waits overlap. A failure here is ignored; the area's own load reports it and offers the retry.
 */
export function preloadRemoteFor(pathname: string): void {
  loadRemoteApp(remoteForPath(pathname)).catch(() => undefined);
}
