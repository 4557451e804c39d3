import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import ts from 'typescript';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs } from '../volunteers/volunteer-fixtures';

// A client generated from the description (openapi-typescript, as a client team would) type-checks against what
// the running API answers: real answers are written as values of the generated types and compiled.
let app: FastifyInstance;
let admin: Record<string, string>;
let folder: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'enlace-client-'));
});
afterAll(async () => {
  await app.close();
  await fs.rm(folder, { recursive: true, force: true });
});

const ANSWERS: { path: string; url: string }[] = [
  { path: '/api/volunteers', url: '/api/volunteers' },
  { path: '/api/partners', url: '/api/partners' },
  { path: '/api/beneficiaries', url: '/api/beneficiaries' },
  { path: '/api/employees', url: '/api/employees' },
  { path: '/api/me', url: '/api/me' },
  { path: '/api/home', url: '/api/home' },
  { path: '/api/config', url: '/api/config' },
  { path: '/api/tier-usage', url: '/api/tier-usage' },
  { path: '/api/dashboard', url: '/api/dashboard' },
  { path: '/api/countries/{id}', url: '/api/countries/724' },
  { path: '/api/security_events', url: '/api/security_events' },
  { path: '/api/places', url: '/api/places' },
  { path: '/api/projects', url: '/api/projects' },
];

describe('a client generated from the description', () => {
  it('type-checks against real answers of the API', async () => {
    const description = (await app.inject({ method: 'GET', url: '/api/docs.json', headers: admin })).json();
    // The command line a client team runs (the package is ESM only, which this suite does not load).
    await fs.writeFile(path.join(folder, 'openapi.json'), JSON.stringify(description));
    await promisify(execFile)(process.execPath, [
      path.resolve(__dirname, '../../../../node_modules/openapi-typescript/bin/cli.js'),
      path.join(folder, 'openapi.json'),
      '--output',
      path.join(folder, 'api.ts'),
    ]);

    const lines = ["import type { paths } from './api';"];
    for (const [index, { path: route, url }] of ANSWERS.entries()) {
      const answer = await app.inject({ method: 'GET', url, headers: admin });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
      lines.push(
        `export const answer${index}: paths[${JSON.stringify(route)}]['get']['responses'][200]['content']['application/ld+json'] = ${answer.body};`,
      );
    }
    const client = path.join(folder, 'client.ts');
    await fs.writeFile(client, lines.join('\n'));
    const program = ts.createProgram([client], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').slice(0, 400));
    console.log(`generated client: ${ANSWERS.length} answers compiled, ${problems.length} type errors`);
    expect(problems).toEqual([]);
  });
});
