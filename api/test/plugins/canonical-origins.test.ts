import type { FastifyInstance } from 'fastify';
import { buildTestApp, mailSentTo } from '../helpers/build-test-app';
import { STAFF, validStaffMember } from '../routes/api/staff/staff-fixtures';
import { authAs, jsonHeaders } from '../routes/api/volunteers/volunteer-fixtures';

// A request is served only on a tenant's configured origins (host and port, exactly), and every link of an email
// is built from the tenant's canonical origin, never from the request's Host.

/** Host values an attacker may send instead of a configured origin (the test app serves the demo on port 80). */
export const HOSTILE_HOSTS = [
  'localhost:@evil.example',
  'localhost:80@evil.example',
  'evil.example',
  'evil.example:80',
  'localhost.evil.example',
  'localhost.',
  'localhost:8080',
  'localhost:443',
  'localhost:080',
  'localhost:0',
  'localhost:99999',
  'localhost:',
  'localhost/evil.example',
  'localhost\\evil.example',
  'localhost#@evil.example',
  'localhost?@evil.example',
  'localhost, evil.example',
  ' localhost',
  'localhost ',
  'local host',
  '"><img src=x onerror=alert(1)>',
  'localhost"><a href="https://evil.example',
  "localhost'onmouseover='alert(1)",
  'user@localhost',
  'user:pass@localhost',
  'http://localhost',
  '[::1]',
  '127.0.0.2',
  '127.0.0.1:8080',
  '2130706433',
  'xn--lcalhost-c4a',
  'otra.localhost.evil.example',
  'localhost%2f@evil.example',
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const resetFor = (host: string, email = 'admin@demo.example.org') =>
  app.inject({
    method: 'POST',
    url: '/api/users/reset-password',
    headers: { host, 'content-type': 'application/ld+json' },
    payload: JSON.stringify({ email }),
  });

describe('hostile Host headers', () => {
  it.each(HOSTILE_HOSTS)('refuses %j before anything else: 404, no email, no code', async (host) => {
    const mails = app.mailer.sent.length;
    const codes = await app.db.selectFrom('password_reset_requests').select('id').execute();
    const response = await resetFor(host);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('tenant-not-found');
    expect(app.mailer.sent).toHaveLength(mails);
    expect(await app.db.selectFrom('password_reset_requests').select('id').execute()).toHaveLength(
      codes.length,
    );
  });

  it('refuses them on the pages too, with a plain page that echoes nothing', async () => {
    for (const host of ['evil.example', 'localhost:@evil.example', '"><b>x</b>']) {
      const response = await app.inject({ method: 'GET', url: '/login', headers: { host } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).not.toContain('evil');
      expect(response.body).not.toContain('<b>');
    }
  });
});

describe('links in emails', () => {
  it('come from the canonical origin whichever configured origin the request used', async () => {
    for (const host of ['localhost', 'LOCALHOST', 'localhost:80', '127.0.0.1', '127.0.0.1:80']) {
      const before = app.mailer.sent.filter((sent) => sent.to === 'admin@demo.example.org').length;
      const response = await resetFor(host);
      expect(response.statusCode).toBe(202);
      const mail = await mailSentTo(app, 'admin@demo.example.org', before);
      expect(mail?.html).toMatch(/href="http:\/\/localhost\/reset-password\/[\w-]+"/);
      expect(mail?.text).toMatch(/http:\/\/localhost\/reset-password\/[\w-]+/);
      expect(mail?.html).toContain('src="http://localhost/cdn/demo/');
      expect(mail?.html).not.toContain('127.0.0.1');
    }
  });

  it('follow the tenant when its canonical origin moves to https on a domain of its own', async () => {
    const moved = await buildTestApp();
    try {
      // An app of its own: the other one keeps the tenants it found for 10 s.
      await moved.db.transaction().execute(async (trx) => {
        const demo = await trx
          .selectFrom('tenant_origins')
          .select('tenant_id')
          .where('authority', '=', 'localhost')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('tenant_origins')
          .set({ canonical: 0 })
          .where('tenant_id', '=', demo.tenant_id)
          .execute();
        await trx
          .insertInto('tenant_origins')
          .values({
            authority: 'voluntariado.fundacion.example',
            origin: 'https://voluntariado.fundacion.example',
            tenant_id: demo.tenant_id,
            canonical: 1,
          })
          .execute();
      });
      const admin = await authAs(moved, 'admin@demo.example.org');
      const created = await moved.inject({
        method: 'POST',
        url: STAFF.employee.path,
        headers: jsonHeaders(admin),
        payload: JSON.stringify(validStaffMember({ email: 'marta.invitada@example.org' })),
      });
      expect(created.statusCode).toBe(201);
      const invitation = moved.mailer.sent.find((mail) => mail.to === 'marta.invitada@example.org');
      expect(invitation?.html).toMatch(
        /href="https:\/\/voluntariado\.fundacion\.example\/activate-account\/[\w-]+"/,
      );
      expect(invitation?.html).not.toContain('http://localhost');
      // The https origin answers too, on its default port only.
      const https = await moved.inject({
        method: 'GET',
        url: '/api/config',
        headers: { host: 'voluntariado.fundacion.example:443' },
      });
      expect(https.statusCode).toBe(200);
      const wrongScheme = await moved.inject({
        method: 'GET',
        url: '/api/config',
        headers: { host: 'voluntariado.fundacion.example:80' },
      });
      expect(wrongScheme.statusCode).toBe(404);
    } finally {
      await moved.close();
    }
  });
});
