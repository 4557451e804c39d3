import {
  CertificatePeriodBodySchema,
  CertificateSchema,
  VolunteerCertificatesParamsSchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { issueCertificate } from '../../../lib/certificate-issue';
import { errors } from '../../../lib/schemas';
import { volunteerNotFound } from '../volunteers/volunteer-shared';
import { toIssuedCertificateResource, volunteerCertificatesIri } from './certificate-shared';

/** `POST /api/volunteers/{id}/certificates`: staff issue a volunteer's certificate of volunteering for a period. */
export const postVolunteerCertificate: ContractRoutes = async (app) => {
  app.post(
    '/volunteers/:id/certificates',
    {
      preHandler: app.requirePermission('certificate:issue'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Emite el certificado de voluntariado de un voluntario (Ley 45/2015, art. 10) con las sesiones a las que asistió entre from y to (YYYY-MM-DD, incluidos; sin ellos, todo su tiempo), en su idioma, y lo guarda; el PDF está en file. 409 certificate-without-hours sin sesiones con asistencia; 422 con un periodo no válido',
        security: [{ bearerAuth: [] }],
        params: VolunteerCertificatesParamsSchema,
        body: CertificatePeriodBodySchema,
        response: { 201: CertificateSchema, ...errors(400, 401, 403, 404, 409, 415, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await app.certificatesRepository.volunteer(request, id))) throw volunteerNotFound();
      const row = await issueCertificate(app, request, { userId: id, body: request.body, bySelf: false });
      return reply.code(201).send(toIssuedCertificateResource(row, volunteerCertificatesIri(id)));
    },
  );
};
