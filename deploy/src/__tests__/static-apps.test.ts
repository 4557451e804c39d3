import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@enlace/api';
import { profiles, remotesManifestJson } from '../profiles.ts';
import { remoteFilesApp } from '../remote-files-app.ts';
import { registerStaticApps } from '../static-apps.ts';

// The gateway as a browser meets it: the shell's page with a per-request nonce policy, the files around it.
const shellHtml =
  '<!doctype html><html lang=es><head><meta charset=utf-8><meta property=csp-nonce nonce=%CSP_NONCE%>' +
  '<title>Enlace</title><script defer src=/main.0123456789.js nonce=%CSP_NONCE%></script></head>' +
  '<body><div id=root></div></body></html>';

let dataDir: string;
let shellDir: string;
let app: FastifyInstance;

// The route manifests the remotes publish beside their federation manifests (the e2e profile's addresses): the
// public and intranet areas have one, the volunteer area's release has none.
const remoteAddress = (remote: string) =>
  (JSON.parse(remotesManifestJson(profiles.e2e)) as Record<string, string>)[remote] as string;
const routeManifests: Record<string, { routes: string[] }> = {
  [new URL('routes.json', remoteAddress('remote_public')).toString()]: {
    routes: ['/', '/login', '/reset-password/:code'],
  },
  [new URL('routes.json', remoteAddress('remote_intranet')).toString()]: {
    routes: ['/', '/activity', '/activity/:id'],
  },
};
const loadJson = async (url: string) => {
  const manifest = routeManifests[url];
  if (!manifest) throw new Error(`${url} answered 404`);
  return manifest;
};

async function gateway(trustProxy: boolean): Promise<FastifyInstance> {
  const gatewayApp = await buildApp({
    logger: false,
    dataDir,
    // An in-memory SQLite database whatever DATABASE_URL says.
    databaseUrl: '',
    sqliteFile: ':memory:',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    mailTransport: 'memory',
    seedDemoData: true,
    seedDemoActivities: false,
    tenantCacheMs: 0,
    trustProxy,
  });
  // The e2e profile: every remote on an origin of its own.
  await registerStaticApps(gatewayApp, profiles.e2e, {
    shellDir,
    loadJson,
    releasesDir: path.join(dataDir, 'releases'),
  });
  return gatewayApp;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-gateway-test-'));
  shellDir = path.join(dataDir, 'shell');
  fs.mkdirSync(shellDir);
  fs.writeFileSync(path.join(shellDir, 'index.html'), shellHtml);
  fs.writeFileSync(path.join(shellDir, 'main.0123456789.js'), 'console.log(1);');
  app = await gateway(false);
}, 60_000);
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, host = 'localhost', headers: Record<string, string> = {}, target = app) =>
  target.inject({ method: 'GET', url, headers: { host, ...headers } });

/** The policy as directive → sources. */
function policyOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

const setMatomoHost = (host: string, matomoHost: string | null) =>
  app.db
    .updateTable('tenants')
    .set({ matomo_host: matomoHost, matomo_site_id: matomoHost ? '3' : null })
    .where('id', '=', app.db.selectFrom('tenant_origins').select('tenant_id').where('authority', '=', host))
    .execute();

