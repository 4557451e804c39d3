import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipartBody } from '../../../helpers/multipart-body';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, jsonHeaders, OTHER_HOST, ROLE_ACCOUNTS } from '../volunteers/volunteer-fixtures';

// The tenant's branding, edited by its administrators (docs/adr/0020-tenant-branding.md).
let app: FastifyInstance;
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, ROLE_ACCOUNTS.administrator);
  otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
});
afterAll(() => app.close());

const patch = (headers: Record<string, string>, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: '/api/branding',
    headers: jsonHeaders(headers, 'application/merge-patch+json'),
    payload: JSON.stringify(payload),
  });

const png = (width: number, height: number, color = '#ff0000') =>
  sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();

const upload = (headers: Record<string, string>, name: string, file: Buffer | null, filename?: string) => {
  const body = multipartBody(
    file && { filename: filename ?? 'logo.png', contentType: 'image/png', bytes: file },
  );
  return app.inject({
    method: 'PUT',
    url: `/api/branding/images/${name}`,
    headers: { ...headers, 'content-type': body.type },
    payload: body.payload,
  });
};

const violationsOf = (answer: { json: () => unknown }) =>
  (answer.json() as { violations: { propertyPath: string; message: string }[] }).violations;

describe('/api/branding: who may', () => {
  it.each(['employee', 'coordinator', 'volunteer', 'partner'] as const)(
    'refuses the %s (403)',
    async (role) => {
      const headers = await authAs(app, ROLE_ACCOUNTS[role]);
      expect((await app.inject({ method: 'GET', url: '/api/branding', headers })).statusCode).toBe(403);
      expect((await patch(headers, { company_name: 'Otra' })).statusCode).toBe(403);
      expect((await upload(headers, 'logo_dark', await png(200, 100))).statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'DELETE', url: '/api/branding/images/logo_dark', headers })).statusCode,
      ).toBe(403);
    },
  );

  it('refuses anonymous requests (401)', async () => {
    const headers = { host: 'localhost' };
    expect((await app.inject({ method: 'GET', url: '/api/branding', headers })).statusCode).toBe(401);
    expect((await patch(headers, { company_name: 'Otra' })).statusCode).toBe(401);
    expect((await upload(headers, 'logo_dark', await png(200, 100))).statusCode).toBe(401);
  });

  it("gives the administrator their own tenant's branding", async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/branding', headers: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      '@id': '/api/branding',
      company_name: 'Fundación Demo',
      primary_color: '#0f766e',
      copies: { es: { hero_title_1: 'Juntos llegamos' }, en: null, ca: null },
      analytics: { matomo_host: null, matomo_site_id: null },
      images: { logo_dark: null, favicon: null },
      default_images: { logo_dark: '/cdn/demo/logo_dark.webp', favicon: '/cdn/demo/favicon.ico' },
    });
    const other = await app.inject({ method: 'GET', url: '/api/branding', headers: otherAdmin });
    expect(other.json()).toMatchObject({ company_name: 'Asociación Otra Mirada', primary_color: '#7c3aed' });
  });
});

