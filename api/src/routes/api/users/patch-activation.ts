import { ActivationBodySchema, SuccessSchema, UserCodeParamsSchema } from '@enlace/shared/contracts';
import { activateAccountSchema } from '@enlace/shared/domain';
import { rememberScreenLanguage } from '../../../lib/screen-language';
import { resolveAddress } from '../../../lib/address';
import type { Violation } from '../../../lib/http-error';
import { blankToNull, dateOnly } from '../../../lib/person-values';
import { hashPassword, newPasswordViolations } from '../../../lib/passwords';
import { errors } from '../../../lib/schemas';
import { validateBody } from '../../../lib/validation';
import { tenantOf } from '../../../plugins/tenancy';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { invalidActivationCode, pendingUser } from './activation-shared';

export const patchActivation: ContractRoutes = async (app) => {
  app.patch(
    '/users/activate/:code',
    {
      schema: {
        tags: ['account'],
        summary: 'Completa el perfil, elige la contraseña y activa la cuenta',
        params: UserCodeParamsSchema,
        body: ActivationBodySchema,
        response: { 200: SuccessSchema, ...errors(400, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const { code } = request.params;
      const body = request.body ?? {};
      if (body.activationCode && body.activationCode !== code) throw invalidActivationCode();
      const user = await pendingUser(request, code);
      const address = await resolveAddress(app, body);
      const tenant = tenantOf(request);
      const extra: Violation[] = [
        ...address.violations,
        ...newPasswordViolations(body.password, {
          demoTenant: tenant.is_demo === 1,
          userInputs: [user.email, user.name, user.surname, body.name, body.surname, tenant.name],
        }),
      ];
      // The repeated password is checked by the form and not sent; the server checks what it receives.
      // The email is the invited one; it cannot be changed here.
      await validateBody(activateAccountSchema, { ...body, activationCode: code, email: user.email }, extra);
      await app.usersRepository.activate(
        request,
        user.id,
        {
          name: blankToNull(body.name) ?? user.name,
          surname: blankToNull(body.surname) ?? user.surname,
          phone_prefix_mobile: blankToNull(body.phonePrefixMobile),
          phone_mobile: blankToNull(body.phoneMobile),
          phone_prefix: blankToNull(body.phonePrefix),
          phone: blankToNull(body.phone),
          ...address.ids,
          address: blankToNull(body.address),
          postal_code: blankToNull(body.postalCode),
          identification_type: blankToNull(body.identificationType),
          identification: blankToNull(body.identification),
          sex: blankToNull(body.sex),
          birthday: dateOnly(body.birthday),
        },
        await hashPassword(body.password as string),
      );
      await rememberScreenLanguage(app, request, user.id);
      return { success: true, message: 'user-activated' };
    },
  );
};