describe("the shell's page", () => {
  it('carries a strict policy whose nonce is the one in the page', async () => {
    const response = await get('/login');
    expect(response.statusCode).toBe(200);
    const policy = policyOf(response.headers['content-security-policy']);
    const nonce = /<meta property=csp-nonce nonce=([A-Za-z0-9_-]{22})>/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`<script defer src=/main.0123456789.js nonce=${nonce}>`);
    expect(response.body).not.toContain('%CSP_NONCE%');

    expect(policy['default-src']).toEqual(["'self'"]);
    // Each remote's own origin, from the manifest served as /remotes.json (8281 to 8284 by default).
    const remoteOrigins = Object.values(
      JSON.parse(remotesManifestJson(profiles.e2e)) as Record<string, string>,
    ).map((address) => new URL(address).origin);
    expect(remoteOrigins).toHaveLength(4);
    expect(policy['script-src']).toEqual(["'self'", ...remoteOrigins, `'nonce-${nonce}'`]);
    expect(policy['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy['connect-src']).toEqual(["'self'", ...remoteOrigins]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['report-uri']).toEqual(['/api/csp-reports']);
    expect(policy['report-to']).toEqual(['csp-endpoint']);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-(inline|eval)/);
    expect(response.headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-reports"');
    expect(response.headers['content-security-policy-report-only']).toBeUndefined();

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('has a new nonce on every request, and /index.html is the same page', async () => {
    const nonces = await Promise.all(
      ['/', '/intranet/activity', '/index.html'].map(async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        return /nonce=([A-Za-z0-9_-]+)>/.exec(response.body)?.[1];
      }),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it("allows the Matomo host of the tenant whose analytics is configured, and only that tenant's", async () => {
    await setMatomoHost('otra.localhost', 'https://matomo.example.org/');
    try {
      const withAnalytics = policyOf((await get('/', 'otra.localhost')).headers['content-security-policy']);
      for (const directive of ['script-src', 'img-src', 'connect-src']) {
        expect(withAnalytics[directive]).toContain('https://matomo.example.org');
      }
      const without = String((await get('/', 'localhost')).headers['content-security-policy']);
      expect(without).not.toContain('matomo');
    } finally {
      await setMatomoHost('otra.localhost', null);
    }
  });

  it('takes a Matomo host written without a scheme, as the loader does, and nothing that is not a host', async () => {
    await setMatomoHost('otra.localhost', 'analytics.example.org:8443');
    const plain = policyOf((await get('/', 'otra.localhost')).headers['content-security-policy']);
    expect(plain['script-src']).toContain('analytics.example.org:8443');

    await setMatomoHost('otra.localhost', "evil.example.org; script-src 'unsafe-inline'");
    try {
      const response = await get('/', 'otra.localhost');
      expect(response.statusCode).toBe(200);
      const header = String(response.headers['content-security-policy']);
      expect(header).not.toContain('evil');
      expect(header).not.toContain('unsafe-inline');
    } finally {
      await setMatomoHost('otra.localhost', null);
    }
  });

  it.each(['/', '/login', '/LOGIN/', '/login?redirect=%2Fintranet', '/reset-password/a-code', '/index.html'])(
    'answers 200 to %s, a page of the public area',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    },
  );

  it.each(['/esta-ruta-no-existe', '/login/more', '/reset-password', '/404', '/intranetx'])(
    'answers 404 to %s, which no area knows, with the same page (it renders the not-found page)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const nonce = /<meta property=csp-nonce nonce=([A-Za-z0-9_-]{22})>/.exec(response.body)?.[1];
      expect(nonce).toBeTruthy();
      expect(policyOf(response.headers['content-security-policy'])['script-src']).toContain(
        `'nonce-${nonce}'`,
      );
    },
  );

  it('asks each area for its pages under its prefix, and leaves them to an area that publishes none', async () => {
    for (const [url, status] of [
      ['/intranet', 200],
      ['/intranet/activity/12', 200],
      ['/intranet/no-such-list', 404],
      ['/intranet/activity/12/more', 404],
      ['/volunteer/anything', 200],
    ] as const) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status });
    }
  });

  it("carries its tenant's configuration and remotes registry, the same as the API answers, so that the first screen needs no request", async () => {
    /** The JSON the page carries, read as the shell reads it (the element's text). */
    const bootDataOf = (html: string) => {
      const match = /<script type="application\/json" id="enlace-boot">([^<]*)<\/script><\/head>/.exec(html);
      if (!match) throw new Error('the page carries no boot data');
      return JSON.parse(match[1] as string) as Record<string, unknown>;
    };
    for (const host of ['localhost', 'otra.localhost']) {
      const boot = bootDataOf((await get('/login', host)).body);
      expect(boot.config).toEqual((await get('/api/config', host)).json());
      expect(boot.remotes).toEqual({ remotes: (await get('/remotes.json', host)).json(), incompatible: {} });
      const logo = (boot.config as { assets: { folder: string; logo_dark: string } }).assets;
      const version = await get(`/api/image/last-modified?url=/cdn/${logo.folder}/${logo.logo_dark}`, host);
      expect(boot.imageVersion).toBe(version.json()['last-modified']);
    }
    expect(bootDataOf((await get('/', 'otra.localhost')).body).config).toMatchObject({
      company_name: expect.any(String),
    });
    expect(bootDataOf((await get('/', 'otra.localhost')).body).config).not.toEqual(
      bootDataOf((await get('/', 'localhost')).body).config,
    );
  });

  it("cannot be broken out of by an organisation's texts", async () => {
    const tenantName = async (host: string, name: string) => {
      await app.db
        .updateTable('tenants')
        .set({ name })
        .where(
          'id',
          '=',
          app.db.selectFrom('tenant_origins').select('tenant_id').where('authority', '=', host),
        )
        .execute();
    };
    const original = ((await get('/api/config', 'otra.localhost')).json() as { company_name: string })
      .company_name;
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    await tenantName('otra.localhost', hostile);
    try {
      const html = (await get('/', 'otra.localhost')).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html.match(/<\/script>/g)).toHaveLength(2);
      const json = /id="enlace-boot">([^<]*)<\/script>/.exec(html)?.[1] as string;
      expect((JSON.parse(json) as { config: { company_name: string } }).config.company_name).toBe(hostile);
    } finally {
      await tenantName('otra.localhost', original);
    }
  });

  it('keeps the API JSON 404 under /api', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the remotes registry', () => {
  const remotesOf = async (host: string) =>
    (await get('/remotes.json', host)).json() as Record<string, string>;

  it('gives each tenant the release the registry serves it, read at every request, and the built-in build of the areas never released', async () => {
    const builtIn = JSON.parse(remotesManifestJson(profiles.e2e)) as Record<string, string>;
    expect(await remotesOf('localhost')).toEqual(builtIn);

    const releaseDir = path.join(dataDir, 'releases', 'volunteer', '1.0.0-abcdef0123');
    fs.mkdirSync(releaseDir, { recursive: true });
    fs.writeFileSync(path.join(releaseDir, 'mf-manifest.json'), '{"id":"remote_volunteer"}');
    await app.areaRegistry.record('volunteer', '1.0.0-abcdef0123', {});
    await app.areaRegistry.record('volunteer', '1.1.0-abcdef4567', {});
    await app.areaRegistry.promote('volunteer', '1.0.0-abcdef0123');
    const second = await app.db
      .selectFrom('tenants')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await app.areaRegistry.startCanary('volunteer', '1.1.0-abcdef4567', second.id);

    const first = await get('/remotes.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual({
      ...builtIn,
      remote_volunteer: '/releases/volunteer/1.0.0-abcdef0123/mf-manifest.json',
    });
    expect((await remotesOf('otra.localhost')).remote_volunteer).toBe(
      '/releases/volunteer/1.1.0-abcdef4567/mf-manifest.json',
    );

    await app.areaRegistry.endCanary('volunteer');
    expect((await remotesOf('otra.localhost')).remote_volunteer).toBe(
      '/releases/volunteer/1.0.0-abcdef0123/mf-manifest.json',
    );
  });

  it('marks a served release the live shell cannot run, so that the shell does not load it', async () => {
    const terms = (version: string) => ({ version, requiredVersion: `^${version}`, singleton: true });
    fs.writeFileSync(
      path.join(shellDir, 'federation-contract.json'),
      JSON.stringify({ name: 'shell', sharedPackage: '1.0.0', shared: { react: terms('19.3.1') } }),
    );
    const marking = await gateway(false);
    try {
      const newer = { name: 'remote_partner', sharedPackage: '1.5.0', shared: { react: terms('19.3.1') } };
      await marking.areaRegistry.record('partner', '2.0.0-abcdef0123', newer);
      await marking.areaRegistry.promote('partner', '2.0.0-abcdef0123');
      const answer = (await get('/remotes.json', 'localhost', {}, marking)).json() as Record<string, unknown>;
      expect(answer.remote_partner).toBe('/releases/partner/2.0.0-abcdef0123/mf-manifest.json');
      expect(answer.incompatible).toEqual({
        remote_partner: expect.stringContaining(
          'built with @enlace/shared 1.5.0; the live shell provides 1.0.0',
        ),
      });
      // Without such a release, the answer is the plain map the shell has always read.
      await marking.areaRegistry.rollback('partner');
      expect((await get('/remotes.json', 'localhost', {}, marking)).json()).not.toHaveProperty(
        'incompatible',
      );
    } finally {
      await marking.close();
      fs.rmSync(path.join(shellDir, 'federation-contract.json'));
    }
  });

  it('serves the releases as files that never change, and nothing of the staging folder', async () => {
    const manifest = await get('/releases/volunteer/1.0.0-abcdef0123/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const staging = path.join(dataDir, 'releases', '.staging', 'volunteer-1');
    fs.mkdirSync(staging, { recursive: true });
    fs.writeFileSync(path.join(staging, 'remoteEntry.js'), 'unfinished');
    expect((await get('/releases/.staging/volunteer-1/remoteEntry.js')).statusCode).toBe(404);
  });
});

