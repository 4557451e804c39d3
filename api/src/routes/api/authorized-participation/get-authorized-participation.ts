import { ConsentCodeParamsSchema, ConsentViewSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';

export const getAuthorizedParticipation: ContractRoutes = async (app) => {
  app.get(
    '/authorized-participation/:code',
    {
      schema: {
        tags: ['tutor-consent'],
        summary:
          'Pública: lo que el tutor autoriza con el código del correo (menor, actividad, dirección, fecha y hora, entidad). 404 invalid-consent-code si no existe o se sustituyó; 410 consent-code-expired; consented true si ya se autorizó, declined true (con declinedAt) si la persona tutora lo rechazó',
        params: ConsentCodeParamsSchema,
        response: { 200: ConsentViewSchema, ...errors(400, 404, 410) },
      },
    },
    async (request) => app.participantsRepository.consentByCode(request, request.params.code),
  );
};
