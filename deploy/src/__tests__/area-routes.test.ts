import Fastify, { type FastifyRequest } from 'fastify';
import { loadRemoteJson, pageStatus, routeMatches } from '../area-routes.ts';

const request = { headers: { host: 'localhost' } } as unknown as FastifyRequest;
const remotes = {
  remote_public: 'https://remotes.example.org/public/1.4.0/mf-manifest.json',
  remote_intranet: '/remotes/intranet/mf-manifest.json',
};
const registry = async () => remotes;

describe('routeMatches', () => {
  it.each([
    ['/', '/', true],
    ['/', '/login', false],
    ['/login', '/login', true],
    ['/login', '/Login/', true],
    ['/login', '/login/x', false],
    ['/reset-password/:code', '/reset-password/abc-123', true],
    ['/reset-password/:code', '/reset-password/a%20b', true],
    ['/reset-password/:code', '/reset-password', false],
    ['/intranet/*', '/intranet/volunteer/7', true],
    ['/intranet/*', '/intranetx', false],
  ])('%s and %s: %s', (pattern, path, matches) => {
    expect(routeMatches(pattern, path)).toBe(matches);
  });
});

describe('pageStatus', () => {
  it("reads each area's manifest beside its federation manifest, once per period", async () => {
    const read: string[] = [];
    const status = pageStatus(registry, async (url) => {
      read.push(url);
      return { routes: url.includes('intranet') ? ['/', '/volunteer/:id'] : ['/', '/login'] };
    });
    expect(await status('/login', request)).toBe(200);
    expect(await status('/nope', request)).toBe(404);
    expect(await status('/intranet/volunteer/3', request)).toBe(200);
    expect(await status('/intranet/nope', request)).toBe(404);
    expect(await status('/404', request)).toBe(404);
    expect(read).toEqual([
      'https://remotes.example.org/public/1.4.0/routes.json',
      '/remotes/intranet/routes.json',
    ]);
  });

  it('follows a release of an area without a restart, and keeps the last manifest while it cannot read one', async () => {
    let manifest: { routes: string[] } | null = { routes: ['/'] };
    const status = pageStatus(
      registry,
      async () => {
        if (!manifest) throw new Error('the remote is down');
        return manifest;
      },
      0,
    );
    expect(await status('/new-page', request)).toBe(404);
    manifest = { routes: ['/', '/new-page'] };
    expect(await status('/new-page', request)).toBe(200);
    manifest = null;
    expect(await status('/new-page', request)).toBe(200);
    expect(await status('/other', request)).toBe(404);
  });

  it("reads the manifest of the release the request's tenant gets", async () => {
    const read: string[] = [];
    const canary = { headers: { host: 'otra.localhost' } } as unknown as FastifyRequest;
    const status = pageStatus(
      async (incoming) =>
        incoming === canary
          ? { ...remotes, remote_intranet: '/releases/intranet/2.0.0-ab/mf-manifest.json' }
          : remotes,
      async (url) => {
        read.push(url);
        return { routes: url.includes('2.0.0') ? ['/', '/calendar'] : ['/'] };
      },
    );
    expect(await status('/intranet/calendar', request)).toBe(404);
    expect(await status('/intranet/calendar', canary)).toBe(200);
    expect(read).toContain('/releases/intranet/2.0.0-ab/routes.json');
  });

  it('leaves the answer to the area (200) when its manifest was never read', async () => {
    const status = pageStatus(registry, () => Promise.reject(new Error('not found')));
    expect(await status('/anything', request)).toBe(200);
    expect(await status('/404', request)).toBe(404);
  });
});

describe('loadRemoteJson', () => {
  it("reads a remote's manifest from its own server, or from the gateway with the request's host", async () => {
    const remote = Fastify();
    remote.get('/routes.json', async () => ({ routes: ['/'] }));
    await remote.listen({ host: '127.0.0.1', port: 0 });
    const gateway = Fastify();
    gateway.get('/remotes/intranet/routes.json', async (incoming) => ({ host: incoming.headers.host }));
    try {
      const { port } = remote.server.address() as { port: number };
      const load = loadRemoteJson(gateway);
      expect(await load(`http://127.0.0.1:${port}/routes.json`, request)).toEqual({ routes: ['/'] });
      expect(await load('/remotes/intranet/routes.json', request)).toEqual({ host: 'localhost' });
      await expect(load(`http://127.0.0.1:${port}/missing.json`, request)).rejects.toThrow(/404/);
    } finally {
      await remote.close();
      await gateway.close();
    }
  });
});
