import { remoteForPath } from '../load-remote-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('remoteForPath', () => {
  it.each([
    ['/intranet', 'remote_intranet'],
    ['/intranet/activity', 'remote_intranet'],
    ['/volunteer', 'remote_volunteer'],
    ['/volunteer/activity/3', 'remote_volunteer'],
    ['/partner', 'remote_partner'],
    ['/login', 'remote_public'],
    ['/', 'remote_public'],
    ['/intranetwork', 'remote_public'],
  ])('preloads %s from %s', (pathname, remote) => {
    expect(remoteForPath(pathname)).toBe(remote);
  });
});
