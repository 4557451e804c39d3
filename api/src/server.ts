// The API alone with the demo data (the demo tenants and their published password): for development only.
// Production starts with `pnpm enlace serve`, which never seeds.
import { buildApp } from './app';

if (process.env.NODE_ENV === 'production') {
  console.error(
    'This entry seeds the demo tenants, whose password is published: it does not run with NODE_ENV=production.\n' +
      'Start the API for production with `pnpm enlace serve` (see the README, "Deploying").',
  );
  process.exit(78);
}

const port = Number(process.env.PORT ?? 3000);
const app = await buildApp({
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  seedDemoData: true,
  demoPort: port,
});
const host = process.env.HOST ?? '127.0.0.1';

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host, port });
