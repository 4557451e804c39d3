import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, DEMO_PLACE_NAMES } from './place-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

describe('GET /api/places/export', () => {
  it("exports the list's selection as a Spanish CSV", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/places/export?type=classroom',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="lugares-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nombre;Tipo;Aforo;Si una sesión supera el aforo;Acceso;Dirección;Código postal;Municipio;Accesible;Proyector;Ordenador;Pizarra;Aire acondicionado;Fecha de alta',
    );
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 5).join(';'))).toEqual([
      `${DEMO_PLACE_NAMES[0]};Aula;16;Avisar y guardarla igualmente;Con acceso`,
      `${DEMO_PLACE_NAMES[2]};Aula;40;Avisar y guardarla igualmente;Con acceso`,
    ]);
    expect(lines[1]).toContain(';Málaga;Sí;Sí;Sí;Sí;Sí;');
  });

  it('answers 400 for an order the list does not have, before any byte of the file', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/places/export?order[nif]=asc',
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('bad-request');
  });
});
