import fp from 'fastify-plugin';
import { sendDueReminders } from '../lib/session-reminders';

declare module 'fastify' {
  interface FastifyInstance {
    /** The session reminders' job: `run` sends the reminders due now (the pass already going, if any). */
    sessionReminders: { run(): Promise<void> };
  }
}

/**
 * Reminds volunteers of the sessions they joined (docs/adr/0074-session-reminders-and-changes.md): every API
 * process runs a pass once it is ready and then every few minutes (`sessionRemindersEveryMs`; none in the tests,
 * which run passes themselves). The database decides which process sends each reminder, so processes need not
 * agree on who runs. A failure is logged and tried again next time; the timer never keeps the process alive and
 * stops when the app closes.
 */
export const sessionRemindersPlugin = fp(
  async (app) => {
    let running: Promise<void> | undefined;
    let timer: NodeJS.Timeout | undefined;
    const run = (): Promise<void> => {
      running ??= sendDueReminders(app)
        .then(
          (sent) => {
            if (sent > 0) app.log.info({ sent }, 'session reminders sent');
          },
          (error: unknown) => app.log.error({ err: error }, 'session reminders failed'),
        )
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    app.decorate('sessionReminders', { run });
    const every = app.config.sessionRemindersEveryMs;
    if (every > 0) {
      app.addHook('onReady', async () => {
        // Not awaited: a start does not wait for the emails.
        void run();
        timer = setInterval(() => void run(), every);
        timer.unref();
      });
    }
    // Before the mail queue stops (its preClose), so that the pass under way still stores its reminders.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'session-reminders', dependencies: ['session-reminders-repository', 'mail', 'config'] },
);
