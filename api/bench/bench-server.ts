import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';

// One server of `pnpm bench:api`, in its own process so that the load generator does not share its event loop:
// `hello` is a bare Fastify route (the ceiling), `api` the real API on the database prepared by bench-api.ts.
// It listens on 127.0.0.1 on a free port, prints `{"port": …}` on one line, and stops on SIGTERM or when its
// parent goes away.

const mode = process.argv[2];

async function start(): Promise<FastifyInstance> {
  if (mode === 'hello') {
    const app = Fastify({ logger: false });
    app.get('/hello', async () => ({ hello: 'world' }));
    return app;
  }
  if (mode === 'api') {
    return buildApp({
      logger: false,
      databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
      pgSchema: process.env.BENCH_PG_SCHEMA || undefined,
      dataDir: process.env.BENCH_DATA_DIR,
      sqliteFile: process.env.BENCH_SQLITE_FILE,
      jwtSecret: process.env.BENCH_JWT_SECRET,
      mailTransport: 'memory',
      seedDemoData: false,
    });
  }
  throw new Error(`unknown mode ${String(mode)}: hello | api`);
}

const app = await start();
let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  void app.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
if (mode === 'api') {
  // The API answers on its tenants' configured origins only: the first tenant answers here too.
  const first = await app.db.selectFrom('tenants').select('id').orderBy('id').executeTakeFirstOrThrow();
  const authority = `127.0.0.1:${address.port}`;
  await app.db
    .insertInto('tenant_origins')
    .values({ authority, origin: `http://${authority}`, tenant_id: first.id, canonical: 0 })
    .execute();
}
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
