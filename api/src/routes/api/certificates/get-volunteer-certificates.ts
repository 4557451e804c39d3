import {
  CertificateListItemSchema,
  CertificateListQuerySchema,
  CollectionOf,
  VolunteerCertificatesParamsSchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { errors } from '../../../lib/schemas';
import { volunteerAreaPage } from '../available-activities/available-activity-shared';
import { volunteerNotFound } from '../volunteers/volunteer-shared';
import { CERTIFICATES_PER_PAGE, toCertificateResource, volunteerCertificatesIri } from './certificate-shared';

/** `GET /api/volunteers/{id}/certificates`: the certificates issued for a volunteer, newest first. */
export const getVolunteerCertificates: ContractRoutes = async (app) => {
  app.get(
    '/volunteers/:id/certificates',
    {
      preHandler: app.requirePermission('certificate:list'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Los certificados de voluntariado emitidos para un voluntario (por él o por la entidad), con quién y cuándo, el más reciente primero',
        security: [{ bearerAuth: [] }],
        params: VolunteerCertificatesParamsSchema,
        querystring: CertificateListQuerySchema,
        response: { 200: CollectionOf(CertificateListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await app.certificatesRepository.volunteer(request, id))) throw volunteerNotFound();
      const page = volunteerAreaPage(request.query, CERTIFICATES_PER_PAGE);
      const { rows, total } = await app.certificatesRepository.list(request, id, page);
      const iri = volunteerCertificatesIri(id);
      return collection({
        iri,
        type: 'Certificate',
        members: rows.map((row) => toCertificateResource(row, iri)),
        totalItems: total,
        page,
        filters: {},
      });
    },
  );
};
