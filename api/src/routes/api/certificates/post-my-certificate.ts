import { CertificatePeriodBodySchema, CertificateSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { issueCertificate } from '../../../lib/certificate-issue';
import { errors } from '../../../lib/schemas';
import { requireVolunteer } from '../available-activities/available-activity-shared';
import { MY_CERTIFICATES_IRI, toIssuedCertificateResource } from './certificate-shared';

/** `POST /api/me/certificates`: the volunteer issues their own certificate of volunteering for a period. */
export const postMyCertificate: ContractRoutes = async (app) => {
  app.post(
    '/me/certificates',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['volunteer area'],
        summary:
          'Emite el certificado de voluntariado de la persona (Ley 45/2015, art. 10) con las sesiones a las que asistió entre from y to (YYYY-MM-DD, incluidos; sin ellos, todo su tiempo) y lo guarda; el PDF está en file. 409 certificate-without-hours sin sesiones con asistencia; 422 con un periodo no válido (solo el perfil voluntario)',
        security: [{ bearerAuth: [] }],
        body: CertificatePeriodBodySchema,
        response: { 201: CertificateSchema, ...errors(400, 401, 403, 404, 409, 415, 422) },
      },
    },
    async (request, reply) => {
      const row = await issueCertificate(app, request, {
        userId: request.currentUser!.id,
        body: request.body,
        bySelf: true,
      });
      return reply.code(201).send(toIssuedCertificateResource(row, MY_CERTIFICATES_IRI));
    },
  );
};
