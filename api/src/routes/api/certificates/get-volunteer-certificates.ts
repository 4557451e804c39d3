import type { FastifyPluginAsync } from 'fastify';
import { collection, collectionSchema } from '../../../lib/collection';
import { errors, idParamsSchema } from '../../../lib/schemas';
import { volunteerAreaPage, volunteerAreaPageQuery } from '../available-activities/available-activity-shared';
import { volunteerNotFound } from '../volunteers/volunteer-shared';
import {
  CERTIFICATES_PER_PAGE,
  certificateSchema,
  toCertificateResource,
  volunteerCertificatesIri,
} from './certificate-shared';

/** `GET /api/volunteers/{id}/certificates`: the certificates issued for a volunteer, newest first. */
export const getVolunteerCertificates: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string }; Querystring: { page?: string; itemsPerPage?: string } }>(
    '/volunteers/:id/certificates',
    {
      preHandler: app.requirePermission('certificate:list'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Los certificados de voluntariado emitidos para un voluntario (por él o por la entidad), con quién y cuándo, el más reciente primero',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: { type: 'object', properties: { ...volunteerAreaPageQuery } },
        response: { 200: collectionSchema(certificateSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
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
