import { MyPartnerSchema } from '@enlace/shared/contracts';
import { calendarDay, effectiveAgreementStatus, type PartnerLegalType } from '@enlace/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { notFound } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';
import { accessDenied } from '../../../plugins/auth';
import type { GeoKind } from '../../../plugins/repositories/geography-repository';
import { CONTACT_PARTNER_PROFILE } from '../../../plugins/repositories/partners-repository';

async function geoName(app: FastifyInstance, kind: GeoKind, id: number | null): Promise<string | null> {
  if (id === null) return null;
  return (await app.geographyRepository.find(kind, id))?.name ?? null;
}

/**
 * `GET /api/my-partner`: the organisation of the signed-in contact person, as their area shows it, with the
 * other contact persons of that organisation. Only the partner profile may call it, and it only ever reads the
 * caller's own organisation (no id in the path, nothing to guess). Staff notes (observations) stay out.
 */
export const getMyPartner: ContractRoutes = async (app) => {
  app.get(
    '/my-partner',
    {
      preHandler: async (request) => {
        await app.authenticate(request);
        if (request.currentUser!.profile !== CONTACT_PARTNER_PROFILE) throw accessDenied();
      },
      schema: {
        tags: ['partner area'],
        summary:
          'La entidad de la persona de contacto que ha iniciado sesión (solo el perfil partner) y sus otras personas de contacto',
        security: [{ bearerAuth: [] }],
        response: { 200: MyPartnerSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.currentUser!;
      const partner =
        user.partner_id === null ? undefined : await app.partnersRepository.find(request, user.partner_id);
      if (!partner) throw notFound('No tienes ninguna entidad asociada.');
      const contacts = await app.partnersRepository.contactPersons(request, partner.id);
      return {
        '@context': '/api/contexts/Partner',
        '@id': '/api/my-partner',
        '@type': 'Partner',
        id: partner.id,
        name: partner.name,
        legalType: partner.legal_type as PartnerLegalType,
        nif: partner.nif,
        email: partner.email,
        phonePrefix: partner.phone_prefix,
        phone: partner.phone,
        website: partner.website,
        description: partner.description,
        agreementStatus: effectiveAgreementStatus(
          partner.agreement_status,
          partner.expiration_date,
          calendarDay(),
        ),
        expirationDate: partner.expiration_date,
        address: partner.address,
        postalCode: partner.postal_code,
        addressCountryName: await geoName(app, 'countries', partner.address_country_id),
        addressStateName: await geoName(app, 'states', partner.address_state_id),
        addressProvinceName: await geoName(app, 'provinces', partner.address_province_id),
        addressLocationName: await geoName(app, 'locations', partner.address_location_id),
        contactPersons: contacts
          .filter((contact) => contact.id !== user.id)
          .map((contact) => ({
            '@type': 'ContactPartner',
            id: contact.id,
            name: contact.name,
            surname: contact.surname,
            email: contact.email,
            jobTitle: contact.job_title,
            phonePrefixMobile: contact.phone_prefix_mobile,
            phoneMobile: contact.phone_mobile,
          })),
      };
    },
  );
};
