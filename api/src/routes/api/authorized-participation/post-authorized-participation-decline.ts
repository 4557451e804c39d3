import { ConsentCodeParamsSchema, ConsentDeclineBodySchema, SuccessSchema } from '@enlace/shared/contracts';
import { consentDeclineSchema } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { textOf } from '../../../lib/person-payload';
import { errors } from '../../../lib/schemas';
import { validateBody } from '../../../lib/validation';

export const postAuthorizedParticipationDecline: ContractRoutes = async (app) => {
  app.post(
    '/authorized-participation/:code/decline',
    {
      schema: {
        tags: ['tutor-consent'],
        summary:
          'Pública: la persona tutora no autoriza (motivo opcional, hasta 500 caracteres). El menor no participa en esa sesión y su plaza queda libre, o la persona voluntaria menor sigue sin autorización; no se vuelve a pedir. 404 invalid-consent-code, 410 consent-code-expired, 409 consent-already-given o consent-declined, 422 field-max-length en reason',
        params: ConsentCodeParamsSchema,
        body: ConsentDeclineBodySchema,
        response: { 200: SuccessSchema, ...errors(400, 404, 409, 410, 413, 415, 422) },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      await validateBody(consentDeclineSchema, body);
      await app.participantsRepository.declineConsent(request, request.params.code, textOf(body.reason));
      return { success: true, message: 'guardian-consent-declined' };
    },
  );
};
