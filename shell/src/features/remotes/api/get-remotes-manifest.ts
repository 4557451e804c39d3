import { takePageBootData } from '@enlace/shared/api';

/** Container name → URL of its mf-manifest.json, as served beside the shell's index.html. */
export type RemotesManifest = Record<string, string>;

/** The remotes registry of this page's organisation (/remotes.json). */
export interface RemotesRegistry {
  remotes: RemotesManifest;
  /**
   * Areas whose served release this shell cannot run (it needs shared code in versions the shell does not have),
   * with the reason: the shell shows their fallback instead of loading them.
   */
  incompatible: Record<string, string>;
}

/** The registry the server put in the page (once), else `/remotes.json`. */
export async function getRemotesManifest(): Promise<RemotesRegistry> {
  const inPage = takePageBootData('remotes');
  if (inPage) return inPage;
  const response = await fetch('/remotes.json', {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const { incompatible, ...entries } = (await response.json()) as Record<string, unknown>;
  const remotes = Object.fromEntries(
    Object.entries(entries).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { remotes, incompatible: (incompatible ?? {}) as Record<string, string> };
}
