import type { BuildOptions } from 'esbuild';

/** esbuild's options for a bundle of the API's `entryPoints` into `outdir`. */
export function apiBundleOptions(entryPoints: Record<string, string>, outdir: string): BuildOptions;
