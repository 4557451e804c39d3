import fp from 'fastify-plugin';
import { periodicPass } from '../lib/periodic-pass';
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
    app.decorate(
      'sessionReminders',
      periodicPass(app, {
        everyMs: app.config.sessionRemindersEveryMs,
        pass: () => sendDueReminders(app),
        done: 'session reminders sent',
        failed: 'session reminders failed',
      }),
    );
  },
  { name: 'session-reminders', dependencies: ['session-reminders-repository', 'mail', 'config'] },
);
