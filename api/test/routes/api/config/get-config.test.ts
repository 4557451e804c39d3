import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const getConfig = (host: string) => app.inject({ method: 'GET', url: '/api/config', headers: { host } });

describe('GET /api/config', () => {
  it('answers the first tenant on its configured origins, in JSON-LD', async () => {
    const response = await getConfig('localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/ld+json');
    const body = response.json();
    expect(body).toMatchObject({
      '@id': '/api/config',
      '@type': 'Config',
      primary_color: '#0f766e',
      company_name: 'Fundación Demo',
      assets: {
        folder: 'demo',
        logo_dark: 'logo_dark.webp',
        hero_img: 'hero_img.webp',
        favicon: 'favicon.ico',
      },
    });
    expect(body.foundation_name).toBe('Fundación Enlace');
    expect(Object.keys(body.copies)).toHaveLength(12);
    expect(body.copies.hero_title_1).toBe('Juntos llegamos');
    expect((await getConfig('127.0.0.1')).json().company_name).toBe('Fundación Demo');
    // The test app serves the demo on port 80: the explicit default port is the same origin.
    expect((await getConfig('localhost:80')).json().company_name).toBe('Fundación Demo');
  });

  it('refuses the same host on a port none of its origins has', async () => {
    for (const host of ['localhost:8080', 'localhost:443', 'otra.localhost:3000']) {
      const response = await getConfig(host);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('tenant-not-found');
    }
  });

  it('answers the second tenant with its own colour, folder and texts (one of them null)', async () => {
    const body = (await getConfig('otra.localhost')).json();
    expect(body.company_name).toBe('Asociación Otra Mirada');
    expect(body.primary_color).toBe('#7c3aed');
    expect(body.assets.folder).toBe('otra');
    expect(body.copies.home_text_6).toBeNull();
    expect(body.copies.hero_title_1).toBe('Otra mirada');
    expect(body.foundation_name).toBe('Fundación Enlace');
  });

  it('names the foundation of the FOUNDATION_NAME setting on every tenant', async () => {
    const previous = process.env.FOUNDATION_NAME;
    process.env.FOUNDATION_NAME = '  Fundación Puente Digital ';
    const configured = await buildTestApp();
    try {
      for (const host of ['localhost', 'otra.localhost']) {
        const response = await configured.inject({ method: 'GET', url: '/api/config', headers: { host } });
        expect(response.json().foundation_name).toBe('Fundación Puente Digital');
      }
    } finally {
      await configured.close();
      if (previous === undefined) delete process.env.FOUNDATION_NAME;
      else process.env.FOUNDATION_NAME = previous;
    }
  });

  it('answers 404 tenant-not-found for an unknown host', async () => {
    const response = await getConfig('unknown.example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, error: 'tenant-not-found' });
    expect(response.json().description).toEqual(expect.any(String));
  });

  it('answers 404 tenant-not-found on any API path of an unknown host', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { host: 'evil.example.com' },
      payload: { email: 'admin@demo.example.org', password: 'Enlace-demo-2026' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('tenant-not-found');
  });

  it('answers a JSON 404 for an unknown API path', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, error: 'not-found' });
  });
});
