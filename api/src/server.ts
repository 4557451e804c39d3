import { buildApp } from './app';

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
