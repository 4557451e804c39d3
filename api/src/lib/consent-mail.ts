import { GUARDIAN_CONSENT_LIFETIME_DAYS } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canonicalOrigin, tenantOf } from '../plugins/tenancy';
import { mailLanguageOf } from './mail-i18n';
import { participationConsentMail, volunteerConsentMail } from './mail-templates';
import { type ParticipationIntervention, placeText } from './participation';

// The tutor's consent emails (docs/adr/0061-tutor-consent.md): sent once the consent code is committed, in the
// language of the request, from the organisation's name. A failed send is logged and staff can send it again.

/** A consent code just made and the tutor it goes to. */
export interface ConsentLink {
  code: string;
  tutorEmail: string;
}

/** Asks a minor beneficiary's tutor to consent to one session. */
export function mailParticipationConsent(
  app: FastifyInstance,
  request: FastifyRequest,
  {
    intervention,
    childName,
    consent,
  }: { intervention: ParticipationIntervention; childName: string; consent: ConsentLink },
) {
  const tenant = tenantOf(request);
  const summary = {
    childName,
    activityName: intervention.activityName,
    date: intervention.date,
    scheduleStart: intervention.scheduleStart,
    scheduleEnd: intervention.scheduleEnd,
    address: placeText(intervention),
  };
  return app.mailer.send(
    consent.tutorEmail,
    participationConsentMail(
      mailLanguageOf(request),
      tenant,
      canonicalOrigin(request),
      summary,
      consent.code,
      GUARDIAN_CONSENT_LIFETIME_DAYS,
    ),
    { fromName: tenant.name },
  );
}

/** Asks a minor volunteer's tutor to authorise their volunteering. */
export function mailVolunteerConsent(
  app: FastifyInstance,
  request: FastifyRequest,
  volunteer: { name: string; surname: string },
  consent: ConsentLink,
) {
  const tenant = tenantOf(request);
  return app.mailer.send(
    consent.tutorEmail,
    volunteerConsentMail(
      mailLanguageOf(request),
      tenant,
      canonicalOrigin(request),
      volunteer,
      consent.code,
      GUARDIAN_CONSENT_LIFETIME_DAYS,
    ),
    { fromName: tenant.name },
  );
}
