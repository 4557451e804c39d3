import fp from 'fastify-plugin';

/** How often each API process deletes the security log's expired entries (besides once at start). */
export const SECURITY_LOG_PURGE_INTERVAL_MS = 6 * 3600 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The security log's retention job: `run` deletes the expired entries now (the one run already going, if any). */
    securityLogRetention: { run(): Promise<void> };
  }
}

/**
 * Keeps the security log within its retention (spec §9, two years), and the certificates of volunteering within
 * theirs (ten years, docs/adr/0073-certificates-of-volunteering.md): every API process deletes the expired
 * entries and certificates once it is ready and then every few hours. The delete is idempotent, so processes need not agree on
 * who runs it (docs/adr/0005-security-log-retention.md). A failure is logged and tried again next time; the timer
 * never keeps the process alive and stops when the app closes.
 */
export const securityLogRetentionPlugin = fp(
  async (app) => {
    let running: Promise<void> | undefined;
    let timer: NodeJS.Timeout | undefined;
    const run = (): Promise<void> => {
      running ??= Promise.all([
        app.securityLogRepository.purgeExpired().then(
          (deleted) => {
            if (deleted > 0) app.log.info({ deleted }, 'expired security log entries deleted');
          },
          (error: unknown) => app.log.error({ err: error }, 'security log retention failed'),
        ),
        app.certificatesRepository.purgeExpired().then(
          (deleted) => {
            if (deleted > 0) app.log.info({ deleted }, 'expired certificates deleted');
          },
          (error: unknown) => app.log.error({ err: error }, 'certificate retention failed'),
        ),
      ])
        .then(() => undefined)
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    app.decorate('securityLogRetention', { run });
    app.addHook('onReady', async () => {
      await run();
      timer = setInterval(() => void run(), SECURITY_LOG_PURGE_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      // The database closes after this: a run in progress ends first.
      await running;
    });
  },
  { name: 'security-log-retention', dependencies: ['security-log-repository', 'certificates-repository'] },
);
