import {
  CertificateListItemSchema,
  CertificateListQuerySchema,
  CollectionOf,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { errors } from '../../../lib/schemas';
import { requireVolunteer, volunteerAreaPage } from '../available-activities/available-activity-shared';
import { CERTIFICATES_PER_PAGE, MY_CERTIFICATES_IRI, toCertificateResource } from './certificate-shared';

/** `GET /api/me/certificates`: the certificates issued for the volunteer, newest first. */
export const getMyCertificates: ContractRoutes = async (app) => {
  app.get(
    '/me/certificates',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['volunteer area'],
        summary:
          'Los certificados de voluntariado emitidos para la persona (por ella o por la entidad), el más reciente primero (solo el perfil voluntario)',
        security: [{ bearerAuth: [] }],
        querystring: CertificateListQuerySchema,
        response: { 200: CollectionOf(CertificateListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const page = volunteerAreaPage(request.query, CERTIFICATES_PER_PAGE);
      const { rows, total } = await app.certificatesRepository.list(request, request.currentUser!.id, page);
      return collection({
        iri: MY_CERTIFICATES_IRI,
        type: 'Certificate',
        members: rows.map((row) => toCertificateResource(row, MY_CERTIFICATES_IRI)),
        totalItems: total,
        page,
        filters: {},
      });
    },
  );
};
