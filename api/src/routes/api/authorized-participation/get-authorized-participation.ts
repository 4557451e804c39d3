import type { FastifyPluginAsync } from 'fastify';
import { errors, nullableString } from '../../../lib/schemas';
import { consentCodeParamsSchema } from './consent-shared';

const consentViewSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['participant', 'volunteer'] },
    childName: { type: 'string' },
    childSurname: { type: 'string' },
    activityName: nullableString,
    date: nullableString,
    scheduleStart: nullableString,
    scheduleEnd: nullableString,
    address: nullableString,
    organisation: { type: 'string' },
    consented: { type: 'boolean' },
    declined: { type: 'boolean' },
    declinedAt: nullableString,
  },
} as const;

export const getAuthorizedParticipation: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string } }>(
    '/authorized-participation/:code',
    {
      schema: {
        tags: ['tutor-consent'],
        summary:
          'Pública: lo que el tutor autoriza con el código del correo (menor, actividad, dirección, fecha y hora, entidad). 404 invalid-consent-code si no existe o se sustituyó; 410 consent-code-expired; consented true si ya se autorizó, declined true (con declinedAt) si la persona tutora lo rechazó',
        params: consentCodeParamsSchema,
        response: { 200: consentViewSchema, ...errors(400, 404, 410) },
      },
    },
    async (request) => app.participantsRepository.consentByCode(request, request.params.code),
  );
};
