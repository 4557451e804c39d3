import path from 'node:path';
import { appDist, repoRoot } from '../profiles.ts';

/** Where the release tool and the server find the releases, the live shell and the registry's database. */
export interface ReleaseSettings {
  /** The demo's data folder (its SQLite database), when no DATABASE_URL is given. */
  dataDir: string;
  /** The stored releases, served at /releases/ (by the gateway in production). */
  releasesDir: string;
  /** The live shell's build, whose federation contract every release must meet. */
  shellDir: string;
  databaseUrl: string | undefined;
}

/** Everything can be moved by the environment; the defaults are those of `npm start`. */
export function releaseSettings(env: NodeJS.ProcessEnv = process.env): ReleaseSettings {
  const dataDir = path.resolve(env.ENLACE_DATA_DIR?.trim() || path.join(repoRoot, '.data'));
  return {
    dataDir,
    releasesDir: releasesDirOf(env, dataDir),
    shellDir: path.resolve(env.ENLACE_SHELL_DIR?.trim() || appDist('shell')),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
  };
}

/** The releases folder: ENLACE_RELEASES_DIR, or `releases/` in the data folder. */
export const releasesDirOf = (env: NodeJS.ProcessEnv, dataDir: string): string =>
  path.resolve(env.ENLACE_RELEASES_DIR?.trim() || path.join(dataDir, 'releases'));
