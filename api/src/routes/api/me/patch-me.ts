import {
  changePasswordSchema,
  ownProfileSchema,
  ownVolunteerProfileSchema,
  personFieldsShape,
  volunteerProfileShape,
} from '@enlace/shared/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type Violation, unprocessable } from '../../../lib/http-error';
import { mergePatch } from '../../../lib/merge-patch';
import { personBodyProperties, type PersonBody, validPersonColumns } from '../../../lib/person-payload';
import {
  decoyPasswordHash,
  hashPassword,
  isCompromisedPassword,
  verifyPassword,
} from '../../../lib/passwords';
import { errors } from '../../../lib/schemas';
import { violationsOf } from '../../../lib/validation';
import { VOLUNTEER_PROFILE } from '../../../plugins/repositories/volunteers-repository';
import { volunteerProfileBodyProperties, volunteerProfileColumns } from '../volunteers/volunteer-shared';
import { ownProfileSchemaJson, toOwnProfile } from './me-shared';

type MeBody = PersonBody & { currentPassword?: string; password?: string; repeatPassword?: string | null };

const password = { type: 'string', maxLength: 1024 };

// The JSON type check only; read-only fields (email, profile, roles, department, status…) are ignored.
const bodySchema = {
  type: 'object',
  properties: {
    ...personBodyProperties,
    ...volunteerProfileBodyProperties,
    currentPassword: password,
    password,
    repeatPassword: { type: ['string', 'null'], maxLength: 1024 },
  },
} as const;

/** What each profile may change of their own profile (the email is how they sign in: not here). */
const personFields = Object.keys(personFieldsShape).filter(
  (field) => field !== 'email' && field !== 'status',
);
const volunteerFields = [...personFields, ...Object.keys(volunteerProfileShape)];
const passwordFields = ['currentPassword', 'password', 'repeatPassword'];

const pick = (body: MeBody, fields: string[]) =>
  Object.fromEntries(Object.entries(body).filter(([field]) => fields.includes(field)));

/** The password rules, the leaked-password list and the current password; no violation means it may change. */
async function passwordViolations(body: MeBody, passwordHash: string | null): Promise<Violation[]> {
  const violations = await violationsOf(changePasswordSchema, body);
  if (typeof body.password === 'string' && isCompromisedPassword(body.password)) {
    violations.push({ propertyPath: 'password', message: 'not-compromised-password' });
  }
  if (typeof body.currentPassword === 'string' && body.currentPassword !== '') {
    // The same work whether or not the account has a password yet.
    const valid = await verifyPassword(passwordHash ?? (await decoyPasswordHash()), body.currentPassword);
    if (!valid || !passwordHash) {
      violations.push({ propertyPath: 'currentPassword', message: 'current-password-not-valid' });
    }
  }
  return violations;
}

/** Guessing the current password with a stolen session is slowed down per account, like signing in. */
const accountKey = (request: FastifyRequest) => {
  const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
  try {
    // Only a bucket name: the token itself is verified by the route's authentication.
    const { sub, tid } = request.server.jwt.decode<{ sub?: string; tid?: number }>(token) ?? {};
    if (sub) return `me:${tid}:${sub}`;
  } catch {
    // Not a token: counted by address.
  }
  return `me:${request.ip}`;
};

export const patchMe: FastifyPluginAsync = async (app) => {
  app.patch<{ Body: MeBody }>(
    '/me',
    {
      preHandler: app.requirePermission('me:update'),
      config: {
        rateLimit: {
          max: app.config.rateLimits.loginPerMinute,
          timeWindow: 60_000,
          keyGenerator: accountKey,
        },
      },
      schema: {
        tags: ['own profile'],
        summary:
          'Modifica el perfil propio (merge-patch; las reglas del alta sobre el resultado) y, con currentPassword y password, cambia la contraseña: se cierran las demás sesiones y la respuesta trae la nueva sesión de este dispositivo',
        security: [{ bearerAuth: [] }],
        body: bodySchema,
        response: { 200: ownProfileSchemaJson, ...errors(400, 401, 404, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      let user = request.currentUser!;
      const volunteer = user.profile === VOLUNTEER_PROFILE;
      const profilePatch = pick(body, volunteer ? volunteerFields : personFields);
      const changesProfile = Object.keys(profilePatch).length > 0;
      const changesPassword = passwordFields.some((field) => body[field] !== undefined);

      const violations = changesPassword ? await passwordViolations(body, user.password_hash) : [];
      if (changesProfile) {
        // The result must be a complete, valid profile: a required field cannot be patched away.
        const merged = mergePatch(toOwnProfile(user), profilePatch) as PersonBody;
        const schema = volunteer ? ownVolunteerProfileSchema : ownProfileSchema;
        const person = await validPersonColumns(app, request, schema, merged, user.id, violations);
        user = await app.usersRepository.updateOwnProfile(request, user.id, {
          ...person,
          ...(volunteer ? volunteerProfileColumns(merged) : {}),
        });
      } else if (violations.length) {
        throw unprocessable(violations);
      }
      if (!changesPassword) return toOwnProfile(user);

      await app.usersRepository.setPassword(request, user.id, await hashPassword(body.password as string));
      // A new password ends every session of the account; this device gets a new one.
      await app.refreshTokensRepository.revokeAllForUser(request, user.id);
      await app.securityLogRepository.record(request, {
        type: 'password-changed',
        subject: { userId: user.id },
      });
      const refresh = await app.refreshTokensRepository.issue(request, user.id);
      return {
        ...toOwnProfile(user),
        session: {
          token: app.signAccessToken(user),
          refresh_token: refresh.token,
          refresh_token_expiration: Math.floor(refresh.expiresAt.getTime() / 1000),
        },
      };
    },
  );
};
