import type { FederationContract } from '../../../webpack/federation-contract.ts';
import { incompatibilities } from '../compatibility.ts';

const terms = (version: string, singleton = true) => ({ version, requiredVersion: `^${version}`, singleton });

const shell: FederationContract = {
  name: 'shell',
  sharedPackage: '1.2.0',
  shared: {
    react: terms('19.3.1'),
    '@chakra-ui/react': terms('3.30.0'),
    '@enlace/shared/ui': terms('1.2.0'),
  },
};

const area = (changes: Partial<FederationContract> = {}): FederationContract => ({
  name: 'remote_volunteer',
  sharedPackage: '1.2.0',
  shared: { react: terms('19.3.1'), '@enlace/shared/ui': terms('1.2.0') },
  ...changes,
});

describe('incompatibilities', () => {
  it('accepts an area built with the versions the shell provides, or older ones of the same major', () => {
    expect(incompatibilities(shell, area())).toEqual([]);
    expect(
      incompatibilities(
        shell,
        area({
          sharedPackage: '1.1.0',
          shared: { react: terms('19.0.0'), '@enlace/shared/ui': terms('1.1.0') },
        }),
      ),
    ).toEqual([]);
  });

  it('refuses an area built with a newer @enlace/shared, once, naming both versions', () => {
    expect(
      incompatibilities(
        shell,
        area({
          sharedPackage: '1.3.0',
          shared: { react: terms('19.3.1'), '@enlace/shared/ui': terms('1.3.0') },
        }),
      ),
    ).toEqual([
      'remote_volunteer was built with @enlace/shared 1.3.0; the live shell provides 1.2.0. Release a shell built with @enlace/shared 1.3.0 or newer first.',
    ]);
  });

  it('refuses a singleton in a version the shell does not provide, or one the shell does not share', () => {
    expect(
      incompatibilities(shell, area({ shared: { react: terms('20.0.0'), notistack: terms('3.0.2') } })),
    ).toEqual([
      'remote_volunteer needs react ^20.0.0; the live shell provides 19.3.1.',
      'remote_volunteer needs notistack as one instance for the whole page; the live shell does not share it.',
    ]);
  });

  it('leaves to the area a package it does not share as one instance: it brings its own copy', () => {
    expect(incompatibilities(shell, area({ shared: { 'date-fns': terms('4.1.0', false) } }))).toEqual([]);
  });
});
