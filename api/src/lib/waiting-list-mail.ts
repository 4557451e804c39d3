import { WAITING_LIST_OFFER_HOURS } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WaitingListTenant } from '../plugins/repositories/waiting-list-repository';
import { canonicalOrigin, tenantOf } from '../plugins/tenancy';
import { waitingListOfferMail, waitingListPlaceMail } from './mail-templates';
import { languageOf, summaryOf, volunteerSessionCalendar } from './programme-mail';
import { calendarSessionOf } from './session-calendar';
import type { WaitingListOutcome } from './waiting-list';

/**
 * Tells a volunteer of the line what a freed place did for them (docs/adr/0077-waiting-lists.md), in their stored
 * language: moved in, with the session's calendar entry (the join email's UID), or offered the place with the
 * link to accept it. Through the mailer, so queued durably in production.
 */
export async function sendWaitingListMail(
  app: FastifyInstance,
  { tenant, origin }: WaitingListTenant,
  outcome: WaitingListOutcome,
): Promise<boolean> {
  const notice = await app.waitingListRepository.noticeOf(tenant.id, outcome);
  if (!notice) return false;
  const { person, session } = notice;
  const entry = calendarSessionOf(session, tenant.name, origin);
  if (outcome.kind === 'offered') {
    return app.mailer.send(
      person.email,
      waitingListOfferMail(
        languageOf(person),
        tenant,
        origin,
        person,
        summaryOf(session),
        entry.url,
        WAITING_LIST_OFFER_HOURS,
      ),
      { fromName: tenant.name },
    );
  }
  const calendar = volunteerSessionCalendar(app, 'REQUEST', entry, origin, tenant.name, person);
  return app.mailer.send(
    person.email,
    waitingListPlaceMail(languageOf(person), tenant, origin, person, summaryOf(session), entry.url, calendar),
    { fromName: tenant.name },
  );
}

/** Once the answer is sent: the emails of the volunteers a request moved in or offered a place. */
export function mailWaitingListOutcomes(
  app: FastifyInstance,
  request: FastifyRequest,
  outcomes: WaitingListOutcome[],
) {
  if (outcomes.length === 0) return;
  const target = { tenant: tenantOf(request), origin: canonicalOrigin(request) };
  app.mailer.later(request.log, 'waiting list email not sent', async () => {
    for (const outcome of outcomes) await sendWaitingListMail(app, target, outcome);
  });
}

/**
 * One pass of the waiting lists' offers at `now`, for every organisation: expired offers end and their places go
 * to the next in line, who are told. Any number of passes may run at once; each offer is ended by one. Resolves to
 * the number of volunteers moved in or offered a place.
 */
export async function passExpiredOffers(app: FastifyInstance, now = new Date()): Promise<number> {
  let done = 0;
  for (const target of await app.waitingListRepository.tenants()) {
    try {
      const outcomes = await app.waitingListRepository.expireOffers(target.tenant.id, now);
      for (const outcome of outcomes) {
        await sendWaitingListMail(app, target, outcome).catch((error: unknown) =>
          app.log.error({ err: error, tenant: target.tenant.id }, 'waiting list email not sent'),
        );
      }
      done += outcomes.length;
    } catch (error) {
      app.log.error({ err: error, tenant: target.tenant.id }, 'waiting list offers not passed on');
    }
  }
  return done;
}
