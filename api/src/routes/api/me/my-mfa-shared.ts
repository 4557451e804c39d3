import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mfaRequiredFor } from '../../../lib/sign-in';
import { tenantOf } from '../../../plugins/tenancy';

/** The person's two-step verification, as the profile page shows it. */
export const myMfaSchema = {
  type: 'object',
  required: ['@id', '@type', 'enabled', 'required', 'recoveryCodesLeft'],
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    enabled: { type: 'boolean', description: 'Activada (confirmada con un primer código)' },
    required: { type: 'boolean', description: 'Obligatoria para esta cuenta (administradores)' },
    recoveryCodesLeft: { type: 'integer', description: 'Códigos de recuperación sin usar' },
  },
} as const;

export async function myMfa(app: FastifyInstance, request: FastifyRequest) {
  const user = request.currentUser!;
  const credential = await app.mfaRepository.find(request, user.id);
  const enabled = Boolean(credential?.confirmed_at);
  return {
    '@id': '/api/me/mfa',
    '@type': 'TwoStepVerification',
    enabled,
    required: mfaRequiredFor(user, tenantOf(request)),
    recoveryCodesLeft: enabled ? await app.mfaRepository.recoveryCodesLeft(request, user.id) : 0,
  };
}

export const recoveryCodesSchema = {
  type: 'object',
  required: ['recoveryCodes'],
  properties: {
    recoveryCodes: {
      type: 'array',
      items: { type: 'string' },
      description: 'Diez códigos de un solo uso, que se muestran esta vez y ninguna más',
    },
  },
} as const;
