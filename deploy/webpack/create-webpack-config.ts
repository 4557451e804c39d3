import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration, PathData } from 'webpack';
import { CspNoncePlaceholderPlugin } from './csp-nonce-placeholder-plugin';
import { ShellStartupPreloadPlugin } from './shell-startup-preload-plugin';
import { type FederationContract, FederationContractPlugin } from './federation-contract';

/** Small packages that several shared libraries import (see `splitChunks` below). */
const sharedHelperPackages =
  /[\\/]node_modules[\\/](@emotion[\\/](serialize|utils|hash|unitless|memoize|use-insertion-effect-with-fallbacks)|hoist-non-react-statics|react-is)[\\/]/;
type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type SharedConfig = Exclude<NonNullable<FederationOptions['shared']>, unknown[]>;

export type AppFederationConfig = {
  /** Container name: `shell`, `remote_public`, … (no hyphens). */
  name: string;
  /** Remotes expose `./App`; the host exposes nothing. */
  exposes?: Record<string, string>;
};

export type CreateWebpackConfigOptions = {
  /** The app's folder (where its package.json lives). */
  appDir: string;
  federation: AppFederationConfig;
  mode?: 'production' | 'development';
  /** Dev server port for standalone runs (informational only). */
  host?: boolean;
};

/**
 * The version of `@enlace/shared` an app is built with, from its package.json (`workspace:*` is not semver). A
 * change of the package that areas rely on bumps it (README, "Releasing an area"): an area built with a newer one
 * needs a shell that provides at least that one.
 */
export function sharedPackageVersion(appDir: string): string {
  return installedVersion(appDir, '@enlace/shared', '@enlace/shared/domain');
}

/**
 * The entries of `@enlace/shared` that are singletons. `@enlace/shared/ui/core` is one: the shell loads it at start
 * (its providers hold the tenant's Chakra system) and its fields render with the shell's Chakra. The areas' parts
 * (`@enlace/shared/ui`, `@enlace/shared/forms`) and `@enlace/shared/ui/area` are not: they are Chakra components,
 * and a copy provided by one area would render with that area's Chakra under another area's provider, whose context
 * it cannot see. Each area bundles them, with its own Chakra and the shared code it was built with.
 */
const sharedPackageEntries = [
  '@enlace/shared',
  '@enlace/shared/domain',
  '@enlace/shared/domain/core',
  '@enlace/shared/session',
  '@enlace/shared/api',
  '@enlace/shared/i18n',
  '@enlace/shared/ui/core',
];

/**
 * The singletons (docs/adr/0025-shared-libraries.md), whole packages, never eager: what must be one instance on the
 * page (React; the router's contexts; the i18n instance and its React binding; formik's context, which the shared
 * form fields read under an area's <Formik>; the session store; emotion's style cache; the toasts) and what the
 * shared package's singletons hand to the areas. Chakra UI is not among them: each app bundles the components it
 * uses, tree-shaken, and renders them under its own provider with the tenant's one system (`AreaChakraProvider`).
 */
const sharedLibraries = [
  'react',
  'react-dom',
  'react-router',
  'react-i18next',
  'formik',
  'zustand',
  'ky',
  'i18next',
  '@emotion/react',
  'notistack',
  'yup',
];

/**
 * The shared libraries the shell's first screen loads (every page's): in the shell's build they and the packages
 * they depend on make one chunk, `startup`, instead of a chunk each (docs/adr/0085-shell-startup-chunk.md). Those a
 * page loads later stay apart: yup and the domain's schemas with the first validation, notistack with the first
 * toast. Only the shell's files change: every app still provides and consumes each library by its name, and a
 * library missing from this list only stays in a chunk of its own.
 */
const shellStartupLibraries = sharedLibraries.filter((name) => name !== 'yup' && name !== 'notistack');

