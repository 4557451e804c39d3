import fp from 'fastify-plugin';
import { periodicPass } from '../lib/periodic-pass';
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
    app.decorate(
      'waitingListOffers',
      periodicPass(app, {
        everyMs: app.config.waitingListOffersEveryMs,
        pass: () => passExpiredOffers(app),
        done: 'waiting list offers passed on',
        failed: 'waiting list offers failed',
      }),
    );
  },
  { name: 'waiting-list-offers', dependencies: ['waiting-list-repository', 'mail', 'config'] },
);
