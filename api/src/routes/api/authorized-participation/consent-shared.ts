import { registrationNeedsGuardian } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newActivation, sendActivationMail } from '../../../lib/activation';

/**
 * After a tutor authorises a volunteer under 16, whose registration waited for it (spec §5, legal age rules):
 * the invitation to activate the account goes out, with a fresh link. Older minors were invited at once.
 */
export async function sendWaitingInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  volunteerId: number,
): Promise<void> {
  const volunteer = await app.volunteersRepository.find(request, volunteerId);
  if (!volunteer || volunteer.active || !registrationNeedsGuardian(volunteer.birthday)) return;
  const activation = newActivation();
  if (await app.usersRepository.renewInvitation(request, volunteer.id, activation)) {
    await sendActivationMail(app, request, volunteer, activation.code);
  }
}
