import {
  type VolunteerSignUpBody,
  VolunteerSignUpAnswerSchema,
  VolunteerSignUpBodySchema,
} from '@enlace/shared/contracts';
import { volunteerSignUpSchema } from '@enlace/shared/domain';
import { newActivation } from '../../../lib/activation';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mailLanguageOf } from '../../../lib/mail-i18n';
import { accountExistsMail } from '../../../lib/mail-templates';
import { textOf } from '../../../lib/person-payload';
import { rememberScreenLanguage } from '../../../lib/screen-language';
import { dateOnly } from '../../../lib/person-values';
import { errors } from '../../../lib/schemas';
import { validateBody } from '../../../lib/validation';
import { inviteNewVolunteer } from '../../../lib/volunteer-invitation';
import type { VolunteerValues } from '../../../plugins/repositories/volunteers-repository';
import { canonicalOrigin, tenantOf } from '../../../plugins/tenancy';
import { minorTutorColumns } from './volunteer-shared';

/** What the sign-up stores: the rest of the person fields wait for the activation form. */
function signUpValues(body: VolunteerSignUpBody): VolunteerValues {
  return {
    email: (textOf(body.email) as string).toLowerCase(),
    name: textOf(body.name) as string,
    surname: textOf(body.surname) as string,
    phone_prefix_mobile: textOf(body.phonePrefixMobile),
    phone_mobile: textOf(body.phoneMobile),
    phone_prefix: null,
    phone: null,
    address_country_id: null,
    address_state_id: null,
    address_province_id: null,
    address_location_id: null,
    address: null,
    postal_code: null,
    identification_type: null,
    identification: null,
    sex: null,
    birthday: dateOnly(textOf(body.birthday)),
    disability: null,
    skills: null,
    availability: null,
    how_we_met: null,
    traits: null,
    about_me: null,
    ...minorTutorColumns(body),
    inactive: false,
  };
}

export const postVolunteerRegister: ContractRoutes = async (app) => {
  app.post(
    '/volunteers/register',
    {
      config: { rateLimit: { max: app.config.rateLimits.resetPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['volunteers'],
        summary:
          'Pública: una persona se da de alta como voluntaria desde la página de inicio de la entidad y recibe el correo de activación (si es menor, su tutor recibe antes el enlace para autorizarlo; por debajo de 16 años la invitación espera a esa autorización). Con un correo que ya tiene cuenta responde igual y escribe a su titular. 422 privacy-policy-must-be-accepted; 409 volunteer-exceeds-limit',
        body: VolunteerSignUpBodySchema,
        response: { 201: VolunteerSignUpAnswerSchema, ...errors(400, 409, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      await validateBody(volunteerSignUpSchema, body);
      const registered = () => reply.code(201).send({ success: true, message: 'volunteer-registered' });
      // An address that has an account answers exactly as a new one: its owner gets an email instead, so that
      // the sign-up never tells whether someone has an account here.
      const existing = await app.usersRepository.findByEmail(request, textOf(body.email) as string);
      if (existing) {
        const tenant = tenantOf(request);
        await app.mailer.send(
          existing.email,
          accountExistsMail(mailLanguageOf(request), tenant, canonicalOrigin(request), existing),
          { fromName: tenant.name },
        );
        return registered();
      }
      const activation = newActivation();
      const volunteer = await app.volunteersRepository.create(request, signUpValues(body), activation);
      await rememberScreenLanguage(app, request, volunteer.id);
      await inviteNewVolunteer(app, request, volunteer, activation.code);
      return registered();
    },
  );
};
