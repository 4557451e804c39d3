import { ConsentCodeParamsSchema, SuccessSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { sendWaitingInvitation } from './consent-shared';

export const postAuthorizedParticipation: ContractRoutes = async (app) => {
  app.post(
    '/authorized-participation/:code',
    {
      schema: {
        tags: ['tutor-consent'],
        summary:
          'Pública: el tutor autoriza (queda registrado cuándo y con qué código); el participante pasa a confirmado o la persona voluntaria menor queda autorizada. 404 invalid-consent-code, 410 consent-code-expired, 409 consent-already-given o consent-declined (la persona tutora ya lo rechazó con este enlace)',
        params: ConsentCodeParamsSchema,
        response: { 200: SuccessSchema, ...errors(400, 404, 409, 410) },
      },
    },
    async (request) => {
      const consented = await app.participantsRepository.confirmConsent(request, request.params.code);
      // Under 16 the volunteer's registration waited for this: the invitation to activate the account goes now.
      if (consented.volunteerId !== null) await sendWaitingInvitation(app, request, consented.volunteerId);
      return { success: true, message: 'guardian-consent-confirmed' };
    },
  );
};
