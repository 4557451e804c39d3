import type { FastifyPluginAsync } from 'fastify';
import {
  errors,
  participantParamsSchema,
  participantWriteSchema,
  toParticipantResource,
} from './participant-shared';

export const postParticipantConsent: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string; participantId: string } }>(
    '/interventions/:id/participants/:participantId/consent',
    {
      preHandler: app.requirePermission('participant:add'),
      schema: {
        tags: ['participants'],
        summary:
          'Envía de nuevo al tutor el correo para autorizar la participación de un menor pendiente (el enlace anterior deja de valer); 409 participant-not-pending-consent, 422 tutor-email-required',
        security: [{ bearerAuth: [] }],
        params: participantParamsSchema,
        response: { 200: participantWriteSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const view = await app.participantsRepository.resendConsent(
        request,
        Number(request.params.id),
        Number(request.params.participantId),
      );
      return {
        '@context': '/api/contexts/Participant',
        ...toParticipantResource(view),
        message: 'guardian-consent-requested',
      };
    },
  );
};
