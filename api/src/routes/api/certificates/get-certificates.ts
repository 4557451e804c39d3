import {
  CertificateListItemSchema,
  CertificateReferenceQuerySchema,
  CollectionOf,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { errors } from '../../../lib/schemas';
import { toCertificateResource, volunteerCertificatesIri } from './certificate-shared';

/**
 * `GET /api/certificates?reference=`: staff check a certificate someone shows them by the reference printed on
 * it: the one issued by the organisation with it (a list of one), or none.
 */
export const getCertificates: ContractRoutes = async (app) => {
  app.get(
    '/certificates',
    {
      preHandler: app.requirePermission('certificate:list'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Comprueba una referencia de certificado (ENL-año-XXXX-XXXX, sin distinguir mayúsculas): el certificado emitido por la entidad con ella, o ninguno',
        security: [{ bearerAuth: [] }],
        querystring: CertificateReferenceQuerySchema,
        response: { 200: CollectionOf(CertificateListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const reference = request.query.reference.trim().toUpperCase();
      const row = await app.certificatesRepository.findByReference(request, reference);
      return collection({
        iri: '/api/certificates',
        type: 'Certificate',
        members: row ? [toCertificateResource(row, volunteerCertificatesIri(row.user_id))] : [],
        totalItems: row ? 1 : 0,
        page: { page: 1, itemsPerPage: 1, paginate: false },
        filters: { reference },
      });
    },
  );
};
