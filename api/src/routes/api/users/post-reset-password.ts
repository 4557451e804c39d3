import { forgotPasswordSchema } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { passwordResetMail } from '../../../lib/mail-templates';
import { mailLanguageOf } from '../../../lib/mail-i18n';
import { errors, successSchema } from '../../../lib/schemas';
import { validateBody } from '../../../lib/validation';
import { canonicalOrigin, tenantOf } from '../../../plugins/tenancy';

export const postResetPassword: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { email: string } }>(
    '/users/reset-password',
    {
      config: { rateLimit: { max: app.config.rateLimits.resetPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['account'],
        summary: 'Pide un enlace para restablecer la contraseña (responde igual exista o no el correo)',
        body: { type: 'object', properties: { email: { type: 'string', maxLength: 1024 } } },
        response: { 202: successSchema, ...errors(400, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      await validateBody(forgotPasswordSchema, request.body);
      const user = await app.usersRepository.findByEmail(request, request.body.email);
      if (user?.active && user.password_hash) {
        const code = await app.passwordResetsRepository.create(request, user.id);
        // Not awaited: the answer must not take longer when the account exists.
        const tenant = tenantOf(request);
        const mail = passwordResetMail(mailLanguageOf(request), tenant, canonicalOrigin(request), user, code);
        void app.mailer.send(user.email, mail, { fromName: tenant.name });
      }
      return reply.code(202).send({ success: true });
    },
  );
};
