import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';

let app: FastifyInstance;
const assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-assets-'));
const modified = new Date('2026-01-02T03:04:05.000Z');

beforeAll(async () => {
  for (const folder of ['demo', 'otra', 'common']) {
    fs.mkdirSync(path.join(assetsDir, folder));
    const file = path.join(assetsDir, folder, 'logo_dark.webp');
    fs.writeFileSync(file, 'image');
    fs.utimesSync(file, modified, modified);
  }
  app = await buildTestApp({ assetsDir });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(assetsDir, { recursive: true, force: true });
});

const lastModified = (url: string, host = 'localhost') =>
  app.inject({
    method: 'GET',
    url: `/api/image/last-modified?url=${encodeURIComponent(url)}`,
    headers: { host },
  });

describe('GET /api/image/last-modified', () => {
  it("answers the file's modification time for the tenant's folder", async () => {
    const response = await lastModified('/cdn/demo/logo_dark.webp');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ 'last-modified': modified.toISOString() });
  });

  it('accepts an absolute URL and the common folder', async () => {
    expect((await lastModified('http://localhost:8080/cdn/common/logo_dark.webp')).statusCode).toBe(200);
  });

  it("answers 404 for a missing file, another tenant's folder or a path that leaves the folder", async () => {
    for (const url of [
      '/cdn/demo/missing.webp',
      '/cdn/otra/logo_dark.webp',
      '/cdn/demo/../otra/logo_dark.webp',
      'nonsense',
    ]) {
      const response = await lastModified(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
    }
  });

  it('answers 400 with a violation without the url parameter', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/image/last-modified',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([{ propertyPath: 'url', message: 'field-not-blank' }]);
  });
});
