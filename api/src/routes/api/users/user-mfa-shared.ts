import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';

/** A person of the request's tenant with an account (not deleted); 404 otherwise, another tenant's included. */
export async function accountOf(
  request: FastifyRequest,
  findById: (request: FastifyRequest, id: number) => Promise<User | undefined>,
  id: number,
): Promise<User> {
  const user = await findById(request, id);
  if (!user || user.deleted_at) throw notFound('La persona no existe.');
  return user;
}
