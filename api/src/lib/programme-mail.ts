import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE } from '@enlace/shared/i18n/core';
import { canonicalOrigin, tenantOf } from '../plugins/tenancy';
import { calendarDay } from '@enlace/shared/domain';
import type { NoticeRecipient, SessionSummary } from '../plugins/repositories/notices-repository';
import {
  participationNoticeMail,
  sessionCancelledMail,
  sessionChangedMail,
  sessionParticipationMail,
  volunteerValidatedMail,
} from './mail-templates';
import {
  type CalendarSession,
  calendarSessionOf,
  sessionCalendar,
  sessionEventUid,
} from './session-calendar';
import { instantIn } from './zoned-day';

// The emails of the volunteering programme (docs/adr/0015-programme-emails.md): each goes out after the answer,
// in its reader's stored language, and a failure is logged without touching the request.

/** The language of what a person is sent: their stored one, else Spanish. */
export const languageOf = (person: NoticeRecipient) => person.settings.language ?? FALLBACK_LANGUAGE;

/** The address the organisation writes from (the calendar's organiser). */
export const senderAddress = (app: FastifyInstance) =>
  /<([^>]+)>/.exec(app.config.mailFrom)?.[1] ?? app.config.mailFrom;

/**
 * A volunteer's calendar file of a session, with the one UID of that person and session, so that every email about
 * it (joined, reminded, moved, cancelled) updates the same calendar entry.
 */
export const volunteerSessionCalendar = (
  app: FastifyInstance,
  method: 'REQUEST' | 'CANCEL',
  entry: CalendarSession,
  origin: string,
  tenantName: string,
  person: { id: number; name: string; surname: string; email: string },
  now = Date.now(),
) =>
  sessionCalendar(
    method,
    entry,
    sessionEventUid(origin, entry.interventionId, person.id),
    { name: tenantName, email: senderAddress(app) },
    { name: `${person.name} ${person.surname}`.trim(), email: person.email },
    now,
  );

/** Tells a volunteer that staff validated them, once the answer is sent. */
export function mailVolunteerValidated(app: FastifyInstance, request: FastifyRequest, volunteerId: number) {
  app.mailer.later(request.log, 'validation email not sent', async () => {
    const person = await app.noticesRepository.person(request, volunteerId);
    if (!person) return;
    const tenant = tenantOf(request);
    await app.mailer.send(
      person.email,
      volunteerValidatedMail(languageOf(person), tenant, canonicalOrigin(request), person),
      { fromName: tenant.name },
    );
  });
}

export interface ParticipationChange {
  change: 'joined' | 'left';
  /** The volunteer's own doing (the volunteer area) or staff's. */
  by: 'self' | 'staff';
  interventionId: number;
  /** The volunteer who joined or left. */
  userId: number;
  /** Who made the change: the coordinator is not told of their own. */
  actorId: number;
}

/**
 * Once the answer is sent: the volunteer's email with the session and its calendar file (an invitation, or its
 * cancellation with the same UID), and the notice to the activity's coordinator when they asked for it.
 */
export function mailParticipationChange(
  app: FastifyInstance,
  request: FastifyRequest,
  change: ParticipationChange,
) {
  app.mailer.later(request.log, 'participation email not sent', async () => {
    const [person, session] = await Promise.all([
      app.noticesRepository.person(request, change.userId),
      app.noticesRepository.session(request, change.interventionId),
    ]);
    if (!person || !session) return;
    const tenant = tenantOf(request);
    const origin = canonicalOrigin(request);
    const summary = {
      activityName: session.activityName,
      date: session.date,
      scheduleStart: session.scheduleStart,
      scheduleEnd: session.scheduleEnd,
      place: session.place,
    };
    if (person.profile === 'volunteer') {
      const language = languageOf(person);
      const entry = calendarSessionOf(session, tenant.name, origin);
      const { url } = entry;
      const calendar = volunteerSessionCalendar(
        app,
        change.change === 'joined' ? 'REQUEST' : 'CANCEL',
        entry,
        origin,
        tenant.name,
        person,
      );
      await app.mailer.send(
        person.email,
        sessionParticipationMail(
          language,
          tenant,
          origin,
          change.change,
          change.by,
          person,
          summary,
          url,
          calendar,
        ),
        { fromName: tenant.name },
      );
    }
    const coordinator = session.coordinator;
    if (
      coordinator &&
      coordinator.profile === 'employee' &&
      coordinator.settings.notifyParticipationChanges &&
      coordinator.id !== change.actorId &&
      coordinator.id !== person.id
    ) {
      await app.mailer.send(
        coordinator.email,
        participationNoticeMail(
          languageOf(coordinator),
          tenant,
          origin,
          change.change,
          coordinator,
          person,
          summary,
          `${origin}/intranet/intervention/${session.interventionId}`,
        ),
        { fromName: tenant.name },
      );
    }
  });
}

/** What the emails say of a session: its activity, day, times and place. */
export const summaryOf = (session: SessionSummary) => ({
  activityName: session.activityName,
  date: session.date,
  scheduleStart: session.scheduleStart,
  scheduleEnd: session.scheduleEnd,
  place: session.place,
});

/** Whether a session has not started yet at `now` (its day and start on the organisation's wall clock). */
export const isUpcoming = (session: { date: string; scheduleStart: string }, now = Date.now()) =>
  instantIn(session.date, session.scheduleStart) > now;

/**
 * Once the change is saved: each volunteer of the session that staff moved to another day, time or place is told
 * what changed (before → after), with the updated calendar entry (same UID, a higher SEQUENCE).
 */
export function mailSessionChanged(app: FastifyInstance, request: FastifyRequest, before: SessionSummary) {
  app.mailer.later(request.log, 'session change email not sent', async () => {
    const [session, volunteers] = await Promise.all([
      app.noticesRepository.session(request, before.interventionId),
      app.noticesRepository.sessionVolunteers(request, before.interventionId),
    ]);
    if (!session) return;
    const tenant = tenantOf(request);
    const origin = canonicalOrigin(request);
    const entry = calendarSessionOf(session, tenant.name, origin);
    for (const person of volunteers) {
      const calendar = volunteerSessionCalendar(app, 'REQUEST', entry, origin, tenant.name, person);
      await app.mailer.send(
        person.email,
        sessionChangedMail(
          languageOf(person),
          tenant,
          origin,
          person,
          summaryOf(before),
          summaryOf(session),
          entry.url,
          calendar,
        ),
        { fromName: tenant.name },
      );
    }
  });
}

/**
 * Once the activity is cancelled: each volunteer of each of its sessions still to come is told that it will not
 * take place, with the calendar entry's cancellation (same UID).
 */
export function mailActivityCancelled(app: FastifyInstance, request: FastifyRequest, activityId: number) {
  app.mailer.later(request.log, 'session cancellation email not sent', async () => {
    const now = Date.now();
    const sessions = (
      await app.noticesRepository.activitySessions(request, activityId, calendarDay(new Date(now)))
    ).filter((session) => isUpcoming(session, now));
    const tenant = tenantOf(request);
    const origin = canonicalOrigin(request);
    for (const session of sessions) {
      const entry = calendarSessionOf(session, tenant.name, origin);
      for (const person of await app.noticesRepository.sessionVolunteers(request, session.interventionId)) {
        const calendar = volunteerSessionCalendar(app, 'CANCEL', entry, origin, tenant.name, person);
        await app.mailer.send(
          person.email,
          sessionCancelledMail(
            languageOf(person),
            tenant,
            origin,
            person,
            summaryOf(session),
            entry.url,
            calendar,
          ),
          { fromName: tenant.name },
        );
      }
    }
  });
}
