import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';

export const invalidActivationCode = () =>
  new HttpError(404, 'invalid-uri-variables', 'El enlace de activación no es válido o ya se ha usado.');

/** The account waiting for activation with this code, in this tenant; 404 `invalid-uri-variables` otherwise. */
export async function pendingUser(request: FastifyRequest, code: string): Promise<User> {
  const user = await request.server.usersRepository.findByActivationCode(request, code);
  if (!user) throw invalidActivationCode();
  if (user.activation_expires_at && user.activation_expires_at <= new Date().toISOString()) {
    throw invalidActivationCode();
  }
  return user;
}
