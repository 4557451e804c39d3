import {
  changePasswordSchema,
  ownProfileSchema,
  ownVolunteerProfileSchema,
  personFieldsShape,
  volunteerProfileShape,
} from '@enlace/shared/domain';
import { type OwnProfileBody, OwnProfileBodySchema, OwnProfileSchema } from '@enlace/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractRoutes } from '../../../lib/contract-routes';
import type { User } from '../../../db/schema';
import { type Violation, unprocessable } from '../../../lib/http-error';
import { mergePatch } from '../../../lib/merge-patch';
import { type PersonBody, validPersonColumns } from '../../../lib/person-payload';
import {
  decoyPasswordHash,
  hashPassword,
  newPasswordViolations,
  verifyPassword,
} from '../../../lib/passwords';
import { errors } from '../../../lib/schemas';
import { startSession } from '../../../lib/session-tokens';
import {
  entityTag,
  ifMatchHeadersSchema,
  versionToClaim,
  withEntityTag,
  withEtagHeader,
} from '../../../lib/entity-tag';
import { violationsOf } from '../../../lib/validation';
import { VOLUNTEER_PROFILE } from '../../../plugins/repositories/volunteers-repository';
import { tenantOf } from '../../../plugins/tenancy';
import { volunteerProfileColumns } from '../volunteers/volunteer-shared';
import { toOwnProfile } from './me-shared';

/** What each profile may change of their own profile (the email is how they sign in: not here). */
const personFields = Object.keys(personFieldsShape).filter(
  (field) => field !== 'email' && field !== 'status',
);
const volunteerFields = [...personFields, ...Object.keys(volunteerProfileShape)];
const passwordFields = ['currentPassword', 'password', 'repeatPassword'] as const;

const pick = (body: OwnProfileBody, fields: string[]) =>
  Object.fromEntries(Object.entries(body).filter(([field]) => fields.includes(field)));

/**
 * The password rules, the leaked-password list and the current password; no violation means it may change. A
 * wrong current password counts as a failed sign-in of the account: guessing it with a stolen session is held
 * back exactly like signing in.
 */
async function passwordViolations(
  app: FastifyInstance,
  request: FastifyRequest,
  body: OwnProfileBody,
  user: User,
): Promise<Violation[]> {
  const violations = await violationsOf(changePasswordSchema, body);
  const tenant = tenantOf(request);
  violations.push(
    ...newPasswordViolations(body.password, {
      demoTenant: tenant.is_demo === 1,
      userInputs: [user.email, user.name, user.surname, tenant.name],
    }),
  );
  if (typeof body.currentPassword === 'string' && body.currentPassword !== '') {
    const attempt = await app.loginThrottle.begin(request, user.email);
    // The same work whether or not the account has a password yet.
    const valid = await verifyPassword(
      user.password_hash ?? (await decoyPasswordHash()),
      body.currentPassword,
    );
    if (!valid || !user.password_hash) {
      attempt.failed();
      violations.push({ propertyPath: 'currentPassword', message: 'current-password-not-valid' });
    } else {
      await attempt.succeeded();
    }
  }
  return violations;
}

export const patchMe: ContractRoutes = async (app) => {
  app.patch(
    '/me',
    {
      preHandler: app.requirePermission('me:update'),
      schema: {
        tags: ['own profile'],
        summary:
          'Modifica el perfil propio (merge-patch; las reglas del alta sobre el resultado) y, con currentPassword y password, cambia la contraseña: se cierran las demás sesiones y la respuesta trae la nueva sesión de este dispositivo',
        security: [{ bearerAuth: [] }],
        headers: ifMatchHeadersSchema,
        body: OwnProfileBodySchema,
        response: {
          200: withEtagHeader(OwnProfileSchema),
          ...errors(400, 401, 404, 412, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      let user = request.currentUser!;
      const current = user;
      const version = await versionToClaim(request, current.version, () => toOwnProfile(current));
      const volunteer = user.profile === VOLUNTEER_PROFILE;
      const profilePatch = pick(body, volunteer ? volunteerFields : personFields);
      const changesProfile = Object.keys(profilePatch).length > 0;
      const changesPassword = passwordFields.some((field) => body[field] !== undefined);

      const violations = changesPassword ? await passwordViolations(app, request, body, user) : [];
      if (changesProfile) {
        // The result must be a complete, valid profile: a required field cannot be patched away.
        const merged = mergePatch(toOwnProfile(user), profilePatch) as PersonBody;
        const schema = volunteer ? ownVolunteerProfileSchema : ownProfileSchema;
        const person = await validPersonColumns(app, request, schema, merged, user.id, violations);
        user = await app.usersRepository.updateOwnProfile(
          request,
          user.id,
          { ...person, ...(volunteer ? volunteerProfileColumns(merged) : {}) },
          version,
        );
      } else if (violations.length) {
        throw unprocessable(violations);
      }
      if (!changesPassword) return withEntityTag(reply, user.version, toOwnProfile(user));

      await app.usersRepository.setPassword(request, user.id, await hashPassword(body.password as string));
      // The new password moved the row's version on: the ETag sent is the one a GET would send now.
      user = (await app.usersRepository.findByEmail(request, user.email)) ?? user;
      // A new password ends every session of the account; this device gets a new one.
      await app.refreshTokensRepository.endAllForUser(request, user.id, 'password-changed');
      await app.securityLogRepository.record(request, {
        type: 'password-changed',
        subject: { userId: user.id },
      });
      void reply.header('etag', entityTag(user.version, toOwnProfile(user)));
      return { ...toOwnProfile(user), session: await startSession(app, request, user) };
    },
  );
};
