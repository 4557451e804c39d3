import type { BuildOptions } from 'esbuild';

/** What every bundle of the server is (Node 20's ES modules). */
export const SERVER_BUNDLE_DEFAULTS: BuildOptions;

/** esbuild's options for a bundle of the API's `entryPoints` into `outdir`. */
export function apiBundleOptions(entryPoints: Record<string, string>, outdir: string): BuildOptions;
