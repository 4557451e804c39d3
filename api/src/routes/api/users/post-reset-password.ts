import { forgotPasswordSchema } from '@enlace/shared/domain';
import { PasswordResetRequestBodySchema, SuccessSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { passwordResetMail } from '../../../lib/mail-templates';
import { mailLanguageOf } from '../../../lib/mail-i18n';
import { errors } from '../../../lib/schemas';
import { validateBody } from '../../../lib/validation';
import { canonicalOrigin, tenantOf } from '../../../plugins/tenancy';

export const postResetPassword: ContractRoutes = async (app) => {
  app.post(
    '/users/reset-password',
    {
      config: { rateLimit: { max: app.config.rateLimits.resetPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['account'],
        summary: 'Pide un enlace para restablecer la contraseña (responde igual exista o no el correo)',
        body: PasswordResetRequestBodySchema,
        response: { 202: SuccessSchema, ...errors(400, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      await validateBody(forgotPasswordSchema, request.body);
      // The shared rules have required an address.
      const email = request.body.email as string;
      // The answer goes out before the address is even looked up, so that it takes the same time whether or not
      // the address has an account; the link is made and mailed after it.
      await reply.code(202).send({ success: true });
      try {
        const user = await app.usersRepository.findByEmail(request, email);
        if (!user?.active || !user.password_hash) return reply;
        const code = await app.passwordResetsRepository.create(request, user.id);
        await app.securityLogRepository.record(request, {
          type: 'password-reset-requested',
          actorId: null,
          subject: { userId: user.id },
        });
        const tenant = tenantOf(request);
        const mail = passwordResetMail(mailLanguageOf(request), tenant, canonicalOrigin(request), user, code);
        await app.mailer.send(user.email, mail, { fromName: tenant.name });
      } catch (error) {
        request.log.error({ err: error }, 'password reset link not sent');
      }
      return reply;
    },
  );
};
