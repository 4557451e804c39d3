import fp from 'fastify-plugin';
import { passExpiredOffers } from '../lib/waiting-list-mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** The waiting lists' offers job: `run` passes on the offers expired now (the pass already going, if any). */
    waitingListOffers: { run(): Promise<void> };
  }
}

/**
 * Passes the waiting lists' expired offers on to the next in line (docs/adr/0077-waiting-lists.md), like the
 * session reminders: every API process runs a pass once ready and then every few minutes
 * (`waitingListOffersEveryMs`; none in the tests, which run passes themselves). Each session's offers are ended
 * under its lock in the database, so processes need not agree on who runs. The timer never keeps the process alive.
 */
export const waitingListOffersPlugin = fp(
  async (app) => {
    let running: Promise<void> | undefined;
    let timer: NodeJS.Timeout | undefined;
    const run = (): Promise<void> => {
      running ??= passExpiredOffers(app)
        .then(
          (passed) => {
            if (passed > 0) app.log.info({ passed }, 'waiting list offers passed on');
          },
          (error: unknown) => app.log.error({ err: error }, 'waiting list offers failed'),
        )
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    app.decorate('waitingListOffers', { run });
    const every = app.config.waitingListOffersEveryMs;
    if (every > 0) {
      app.addHook('onReady', async () => {
        void run();
        timer = setInterval(() => void run(), every);
        timer.unref();
      });
    }
    // Before the mail queue stops (its preClose), so that the pass under way still stores its emails.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'waiting-list-offers', dependencies: ['waiting-list-repository', 'mail', 'config'] },
);
