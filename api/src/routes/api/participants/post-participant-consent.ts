import { ParticipantParamsSchema, ParticipantWriteSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors, toParticipantResource } from './participant-shared';

export const postParticipantConsent: ContractRoutes = async (app) => {
  app.post(
    '/interventions/:id/participants/:participantId/consent',
    {
      preHandler: app.requirePermission('participant:add'),
      schema: {
        tags: ['participants'],
        summary:
          'Envía de nuevo al tutor el correo para autorizar la participación de un menor pendiente (el enlace anterior deja de valer); 409 participant-not-pending-consent, 422 tutor-email-required',
        security: [{ bearerAuth: [] }],
        params: ParticipantParamsSchema,
        response: { 200: ParticipantWriteSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const view = await app.participantsRepository.resendConsent(
        request,
        request.params.id,
        request.params.participantId,
      );
      return {
        '@context': '/api/contexts/Participant',
        ...toParticipantResource(view),
        message: 'guardian-consent-requested',
      };
    },
  );
};
