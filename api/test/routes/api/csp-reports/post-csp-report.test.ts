import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';

// Browsers post violations of the shell's Content-Security-Policy here: logged at warn, never a 500.
let app: FastifyInstance;
let logged: Record<string, unknown>[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  app = await buildTestApp({ logger: { level: 'warn', stream } });
});
beforeEach(() => {
  logged = [];
});
afterAll(() => app.close());

const post = (payload: string, contentType: string) =>
  app.inject({
    method: 'POST',
    url: '/api/csp-reports',
    headers: { host: 'localhost', 'content-type': contentType },
    payload,
  });

const violationsLogged = () =>
  logged.filter((line) => line.msg === 'Content-Security-Policy violation').map((line) => line.cspViolation);

describe('POST /api/csp-reports', () => {
  it('logs a report-uri report at warn, without the emailed code in the page address', async () => {
    const response = await post(
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost/activate-account/demo-activacion-2026?x=1',
          'effective-directive': 'style-src-elem',
          'violated-directive': 'style-src-elem',
          'original-policy': "default-src 'self'",
          disposition: 'enforce',
          'blocked-uri': 'inline',
          'source-file': 'http://localhost/main.0123456789.js?v=2',
          'line-number': 12,
          'script-sample': '.css-1x{color:red}',
        },
      }),
      'application/csp-report',
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(violationsLogged()).toEqual([
      {
        document: 'http://localhost/activate-account',
        directive: 'style-src-elem',
        blocked: 'inline',
        source: 'http://localhost/main.0123456789.js',
        line: 12,
        disposition: 'enforce',
        sample: '.css-1x{color:red}',
      },
    ]);
    expect(logged.find((line) => line.msg === 'Content-Security-Policy violation')?.level).toBe(40);
    expect(JSON.stringify(logged)).not.toContain('demo-activacion-2026');
  });

  it('logs each CSP report of a Reporting API batch and ignores the other kinds', async () => {
    const report = (blockedURL: string) => ({
      type: 'csp-violation',
      age: 3,
      url: 'http://localhost/intranet',
      body: {
        documentURL: 'http://localhost/intranet/volunteers/12',
        effectiveDirective: 'script-src-elem',
        blockedURL,
        disposition: 'enforce',
        sourceFile: '',
        lineNumber: 0,
        sample: '',
      },
    });
    const response = await post(
      JSON.stringify([
        report('https://evil.example.com/x.js'),
        { type: 'deprecation', body: { id: 'x' } },
        report('eval'),
      ]),
      'application/reports+json',
    );
    expect(response.statusCode).toBe(204);
    expect(violationsLogged()).toMatchObject([
      { document: 'http://localhost/intranet', blocked: 'https://evil.example.com/x.js' },
      { document: 'http://localhost/intranet', blocked: 'eval' },
    ]);
  });

  it('accepts a report sent as application/json', async () => {
    const response = await post(
      JSON.stringify({ 'csp-report': { 'blocked-uri': 'inline' } }),
      'application/json',
    );
    expect(response.statusCode).toBe(204);
    expect(violationsLogged()).toHaveLength(1);
  });

  it.each([
    ['malformed JSON', '{"csp-report": ', 'application/csp-report'],
    ['JSON that is not a report', '{"hello": "world"}', 'application/csp-report'],
    ['a batch without CSP reports', '[{"type": "deprecation", "body": {}}]', 'application/reports+json'],
    ['a prototype-polluting body', '{"__proto__": {"x": 1}}', 'application/csp-report'],
  ])('answers 400 to %s and logs no violation', async (_case, payload, contentType) => {
    const response = await post(payload, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'bad-request' });
    expect(violationsLogged()).toHaveLength(0);
  });

  it('refuses a body larger than a browser sends, and other media types', async () => {
    const big = JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(70 * 1024) } });
    const tooLarge = await post(big, 'application/csp-report');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: 'payload-too-large' });
    const xml = await post('<report/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(violationsLogged()).toHaveLength(0);
  });

  it('does not read report media types on other routes', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { host: 'localhost', 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ email: 'admin@demo.example.org', password: 'x' }),
    });
    expect(response.statusCode).toBe(415);
  });
});
