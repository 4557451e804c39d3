import { SuccessSchema, VolunteerParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { HttpError } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';
import { guardianConsentStatus } from '@enlace/shared/domain';
import { volunteerNotFound } from './volunteer-shared';

export const postVolunteerGuardianConsent: ContractRoutes = async (app) => {
  app.post(
    '/volunteers/:id/guardian-consent',
    {
      preHandler: app.requirePermission('volunteer:update'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Envía de nuevo al tutor de una persona voluntaria menor el enlace para autorizar el voluntariado (el anterior deja de valer); 409 consent-already-given si ya lo autorizó, consent-declined si lo rechazó (no se le vuelve a pedir) o volunteer-not-minor si es mayor de edad, 422 tutor-email-required',
        security: [{ bearerAuth: [] }],
        params: VolunteerParamsSchema,
        response: { 200: SuccessSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const volunteer = await app.volunteersRepository.find(request, id);
      if (!volunteer) throw volunteerNotFound();
      if (guardianConsentStatus(volunteer.birthday, volunteer.guardian_consented_at) === 'given') {
        throw new HttpError(409, 'consent-already-given', 'El tutor ya autorizó el voluntariado.');
      }
      await app.participantsRepository.requestVolunteerConsent(request, id);
      return { success: true, message: 'guardian-consent-requested' };
    },
  );
};
