/** Container name → URL of its mf-manifest.json, as served beside the shell's index.html. */
export type RemotesManifest = Record<string, string>;

export async function getRemotesManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return (await response.json()) as RemotesManifest;
}
