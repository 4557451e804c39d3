import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-test-app';

let app: FastifyInstance;
let closedPort: number;

beforeAll(async () => {
  // A port that nothing listens on: sending fails at once.
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closedPort = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  app = await buildTestApp({ mailTransport: 'smtp', smtp: { host: '127.0.0.1', port: closedPort } });
});
afterAll(() => app.close());

describe('mail', () => {
  it('a failed delivery is logged and does not fail the request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      headers: { host: 'localhost' },
      payload: { email: 'admin@demo.example.org' },
    });
    expect(response.statusCode).toBe(202);
    expect(await app.mailer.send('someone@example.org', { subject: 's', html: '<p>h</p>', text: 't' })).toBe(
      false,
    );
  });
});
