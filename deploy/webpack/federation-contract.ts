import type { Compiler } from 'webpack';

/** The file every build publishes beside its `mf-manifest.json` (the shell's beside its `index.html`). */
export const FEDERATION_CONTRACT_FILE = 'federation-contract.json';

/** What one shared package is in a build: the version it brings, the range it accepts, whether one instance. */
export interface SharedPackageTerms {
  version: string;
  requiredVersion: string;
  singleton: boolean;
}

/**
 * What a build brings to and needs from the page it runs in: the versions of its shared packages (the shell's are
 * what it provides to every area, an area's what it accepts) and the version of `@enlace/shared` it was built
 * with. The release tool compares an area's contract with the live shell's (deploy/src/release/compatibility.ts).
 */
export interface FederationContract {
  /** Container name: `shell`, `remote_volunteer`… */
  name: string;
  /** The version of `@enlace/shared` (its package.json). */
  sharedPackage: string;
  shared: Record<string, SharedPackageTerms>;
}

/** Emits the build's contract as `federation-contract.json`. */
export class FederationContractPlugin {
  constructor(private readonly contract: FederationContract) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FederationContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'FederationContractPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset(
            FEDERATION_CONTRACT_FILE,
            new RawSource(`${JSON.stringify(this.contract, null, 2)}\n`),
          );
        },
      );
    });
  }
}
