import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FederationContract } from '../webpack/federation-contract.ts';
import { areas } from './profiles.ts';
import { incompatibilities } from './release/compatibility.ts';

/** Container name → URL of its `mf-manifest.json`, as the shell reads it from /remotes.json. */
export type RemotesRegistry = Record<string, string>;

/**
 * What /remotes.json answers: the remotes, and under `incompatible` the areas whose served release the live shell
 * cannot run (a release served with --force, or a shell replaced by an older one), with the reasons. The shell
 * does not load those: it shows the area's fallback, which says the area needs a newer application. Loading one
 * would leave the outcome to the order of loading (its own copies of the singletons when it loads first).
 */
export interface RemotesAnswer {
  remotes: RemotesRegistry;
  incompatible: Record<string, string>;
}

/**
 * The remotes a tenant's pages load: for each area, the release the registry serves to that tenant (its canary, or
 * the live one), else the built-in build of the profile. Read from the database at every request, so that every
 * API process serves a release, a rollback or a canary at the next page load.
 */
export function releasesRegistry(
  app: FastifyInstance,
  builtIn: RemotesRegistry,
  shellContract: FederationContract | null,
) {
  // A release never changes: its verdict is kept (a few entries per area).
  const verdicts = new Map<string, Promise<string[]>>();
  const reasonsFor = (area: string, version: string): Promise<string[]> => {
    const key = `${area}@${version}`;
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = app.areaRegistry
        .find(area, version)
        .then((release) =>
          shellContract && release
            ? incompatibilities(shellContract, release.contract as FederationContract)
            : [],
        );
      verdict.catch(() => verdicts.delete(key));
      verdicts.set(key, verdict);
    }
    return verdict;
  };

  // A page's request reads it twice (for its status and for the data the page carries): one query per request.
  const answers = new WeakMap<FastifyRequest, Promise<RemotesAnswer>>();
  const answerFor = (request: FastifyRequest): Promise<RemotesAnswer> => {
    let answer = answers.get(request);
    if (!answer) {
      answer = readAnswer(request);
      answers.set(request, answer);
    }
    return answer;
  };

  const readAnswer = async (request: FastifyRequest): Promise<RemotesAnswer> => {
    const versions = await app.areaRegistry.versionsFor(request.tenant?.id);
    const remotes = { ...builtIn };
    const incompatible: Record<string, string> = {};
    for (const area of areas) {
      const version = versions[area];
      if (!version) continue;
      const remote = `remote_${area}`;
      remotes[remote] = `/releases/${area}/${encodeURIComponent(version)}/mf-manifest.json`;
      const reasons = await reasonsFor(area, version);
      if (reasons.length > 0) incompatible[remote] = reasons.join(' ');
    }
    return { remotes, incompatible };
  };

  return {
    answerFor,
    remotesFor: async (request: FastifyRequest): Promise<RemotesRegistry> =>
      (await answerFor(request)).remotes,
  };
}
