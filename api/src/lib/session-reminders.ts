import { calendarDay } from '@enlace/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ReminderCandidate, ReminderTenant } from '../plugins/repositories/session-reminders-repository';
import { sessionReminderMail } from './mail-templates';
import { languageOf, summaryOf, volunteerSessionCalendar } from './programme-mail';
import { calendarSessionOf } from './session-calendar';
import { instantIn } from './zoned-day';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long a claimed reminder stays its process's: one not marked sent by then (the process died, the relay refused
 * it) is taken again by the next pass of any process, while the session has not started.
 */
export const REMINDER_CLAIM_LEASE_MS = 15 * 60_000;

/**
 * Whether the reminder is due at `now`: the session starts within the organisation's hours and has not started,
 * and the volunteer joined before the reminder was due (who joins closer to the session has the join email, with
 * the same details, moments before).
 */
export function isReminderDue(candidate: ReminderCandidate, hours: number, now: number): boolean {
  const start = instantIn(candidate.session.date, candidate.session.scheduleStart);
  const dueFrom = start - hours * HOUR_MS;
  return now < start && now >= dueFrom && Date.parse(candidate.joinedAt) <= dueFrom;
}

/** Sends one reminder it claimed; false when it was not sent (the claim is then released). */
async function remind(
  app: FastifyInstance,
  { tenant, origin }: ReminderTenant,
  candidate: ReminderCandidate,
  now: Date,
): Promise<boolean> {
  const { person, session } = candidate;
  const entry = calendarSessionOf(session, tenant.name, origin);
  const calendar = volunteerSessionCalendar(
    app,
    'REQUEST',
    entry,
    origin,
    tenant.name,
    person,
    now.getTime(),
  );
  return app.mailer.send(
    person.email,
    sessionReminderMail(languageOf(person), tenant, origin, person, summaryOf(session), entry.url, calendar),
    { fromName: tenant.name },
  );
}

/**
 * One pass of the session reminders at `now`, for every organisation with its own hours: each due reminder is
 * claimed in the database, sent (or stored in the durable queue), then marked sent. Any number of passes may run
 * at once, in one process or several: each reminder is claimed by one. Resolves to the number sent.
 */
export async function sendDueReminders(app: FastifyInstance, now = new Date()): Promise<number> {
  const repository = app.sessionRemindersRepository;
  const at = now.getTime();
  const nowIso = now.toISOString();
  const staleBefore = new Date(at - REMINDER_CLAIM_LEASE_MS).toISOString();
  let sent = 0;
  for (const reminding of await repository.tenants()) {
    const { tenant, hours } = reminding;
    try {
      // A day either side: the days are the organisation's, the window is in hours from now.
      const candidates = await repository.candidates(
        tenant.id,
        calendarDay(new Date(at - DAY_MS)),
        calendarDay(new Date(at + hours * HOUR_MS + DAY_MS)),
      );
      for (const candidate of candidates) {
        if (!isReminderDue(candidate, hours, at)) continue;
        const key = [tenant.id, candidate.participantId, candidate.sessionStart] as const;
        if (!(await repository.claim(...key, nowIso, staleBefore))) continue;
        const done = await remind(app, reminding, candidate, now).catch((error: unknown) => {
          app.log.error({ err: error, tenant: tenant.id }, 'session reminder not composed');
          return false;
        });
        if (done) {
          await repository.markSent(...key, nowIso);
          sent += 1;
        } else {
          await repository.release(...key);
        }
      }
    } catch (error) {
      // One organisation's failure leaves the others' reminders going; its own are tried at the next pass.
      app.log.error({ err: error, tenant: tenant.id }, 'session reminders failed');
    }
  }
  return sent;
}