/** The packages `names` depend on, themselves included, as installed for the app (pnpm keeps them apart). */
function dependencyClosure(appDir: string, names: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (name: string, fromDir: string) => {
    if (found.has(name)) return;
    const dir = packageDir(fromDir, name);
    if (!dir) return; // An optional dependency that is not installed.
    found.add(name);
    const { dependencies = {}, peerDependencies = {} } = JSON.parse(
      fs.readFileSync(path.join(dir, 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
    for (const dependency of [...Object.keys(dependencies), ...Object.keys(peerDependencies)])
      visit(dependency, dir);
  };
  for (const name of names) visit(name, appDir);
  return found;
}

/** The folder of package `name` as `fromDir` resolves it, or undefined when it is not installed there. */
function packageDir(fromDir: string, name: string, entry = name): string | undefined {
  const require = createRequire(path.join(fromDir, 'package.json'));
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    // Its `exports` may not list package.json: walk up from its entry.
  }
  let dir: string;
  try {
    dir = path.dirname(require.resolve(entry));
  } catch {
    return undefined;
  }
  while (!fs.existsSync(path.join(dir, 'package.json')) || readName(dir) !== name) {
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return dir;
}

/** A webpack `test` for the modules of the given packages (by their folder under node_modules). */
function modulesOfPackages(packages: Set<string>): RegExp {
  const escaped = [...packages].map((name) =>
    name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('/', '[\\\\/]'),
  );
  return new RegExp(`[\\\\/]node_modules[\\\\/](${escaped.join('|')})[\\\\/]`);
}

/** The version of an installed package (`entry`: a module of it that resolves, when the bare name does not). */
function installedVersion(appDir: string, name: string, entry = name): string {
  // package.json files say `catalog:`, which is not semver either: read the installed version instead.
  const dir = packageDir(appDir, name, entry);
  if (!dir) throw new Error(`Cannot find the package.json of ${name}`);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version as string;
}

function readName(dir: string): string | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name as string;
  } catch {
    return undefined;
  }
}

/**
 * The ES build of the federation runtime core, as the plugin that provides it to the remotes sees it (pnpm keeps
 * each package's dependencies apart): enhanced → that plugin → runtime-core.
 */
function federationRuntimeCoreEsm(appDir: string): string {
  const enhanced = createRequire(path.join(appDir, 'package.json')).resolve('@module-federation/enhanced');
  const plugin = createRequire(enhanced).resolve('@module-federation/inject-external-runtime-core-plugin');
  const core = createRequire(plugin).resolve('@module-federation/runtime-core');
  return path.join(path.dirname(core), 'index.js');
}

function federationAliases(appDir: string): Record<string, string> {
  return {
    // One copy of the federation runtime: the plugin that provides it to the remotes requires the CommonJS build,
    // the shell's own runtime imports the ES build.
    '@module-federation/runtime-core$': federationRuntimeCoreEsm(appDir),
  };
}

/**
 * The shared map every app uses: the same singletons everywhere, so that each loads exactly once. Each says the
 * version it brings and accepts versions of the same major (`^`, for 0.x the same minor); `strictVersion` makes an
 * area whose needs the page cannot meet fail to load (the shell then shows its fallback) instead of running against
 * a copy it was not built for.
 */
export function createSharedConfig(appDir: string): SharedConfig {
  const singleton = (version: string) => ({
    singleton: true,
    eager: false,
    strictVersion: true,
    version,
    requiredVersion: `^${version}`,
  });
  const shared: SharedConfig = {};
  for (const name of sharedLibraries) shared[name] = singleton(installedVersion(appDir, name));
  shared['react/'] = singleton(installedVersion(appDir, 'react'));
  shared['react-dom/'] = singleton(installedVersion(appDir, 'react-dom'));
  const sharedVersion = sharedPackageVersion(appDir);
  for (const name of sharedPackageEntries) shared[name] = singleton(sharedVersion);
  return shared;
}

/** The build's federation contract (deploy/webpack/federation-contract.ts), from its shared map. */
function federationContract(appDir: string, name: string, sharedConfig: SharedConfig): FederationContract {
  const shared: FederationContract['shared'] = {};
  for (const [key, config] of Object.entries(sharedConfig)) {
    if (typeof config === 'string') continue;
    shared[key] = {
      version: String(config.version),
      requiredVersion: String(config.requiredVersion),
      singleton: config.singleton === true,
    };
  }
  return { name, sharedPackage: sharedPackageVersion(appDir), shared };
}

export function createFederationOptions(
  federation: AppFederationConfig,
  shared: SharedConfig,
): FederationOptions {
  const isRemote = Boolean(federation.exposes && Object.keys(federation.exposes).length > 0);
  return {
    name: federation.name,
    ...(isRemote ? { filename: 'remoteEntry.js', exposes: federation.exposes } : {}),
    // Remote URLs come from remotes.json at run time (registerRemotes), never from the build.
    remotes: {},
    shared,
    shareStrategy: 'loaded-first',
    manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
    dts: false,
    experiments: {
      // Browser-only runtime; remotes load no remotes of their own.
      optimization: { target: 'web', ...(isRemote ? { disableRemote: true, disableSnapshot: true } : {}) },
      // One federation runtime for the page: the shell provides its own to the remotes, whose remoteEntry.js
      // then carries none (20.5 → 9.5 KiB gzip each; the shell's entry grows 0.9 KiB). The remotes are only
      // ever loaded by this shell. The alias of runtime-core in `federationAliases` keeps it one copy.
      ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
    },
  };
}

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

// The federation runtime asks for a chunk's file name before content hashes exist (only to learn the folder
// depth); a plain name answers that, and every emitted file gets its content hash.
const hashedFilename = (pathData: PathData): string =>
  pathData.chunk && 'contentHash' in pathData.chunk && pathData.chunk.contentHash?.javascript
    ? '[name].[contenthash:10].js'
    : '[name].js';

/** The webpack configuration of every front-end app (the shell and the four remotes). */
export function createWebpackConfig(options: CreateWebpackConfigOptions): Configuration {
  const { appDir, federation } = options;
  const mode = options.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const production = mode === 'production';
  const isRemote = Boolean(federation.exposes);
  // One shared map for the federation plugin and the contract that describes it.
  const shared = createSharedConfig(appDir);
  const publicDir = path.join(appDir, 'public');
  const hasPublicFiles =
    fs.existsSync(publicDir) && fs.readdirSync(publicDir).some((file) => file !== 'index.html');

  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    target: 'web',
    output: {
      path: path.join(appDir, 'dist'),
      // The shell serves deep links (/intranet/…), so its chunks are absolute; remotes load from wherever they live.
      publicPath: isRemote ? 'auto' : '/',
      filename: production ? hashedFilename : '[name].js',
      chunkFilename: production ? hashedFilename : '[name].js',
      uniqueName: federation.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: federationAliases(appDir),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(createFederationOptions(federation, shared)),
      new FederationContractPlugin(federationContract(appDir, federation.name, shared)),
      new HtmlWebpackPlugin({
        // A plain string: a template file would be compiled by a child compiler, which the federation plugin
        // would also instrument (and which would emit a second set of shared chunks).
        templateContent: fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8'),
        inject: 'head',
        chunks: ['main'],
        scriptLoading: 'defer',
      }),
      // The shell's page is served with a nonce-based Content-Security-Policy; a remote's page is only its
      // standalone run.
      ...(isRemote ? [] : [new CspNoncePlaceholderPlugin(), new ShellStartupPreloadPlugin()]),
      ...(hasPublicFiles
        ? [
            new CopyWebpackPlugin({
              patterns: [{ from: publicDir, to: '.', globOptions: { ignore: ['**/index.html'] } }],
            }),
          ]
        : []),
    ],
    optimization: {
      runtimeChunk: false,
      minimize: production,
      // One terser pass instead of webpack's default two: about the same size, much faster on two cores.
      ...(production ? { minimizeOptions: { javascript: { compress: { passes: 1 } } } } : {}),
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      // Each shared library is an async chunk of its own, and splitChunks leaves a small package they both import
      // in each of them: emotion's helpers were in @emotion/react's chunk and Chakra's, hoist-non-react-statics and
      // react-is in @emotion/react's and formik's. One chunk holds the one copy of each. In the shell, the libraries
      // of every first screen are one chunk instead (`shellStartupLibraries`).
      splitChunks: {
        cacheGroups: {
          sharedHelpers: {
            test: sharedHelperPackages,
            name: 'shared-helpers',
            chunks: 'async',
            enforce: true,
          },
          ...(isRemote
            ? {}
            : {
                startup: {
                  test: modulesOfPackages(dependencyClosure(appDir, shellStartupLibraries)),
                  name: 'startup',
                  chunks: 'async',
                  enforce: true,
                  priority: 10,
                },
              }),
        },
      },
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
