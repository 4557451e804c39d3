import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { areaRegistry, createDatabase } from '@enlace/api';
import { readContract } from '../src/release/compatibility.ts';
import { buildDigest, releaseVersion, storeRelease } from '../src/release/release-store.ts';
import { activateAdministrator, bearer, signInAdministrator, sleep, waitForEmail } from './administrator.ts';
import { repoRoot, Topology } from './topology.ts';

// `npm run test:topology` (and a step of `npm test`): the production topology on this machine — nginx with TLS,
// two API processes, PostgreSQL, Redis, a mail relay — and what a foundation relies on when it runs Enlace for
// many organisations. The figures of the load run are printed.

const LOAD_SECONDS = Number(process.env.TOPOLOGY_LOAD_SECONDS ?? 60);
const LOAD_CONNECTIONS = Number(process.env.TOPOLOGY_LOAD_CONNECTIONS ?? 200);

const topology = new Topology();
let token = '';

const post = (index: number) => (pathname: string, body: unknown) =>
  topology.direct(index, pathname, { method: 'POST', body });

beforeAll(async () => {
  await topology.start();
  await activateAdministrator(topology);
}, 240_000);

afterAll(async () => {
  await topology.stop();
}, 60_000);

describe('the gateway', () => {
  it("answers a tenant's pages over TLS with a fresh nonce, and a clear page at a host nobody serves", async () => {
    const home = await topology.request('/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['content-security-policy']).toMatch(/'nonce-[\w-]+'/);
    expect(home.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const again = await topology.request('/');
    expect(again.headers['content-security-policy']).not.toBe(home.headers['content-security-policy']);
    expect((await topology.request('/no-such-page')).status).toBe(404);
    expect((await topology.request('/index.html')).headers['content-security-policy']).toMatch(/nonce-/);

    const config = await topology.request('/api/config');
    expect(config.json()).toMatchObject({ company_name: 'Asociación Topología', primary_color: '#0f766e' });

    // A host under the served domain that is no organisation's: the API's page, never another tenant.
    const unknownTenant = await topology.request('/', {
      host: `otra.enlace.localhost:${topology.httpsPort}`,
    });
    expect(unknownTenant.status).toBe(404);
    expect(unknownTenant.body).toContain('No hay ninguna organización configurada para esta dirección');
    const unknownApi = await topology.request('/api/config', {
      host: `otra.enlace.localhost:${topology.httpsPort}`,
    });
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.json()).toMatchObject({ error: 'tenant-not-found' });
    // A host the gateway does not serve at all: its own page.
    const foreign = await topology.request('/api/config', {
      host: `evil.example:${topology.httpsPort}`,
      anyCertificateName: true,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toContain('No hay ninguna organización configurada para esta dirección');
  });

  it('serves built files from disk, precompressed, hashed ones cached for a year', async () => {
    const dist = path.join(repoRoot, 'remote-intranet/dist');
    const hashed = fs
      .readdirSync(dist)
      .find((name) => /\.[0-9a-f]{8,}\.js$/.test(name) && fs.existsSync(path.join(dist, `${name}.br`)));
    expect(hashed).toBeDefined();
    const brotli = await topology.request(`/remotes/intranet/${hashed}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['x-content-type-options']).toBe('nosniff');
    const gzip = await topology.request(`/remotes/intranet/${hashed}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const entry = await topology.request('/remotes/intranet/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await topology.request('/remotes/intranet/nothing.js')).status).toBe(404);
  });

  it('serves a released area to the tenants the registry says, from versioned files that never change', async () => {
    // A release as `pnpm release volunteer` leaves it: the build under releases/<area>/<version>/, and the registry.
    const staging = path.join(topology.releasesDir, '.staging', 'volunteer-topology');
    fs.cpSync(path.join(repoRoot, 'remote-volunteer/dist'), staging, { recursive: true });
    const version = releaseVersion('0.1.0', buildDigest(staging));
    const { dir } = storeRelease(staging, topology.releasesDir, 'volunteer', version);
    const db = createDatabase({ databaseUrl: topology.databaseUrl, dataDir: '' });
    const registry = areaRegistry(db);
    await registry.record('volunteer', version, readContract(dir));
    await registry.promote('volunteer', version);
    try {
      for (const index of [0, 1]) {
        const remotes = (await topology.direct(index, '/remotes.json')).json<Record<string, string>>();
        expect(remotes.remote_volunteer).toBe(`/releases/volunteer/${version}/mf-manifest.json`);
      }
      const entry = await topology.request(`/releases/volunteer/${version}/remoteEntry.js`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(entry.status).toBe(200);
      expect(entry.headers['content-encoding']).toBe('br');
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      fs.mkdirSync(path.join(topology.releasesDir, '.staging', 'volunteer-1'), { recursive: true });
      fs.writeFileSync(
        path.join(topology.releasesDir, '.staging', 'volunteer-1', 'remoteEntry.js'),
        'unfinished',
      );
      expect((await topology.request('/releases/.staging/volunteer-1/remoteEntry.js')).status).toBe(404);
    } finally {
      await registry.rollback('volunteer');
      await db.destroy();
    }
  });

  it('keeps the probes and metrics off the Internet, limits bodies and redirects plain http', async () => {
    for (const pathname of ['/healthz', '/readyz', '/metrics']) {
      expect((await topology.request(pathname)).status).toBe(404);
    }
    expect((await topology.direct(0, '/healthz')).status).toBe(200);
    expect((await topology.direct(1, '/readyz')).status).toBe(200);

    const tooBig = 'x'.repeat(13 * 1024 * 1024);
    expect((await topology.request('/api/login_check', { method: 'POST', body: tooBig })).status).toBe(413);
    expect((await topology.request('/', { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) })).status).toBe(
      413,
    );

    const plain = await topology.plainHttp('/intranet');
    expect(plain.status).toBe(308);
    expect(plain.headers.location).toBe(`https://acme.enlace.localhost/intranet`);
  });
});

describe('two API processes', () => {
  let secret = '';

  it('a session signed in on one process is used, refreshed and ended on the other', async () => {
    // The password on one process, the enrolment on the other, the first code on the first again.
    let call = 0;
    const alternating = (pathname: string, body: unknown) => post(call++ % 2)(pathname, body);
    const session = await signInAdministrator(alternating, topology);
    expect(call).toBe(3);
    secret = session.secret;

    const home = await topology.direct(1, '/api/home', { headers: bearer(session.token) });
    expect(home.status).toBe(200);
    expect(home.json()).toMatchObject({ email: topology.adminEmail });

    const refreshed = await post(1)('/api/token/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    const newToken = refreshed.json<{ token: string }>().token;
    expect((await topology.direct(0, '/api/home', { headers: bearer(newToken) })).status).toBe(200);

    const loggedOut = await topology.direct(0, '/api/token/invalidate', {
      method: 'POST',
      headers: bearer(newToken),
    });
    expect(loggedOut.status).toBe(204);
    expect((await topology.direct(1, '/api/home', { headers: bearer(newToken) })).status).toBe(401);

    const throughGateway = (pathname: string, body: unknown) =>
      topology.request(pathname, { method: 'POST', body });
    token = (await signInAdministrator(throughGateway, topology, secret)).token;
    expect((await topology.request('/api/home', { headers: bearer(token) })).status).toBe(200);
  });

  it('count sign-in failures together, and believe the client address from the gateway only', async () => {
    const email = `nadie-${topology.runId}@topologia.example.org`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const reply = await topology.direct(attempt % 2, '/api/login_check', {
        method: 'POST',
        body: { email, password: 'no-es-esta-1234' },
      });
      statuses.push(reply.status);
      if (reply.status === 429) {
        expect(reply.json()).toMatchObject({ error: 'account-temporarily-locked' });
        expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
    }
    // As on one process: 5 failures pass, then the next attempt must wait (ADR 0002). Counted apart, each process
    // would have seen two or three failures and let the sixth through.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    // Through the gateway, an address the client claims is replaced by the one the gateway saw.
    await topology.request('/api/login_check', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      body: { email: `otra-${email}`, password: 'no-es-esta-1234' },
    });
    const [event] = await topology.query<{ ip_address: string }>(
      `SELECT ip_address FROM security_events WHERE type = 'sign-in-failed' AND subject_email = $1`,
      [`otra-${email}`],
    );
    expect(event?.ip_address).toBe('127.0.0.1');
  });

  it("an organisation's branding saved through one process is what every process serves at once", async () => {
    const saved = await topology.direct(0, '/api/branding', {
      method: 'PATCH',
      headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ primary_color: '#1d4ed8' }),
    });
    expect(saved.status).toBe(200);
    expect((await topology.direct(1, '/api/config')).json()).toMatchObject({ primary_color: '#1d4ed8' });

    const boundary = 'enlace-topology';
    const logo = fs.readFileSync(path.join(repoRoot, 'e2e/fixtures/branding-logo.png'));
    const uploaded = await topology.direct(1, '/api/branding/images/logo_dark', {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        logo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.status).toBe(200);
    // Stored in the database, not on one process's disk: the other process and the gateway serve it.
    const config = (await topology.direct(0, '/api/config')).json<{
      assets: { folder: string; logo_dark: string };
    }>();
    const image = `/cdn/${config.assets.folder}/${config.assets.logo_dark}`;
    const served = await topology.request(image);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('kill -9 of one process during a burst of writes loses no acknowledged write, and the gateway keeps answering', async () => {
    const total = 240;
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      for (let index = next++; index < total; index = next++) {
        const name = `Proyecto ${topology.runId} ${index}`;
        const reply = await topology.request('/api/projects', {
          method: 'POST',
          headers: bearer(token),
          body: { name, dateStart: '2026-12-01', status: 'active' },
        });
        if (reply.status === 201) acknowledged.push(name);
        else refused.push(reply.status);
        if (!killed && acknowledged.length >= 60) {
          killed = true;
          topology.killApi(0);
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(killed).toBe(true);

    const stored = await topology.query<{ name: string; copies: string }>(
      `SELECT name, count(*)::text AS copies FROM projects WHERE name LIKE $1 GROUP BY name`,
      [`Proyecto ${topology.runId} %`],
    );
    const storedNames = new Set(stored.map((row) => row.name));
    const lost = acknowledged.filter((name) => !storedNames.has(name));
    console.log(
      `kill -9 during ${total} writes: ${acknowledged.length} acknowledged, ${refused.length} answered with an error (${[...new Set(refused)].join(', ') || 'none'}), ${lost.length} acknowledged writes lost, ${stored.filter((row) => row.copies !== '1').length} written twice`,
    );
    expect(lost).toEqual([]);
    expect(stored.every((row) => row.copies === '1')).toBe(true);
    // Only the writes in flight on the killed process may fail; nginx never sends a POST twice.
    expect(refused.length).toBeLessThanOrEqual(16);

    const after = await Promise.all(
      Array.from({ length: 30 }, () => topology.request('/api/projects', { headers: bearer(token) })),
    );
    expect(after.map((reply) => reply.status)).toEqual(after.map(() => 200));

    await topology.startApi(0);
    expect((await topology.direct(0, '/readyz')).status).toBe(200);
  });

  it('kill -9 during the storing of an import leaves whole batches only, and the same file confirmed again completes it', async () => {
    const template = await topology.direct(0, '/api/imports/volunteers/template', { headers: bearer(token) });
    const [header, example] = template.body.replace(/^\uFEFF/, '').split('\r\n');
    const rows = 1000;
    const emailOf = (index: number) => `corte-${topology.runId}-${index}@example.org`;
    const dniOf = (index: number) => {
      const number = 40_000_000 + (Number.parseInt(topology.runId, 36) % 1_000_000) * 10 + index;
      return `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`;
    };
    const file = [
      header,
      ...Array.from({ length: rows }, (_, index) =>
        (example as string)
          .replace('lucia.garcia@example.org', emailOf(index))
          .replace('12345678Z', dniOf(index)),
      ),
      '',
    ].join('\r\n');
    const boundary = `----corte${topology.runId}`;
    const body = Buffer.concat([
      Buffer.from(
        // No invitations: a thousand queued emails would hold up the next test's mail.
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="corte.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = (index: number, onChunk?: (text: string) => void) =>
      topology.direct(index, '/api/imports/volunteers', {
        method: 'POST',
        headers: {
          ...bearer(token),
          accept: 'application/x-ndjson',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
        onChunk,
      });

    // Killed as soon as the first batch is reported stored: the others are being written.
    let killed = false;
    await upload(0, (text) => {
      if (!killed && /"stage":"storing","done":[1-9]/.test(text)) {
        killed = true;
        topology.killApi(0);
      }
    }).catch(() => undefined);
    expect(killed).toBe(true);
    const countStored = async () =>
      Number(
        (
          await topology.query<{ count: string }>(
            `SELECT count(*)::text AS count FROM users WHERE email LIKE $1`,
            [`corte-${topology.runId}-%`],
          )
        )[0]!.count,
      );
    const storedAtCrash = await countStored();
    console.log(`kill -9 during an import of ${rows} rows: ${storedAtCrash} stored when the process died`);
    // Whole batches of 100, never part of one.
    expect(storedAtCrash % 100).toBe(0);
    expect(storedAtCrash).toBeGreaterThan(0);
    const [started] = await topology.query<{ created: number; finished_at: string | null }>(
      `SELECT created, finished_at FROM imports WHERE file_name = 'corte.csv' ORDER BY id DESC LIMIT 1`,
    );
    if (storedAtCrash < rows) expect(started).toMatchObject({ finished_at: null });

    // The same file confirmed again on the other process: the rest is stored, nobody twice.
    const again = await upload(1);
    const result = JSON.parse(again.body.trim().split('\n').at(-1) as string) as {
      created: number;
      rejected: number;
    };
    expect(result).toMatchObject({ created: rows - storedAtCrash, rejected: storedAtCrash });
    expect(await countStored()).toBe(rows);
    const copies = await topology.query<{ email: string }>(
      `SELECT email FROM users WHERE email LIKE $1 GROUP BY email HAVING count(*) > 1`,
      [`corte-${topology.runId}-%`],
    );
    expect(copies).toEqual([]);

    await topology.startApi(0);
    expect((await topology.direct(0, '/readyz')).status).toBe(200);
  });

  it('an email asked for while the mail relay is down is delivered once it is back', async () => {
    await topology.stopMailRelay();
    const asked = await topology.request('/api/users/reset-password', {
      method: 'POST',
      body: { email: topology.adminEmail },
    });
    expect(asked.status).toBeLessThan(300);
    // The queue tries and fails while the relay refuses connections.
    await sleep(4000);
    await topology.startMail();
    const email = await waitForEmail(topology, topology.adminEmail, /contraseña/i, 60_000);
    expect(email.subject).toMatch(/contraseña/i);
  });
});

describe('under load', () => {
  it(
    `${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s of reads and writes through the gateway: no errors`,
    async () => {
      let written = 0;
      let acknowledged = 0;
      const headers = {
        host: topology.host,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      };
      const result = await autocannon({
        url: `https://127.0.0.1:${topology.httpsPort}`,
        servername: topology.host.split(':')[0],
        connections: LOAD_CONNECTIONS,
        duration: LOAD_SECONDS,
        timeout: 20,
        headers,
        requests: [
          { method: 'GET', path: '/api/projects' },
          { method: 'GET', path: '/api/config' },
          { method: 'GET', path: '/api/home' },
          {
            method: 'POST',
            path: '/api/projects',
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                name: `Carga ${topology.runId} ${written++}`,
                dateStart: '2026-12-01',
                status: 'active',
              }),
            }),
            onResponse: (status) => {
              if (status === 201) acknowledged++;
            },
          },
        ],
      });
      console.log(
        `Load through the gateway (${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s, 3 reads : 1 write): ` +
          `${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, ` +
          `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
          `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
      );
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(result.non2xx).toBe(0);
      expect(result.requests.total).toBeGreaterThan(0);
      const [{ count }] = await topology.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM projects WHERE name LIKE $1`,
        [`Carga ${topology.runId} %`],
      );
      // Every write the load acknowledged is stored.
      expect(acknowledged).toBeGreaterThan(0);
      expect(Number(count)).toBeGreaterThanOrEqual(acknowledged);
    },
    (LOAD_SECONDS + 60) * 1000,
  );
});
