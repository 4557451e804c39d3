import { ageGroupOf, registrationNeedsGuardian } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { sendActivationMail } from './activation';

/**
 * What follows a volunteer's registration, by staff or on the home page (spec §5, legal age rules): a minor's
 * tutor gets the link to authorise volunteering, and the invitation to activate the account goes out, except
 * under 16, when it waits for that authorisation.
 */
export async function inviteNewVolunteer(
  app: FastifyInstance,
  request: FastifyRequest,
  volunteer: User,
  activationCode: string,
): Promise<void> {
  if (ageGroupOf(volunteer.birthday) === 'minor') {
    await app.participantsRepository.requestVolunteerConsent(request, volunteer.id);
  }
  if (!registrationNeedsGuardian(volunteer.birthday)) {
    await sendActivationMail(app, request, volunteer, activationCode);
  }
}
