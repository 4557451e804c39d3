import { PendingAccountSchema, UserCodeParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { personDetails, personSummary } from '../../../lib/person-resource';
import { errors } from '../../../lib/schemas';
import { pendingUser } from './activation-shared';

// The activation form starts from everything already on record, so that nobody types again what staff (or the
// public sign-up) gave; the code is the emailed credential of that very person. The disability list stays out:
// special category data, which the form does not ask.
export const getActivation: ContractRoutes = async (app) => {
  app.get(
    '/users/activate/:code',
    {
      schema: {
        tags: ['account'],
        summary:
          'La cuenta pendiente de activar con este código, con los datos que ya constan (los que dio el personal o el alta pública), salvo la discapacidad',
        params: UserCodeParamsSchema,
        response: { 200: PendingAccountSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const user = await pendingUser(request, request.params.code);
      const { disability: _disabilityList, ...details } = personDetails(user);
      return { ...personSummary(user), ...details };
    },
  );
};