describe('files around the page', () => {
  it('serves scripts that may not be sniffed and, opened alone, load nothing', async () => {
    const response = await get('/main.0123456789.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(policyOf(response.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("lets any site show a tenant's images (emails show its logo), served by the API", async () => {
    const response = await get('/cdn/demo/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['last-modified']).toBeTruthy();
  });

  it("never serves another tenant's folder, nor the page, under /cdn/", async () => {
    const other = await get('/cdn/otra/favicon.ico');
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toContain('application/json');
    expect((await get('/cdn/otra/favicon.ico', 'otra.localhost')).statusCode).toBe(200);
    expect((await get('/cdn/demo/missing.webp')).statusCode).toBe(404);
  });
});

describe('over HTTPS behind the trusted proxy', () => {
  it('adds HSTS and upgrades insecure requests', async () => {
    const behindProxy = await gateway(true);
    try {
      const response = await get('/', 'localhost', { 'x-forwarded-proto': 'https' }, behindProxy);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(response.headers['content-security-policy'])).toHaveProperty(
        'upgrade-insecure-requests',
      );
    } finally {
      await behindProxy.close();
    }
  }, 60_000);
});

describe("a remote's own server", () => {
  it('serves its scripts to the shell on another origin, never sniffed, framed or run as a page', async () => {
    const remoteDir = path.join(dataDir, 'remote');
    fs.mkdirSync(remoteDir, { recursive: true });
    fs.writeFileSync(path.join(remoteDir, 'remoteEntry.js'), 'var remote_public;');
    const remote = await remoteFilesApp(remoteDir);
    try {
      const response = await remote.inject({ method: 'GET', url: '/remoteEntry.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const policy = policyOf(response.headers['content-security-policy']);
      expect(policy['default-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
    } finally {
      await remote.close();
    }
  });
});