describe('PATCH /api/branding', () => {
  it('refuses a bad colour and one white text does not read on, changing nothing', async () => {
    const bad = await patch(admin, { primary_color: 'verde' });
    expect(bad.statusCode).toBe(422);
    expect(violationsOf(bad)).toEqual([{ propertyPath: 'primary_color', message: 'field-not-valid-regex' }]);
    const light = await patch(admin, { primary_color: '#ffe066', company_name: 'Cambiado' });
    expect(light.statusCode).toBe(422);
    expect(light.json()).toMatchObject({
      error: 'validation-failed',
      violations: [
        { propertyPath: 'primary_color', message: 'color-contrast-too-low', params: { min: 4.5 } },
      ],
    });
    const now = await app.inject({ method: 'GET', url: '/api/branding', headers: admin });
    expect(now.json()).toMatchObject({ company_name: 'Fundación Demo', primary_color: '#0f766e' });
  });

  it('refuses a partial English set naming what it lacks', async () => {
    const answer = await patch(admin, {
      copies: { en: { hero_title_1: 'Together we go', hero_title_2: 'further' } },
    });
    expect(answer.statusCode).toBe(422);
    const violations = violationsOf(answer);
    expect(violations[0]).toMatchObject({
      propertyPath: 'copies.en',
      message: 'translation-incomplete',
      params: { count: 10, fields: expect.arrayContaining(['hero_text', 'volunteer_form_title']) },
    });
    expect(violations).toContainEqual({
      propertyPath: 'copies.en.hero_text',
      message: 'translation-copy-required',
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/config', headers: { host: 'localhost' } })).json(),
    ).toMatchObject({ copies_by_language: {} });
  });

  it('refuses analytics that are not an https host and a numeric site id, both or neither', async () => {
    const answer = await patch(admin, {
      analytics: { matomo_host: 'analytics.example.org', matomo_site_id: 'a1' },
    });
    expect(violationsOf(answer)).toEqual([
      { propertyPath: 'analytics.matomo_host', message: 'matomo-host-not-valid' },
      { propertyPath: 'analytics.matomo_site_id', message: 'matomo-site-id-not-valid' },
    ]);
    const alone = await patch(admin, { analytics: { matomo_site_id: '4' } });
    expect(violationsOf(alone)).toEqual([
      { propertyPath: 'analytics.matomo_host', message: 'analytics-host-and-site-id-together' },
    ]);
  });

  it('saves the colour, texts, a complete translation and analytics; /api/config shows them at once', async () => {
    const es = (
      (await app.inject({ method: 'GET', url: '/api/branding', headers: admin })).json() as {
        copies: { es: Record<string, string | null> };
      }
    ).copies.es;
    const en = Object.fromEntries(
      Object.entries(es).map(([name, value]) => [name, value ? `EN ${name}` : null]),
    );
    const answer = await patch(admin, {
      primary_color: '#1D4ED8',
      company_name: '  Fundación Demo Nueva ',
      copies: { es: { hero_title_1: 'Nuevo título' }, en },
      analytics: { matomo_host: 'https://analytics.example.org', matomo_site_id: '7' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      company_name: 'Fundación Demo Nueva',
      primary_color: '#1d4ed8',
      copies: {
        es: { hero_title_1: 'Nuevo título', hero_title_2: 'más lejos' },
        en: { hero_title_1: 'EN hero_title_1' },
      },
      analytics: { matomo_host: 'https://analytics.example.org', matomo_site_id: '7' },
    });
    const config = await app.inject({ method: 'GET', url: '/api/config', headers: { host: 'localhost' } });
    expect(config.json()).toMatchObject({
      primary_color: '#1d4ed8',
      company_name: 'Fundación Demo Nueva',
      copies: { hero_title_1: 'Nuevo título' },
      copies_by_language: { en: { hero_title_1: 'EN hero_title_1' } },
    });
    expect(
      (await app.inject({ method: 'GET', url: '/matomo-config', headers: { host: 'localhost' } })).json(),
    ).toEqual({ host: 'https://analytics.example.org', siteId: '7' });
    // The other tenant is untouched.
    const other = await app.inject({ method: 'GET', url: '/api/config', headers: { host: OTHER_HOST } });
    expect(other.json()).toMatchObject({ primary_color: '#7c3aed', copies: { hero_title_1: 'Otra mirada' } });
    // English removed: the visitor reads Spanish.
    await patch(admin, { copies: { en: null }, analytics: { matomo_host: null, matomo_site_id: null } });
    expect(
      (await app.inject({ method: 'GET', url: '/api/config', headers: { host: 'localhost' } })).json(),
    ).toMatchObject({ copies_by_language: {} });
  });
});

describe('session_reminder_hours', () => {
  it("is only the administrators' to change (401, 403)", async () => {
    expect((await patch({ host: 'localhost' }, { session_reminder_hours: 24 })).statusCode).toBe(401);
    const coordinator = await authAs(app, ROLE_ACCOUNTS.coordinator);
    expect((await patch(coordinator, { session_reminder_hours: 24 })).statusCode).toBe(403);
    const now = await app.inject({ method: 'GET', url: '/api/branding', headers: admin });
    expect(now.json()).toMatchObject({ session_reminder_hours: 48 });
  });

  it('refuses hours below 0, above a week, a fraction, a text and null (422), changing nothing', async () => {
    const cases: [unknown, string][] = [
      [-1, 'field-cannot-be-negative'],
      [169, 'field-max-value'],
      [2.5, 'field-not-valid-type'],
      ['24', 'field-not-valid-type'],
      [null, 'field-not-blank'],
    ];
    for (const [hours, message] of cases) {
      const answer = await patch(admin, { session_reminder_hours: hours });
      expect(answer.statusCode).toBe(422);
      expect(violationsOf(answer)).toEqual([
        expect.objectContaining({ propertyPath: 'session_reminder_hours', message }),
      ]);
    }
    const now = await app.inject({ method: 'GET', url: '/api/branding', headers: admin });
    expect(now.json()).toMatchObject({ session_reminder_hours: 48 });
  });

  it("saves the administrator's hours (0 turns reminders off) for their organisation only", async () => {
    const saved = await patch(admin, { session_reminder_hours: 24 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ session_reminder_hours: 24 });
    const off = await patch(otherAdmin, { session_reminder_hours: 0 });
    expect(off.json()).toMatchObject({ session_reminder_hours: 0 });
    const rows = await app.db.selectFrom('tenants').select('session_reminder_hours').orderBy('id').execute();
    expect(rows).toEqual([{ session_reminder_hours: 24 }, { session_reminder_hours: 0 }]);
    await patch(admin, { session_reminder_hours: 48 });
    await patch(otherAdmin, { session_reminder_hours: 48 });
  });
});

describe('PUT/DELETE /api/branding/images/{name}', () => {
  it('refuses a missing file, a file that is not an image, a small or a too heavy one', async () => {
    expect(violationsOf(await upload(admin, 'logo_dark', null))).toEqual([
      { propertyPath: 'file', message: 'file-is-required' },
    ]);
    const notImage = await upload(
      admin,
      'logo_dark',
      Buffer.from('%PDF-1.4 not an image at all'),
      'logo.png',
    );
    expect(notImage.statusCode).toBe(422);
    expect(violationsOf(notImage)).toEqual([{ propertyPath: 'file', message: 'invalid-file-type' }]);
    expect(violationsOf(await upload(admin, 'logo_dark', await png(200, 40)))).toEqual([
      { propertyPath: 'file', message: 'image-too-small', params: { minWidth: 64, minHeight: 64 } },
    ]);
    expect(violationsOf(await upload(admin, 'hero_img', await png(800, 400)))[0].message).toBe(
      'image-too-small',
    );
    expect(violationsOf(await upload(admin, 'favicon', await png(64, 32)))).toEqual([
      { propertyPath: 'file', message: 'image-must-be-square' },
    ]);
    const heavy = Buffer.concat([await png(100, 100), Buffer.alloc(6 * 1024 * 1024)]);
    expect(violationsOf(await upload(admin, 'logo_dark', heavy))).toEqual([
      { propertyPath: 'file', message: 'file-too-large', params: { max: 5 } },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/branding', headers: admin })).json()).toMatchObject({
      images: { logo_dark: null },
    });
  });

  it('converts a PNG logo to WebP, serves it at /cdn with a new version, and back to the default', async () => {
    const before = await app.inject({
      method: 'GET',
      url: '/api/image/last-modified?url=/cdn/demo/logo_dark.webp',
      headers: { host: 'localhost' },
    });
    const answer = await upload(admin, 'logo_dark', await png(1600, 400, '#00aa00'));
    expect(answer.statusCode).toBe(200);
    const url = (answer.json() as { images: { logo_dark: string } }).images.logo_dark;
    expect(url).toMatch(/^\/cdn\/demo\/logo_dark-[a-z0-9]+\.webp\?v=/);
    const config = (
      await app.inject({ method: 'GET', url: '/api/config', headers: { host: 'localhost' } })
    ).json() as { assets: { logo_dark: string } };
    const path = `/cdn/demo/${config.assets.logo_dark}`;
    expect(url.startsWith(path)).toBe(true);
    const served = await app.inject({ method: 'GET', url: path, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['cache-control']).toContain('max-age');
    expect(served.headers.etag).toBeTruthy();
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1200, 300]);
    const again = await app.inject({
      method: 'GET',
      url: path,
      headers: { host: 'localhost', 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const version = await app.inject({
      method: 'GET',
      url: `/api/image/last-modified?url=${encodeURIComponent(path)}`,
      headers: { host: 'localhost' },
    });
    expect(version.statusCode).toBe(200);
    expect(version.json()['last-modified']).not.toBe(before.json()['last-modified']);

    // Another tenant's host can neither read it nor reach the demo folder at all.
    expect((await app.inject({ method: 'GET', url: path, headers: { host: OTHER_HOST } })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/cdn/demo/logo_dark.webp', headers: { host: OTHER_HOST } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/cdn/otra/${config.assets.logo_dark}`,
          headers: { host: OTHER_HOST },
        })
      ).statusCode,
    ).toBe(404);
    // …nor overwrite it: its administrator's upload is its own tenant's.
    const theirs = await upload(otherAdmin, 'logo_dark', await png(300, 100, '#0000ff'));
    expect(theirs.statusCode).toBe(200);
    const stillOurs = await app.inject({ method: 'GET', url: path, headers: { host: 'localhost' } });
    expect(stillOurs.rawPayload.equals(served.rawPayload)).toBe(true);

    const restored = await app.inject({
      method: 'DELETE',
      url: '/api/branding/images/logo_dark',
      headers: admin,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ images: { logo_dark: null } });
    expect((await app.inject({ method: 'GET', url: path, headers: { host: 'localhost' } })).statusCode).toBe(
      404,
    );
    const now = (
      await app.inject({ method: 'GET', url: '/api/config', headers: { host: 'localhost' } })
    ).json();
    expect(now).toMatchObject({ assets: { logo_dark: 'logo_dark.webp' } });
    const shipped = await app.inject({
      method: 'GET',
      url: '/cdn/demo/logo_dark.webp',
      headers: { host: 'localhost' },
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.headers['content-type']).toBe('image/webp');
  });

  it('turns a square favicon into an ICO of 16, 32 and 48 px', async () => {
    const answer = await upload(admin, 'favicon', await png(128, 128));
    expect(answer.statusCode).toBe(200);
    const url = (answer.json() as { images: { favicon: string } }).images.favicon;
    expect(url).toMatch(/\/favicon-[a-z0-9]+\.ico\?v=/);
    const served = await app.inject({
      method: 'GET',
      url: url.split('?')[0],
      headers: { host: 'localhost' },
    });
    expect(served.headers['content-type']).toBe('image/x-icon');
    const ico = served.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), three images of 16, 32 and 48 px.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([ico[6], ico[22], ico[38]].sort((a, b) => a - b)).toEqual([16, 32, 48]);
  });

  it('answers 400 for a name that is not one of the five images', async () => {
    expect((await upload(admin, 'banner', await png(200, 100))).statusCode).toBe(400);
  });
});
