import { hasPermission, type Permission } from '@enlace/shared/domain';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../db/schema';
import { accessKeyOf } from '../lib/access-key';
import { HttpError, notFound } from '../lib/http-error';
import { rolesOf } from '../lib/roles-of';
import { tenantOf } from './tenancy';

export const ACCESS_TOKEN_LIFETIME_S = 3600;

export interface AccessTokenPayload {
  sub: string;
  /** The tenant the token was issued for; it is refused on any other tenant's host. */
  tid: number;
  username: string;
  /** The session (sign-in) it belongs to: ending the session ends the token at once. */
  sid: string;
  /** The person's access when it was issued (src/lib/access-key.ts): a change of access ends the token. */
  acc: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: AccessTokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user of this tenant. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler: a signed-in user of this tenant whose roles grant the permission (docs/roles.md). */
    requirePermission(permission: Permission): (request: FastifyRequest) => Promise<void>;
    /** An access token of the user for one of their sessions. */
    signAccessToken(user: User, sessionId: string): string;
  }
  interface FastifyRequest {
    currentUser: User | null;
  }
}

/** Whether the user's profile and roles grant the permission (docs/roles.md). */
export const userMay = (user: User, permission: Permission): boolean =>
  hasPermission({ profile: user.profile, roles: rolesOf(user) }, permission);

export const tokenInvalid = () =>
  new HttpError(401, 'token-invalid', 'La sesión no es válida; inicia sesión.');
// The only use of 403: the shared client logs out on it, so business refusals use 409 or 422.
export const accessDenied = () =>
  new HttpError(403, 'access-denied', 'No tienes permiso para realizar esta acción.');
export const tokenExpired = () =>
  new HttpError(401, 'token-expired', 'La sesión ha caducado; vuelve a iniciar sesión.');

export const authPlugin = fp(
  async (app) => {
    await app.register(fastifyJwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_LIFETIME_S },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('currentUser', null);

    app.decorate('signAccessToken', (user: User, sessionId: string) =>
      app.jwt.sign({
        sub: String(user.id),
        tid: user.tenant_id,
        username: user.email,
        sid: sessionId,
        acc: accessKeyOf(user),
      }),
    );

    app.decorate('authenticate', async (request: FastifyRequest) => {
      let payload: AccessTokenPayload;
      try {
        payload = await request.jwtVerify<AccessTokenPayload>();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') throw tokenExpired();
        throw tokenInvalid();
      }
      // A token of another organisation is a request for something this host does not have: 404, exactly as an
      // id of another tenant, so that neither the token nor the host learns anything about the other.
      if (payload.tid !== tenantOf(request).id) throw notFound('No existe en esta organización.');
      // Read on every request, so that an ended session or a change of access stops the token at once, on every
      // API process: the account must be active, the session live, the access the one the token was issued for.
      if (typeof payload.sid !== 'string') throw tokenInvalid();
      const user = await app.usersRepository.findActiveById(request, Number(payload.sub), payload.sid);
      if (!user || accessKeyOf(user) !== payload.acc) throw tokenInvalid();
      request.currentUser = user;
    });

    app.decorate('requirePermission', (permission: Permission) => async (request: FastifyRequest) => {
      await app.authenticate(request);
      const user = request.currentUser!;
      if (!userMay(user, permission)) throw accessDenied();
    });
  },
  { name: 'auth', dependencies: ['config', 'users-repository'] },
);
