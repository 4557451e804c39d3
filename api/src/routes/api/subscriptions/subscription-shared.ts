import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessDenied } from '../../../plugins/auth';

/** preHandler: a signed-in volunteer of this tenant (staff and partner contacts get 403 access-denied). */
export const requireVolunteer = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await app.authenticate(request);
  if (request.currentUser!.profile !== 'volunteer') throw accessDenied();
};
