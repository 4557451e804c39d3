import type { FastifyPluginAsync } from 'fastify';
import {
  personDetailProperties,
  personDetails,
  personSummary,
  personSummaryFieldProperties,
} from '../../../lib/person-resource';
import { errors } from '../../../lib/schemas';
import { codeParamsSchema, pendingUser } from './activation-shared';

// The activation form starts from everything already on record, so that nobody types again what staff (or the
// public sign-up) gave; the code is the emailed credential of that very person. The disability list stays out:
// special category data, which the form does not ask.
const { disability: _disability, ...activationDetailProperties } = personDetailProperties;

export const getActivation: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string } }>(
    '/users/activate/:code',
    {
      schema: {
        tags: ['account'],
        summary:
          'La cuenta pendiente de activar con este código, con los datos que ya constan (los que dio el personal o el alta pública), salvo la discapacidad',
        params: codeParamsSchema,
        response: {
          200: {
            type: 'object',
            properties: { ...personSummaryFieldProperties, ...activationDetailProperties },
          },
          ...errors(400, 404),
        },
      },
    },
    async (request) => {
      const user = await pendingUser(request, request.params.code);
      const { disability: _disabilityList, ...details } = personDetails(user);
      return { ...personSummary(user), ...details };
    },
  );
};
