import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowIso } from '../db/database';
import { canonicalOrigin, tenantOf } from '../plugins/tenancy';
import { activationMail } from './mail-templates';
import { mailLanguageOf } from './mail-i18n';
import { randomToken } from './tokens';

/** How long the invitation link stays valid: staff often register people days before they sit down to it. */
export const ACTIVATION_LINK_LIFETIME_MS = 30 * 24 * 3600 * 1000;

/** The code and expiry of a new invitation. */
export const newActivation = () => ({
  code: randomToken(32),
  expiresAt: new Date(Date.now() + ACTIVATION_LINK_LIFETIME_MS).toISOString(),
});

/**
 * Sends the activation email (the link opens /activate-account/{code}) from the organisation's name;
 * resolves to whether it was sent.
 */
export function sendActivationMail(
  app: FastifyInstance,
  request: FastifyRequest,
  person: { email: string; name: string },
  code: string,
): Promise<boolean> {
  const tenant = tenantOf(request);
  return app.mailer.send(
    person.email,
    activationMail(mailLanguageOf(request), tenant, canonicalOrigin(request), person, code),
    {
      fromName: tenant.name,
    },
  );
}

/** The columns of a new account waiting for its person to activate it (no password yet, no access). */
export function invitedAccountColumns(tenantId: number, activation: { code: string; expiresAt: string }) {
  const now = nowIso();
  return {
    tenant_id: tenantId,
    password_hash: null,
    validated_at: null,
    activation_code: activation.code,
    activation_expires_at: activation.expiresAt,
    active: 0,
    created_at: now,
    updated_at: now,
  };
}
