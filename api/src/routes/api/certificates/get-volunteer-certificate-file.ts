import { VolunteerCertificateFileParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { sendCertificatePdf } from '../../../lib/certificate-issue';
import { errors } from '../../../lib/schemas';
import { certificateNotFound, certificatePdfResponse } from './certificate-shared';

/** `GET /api/volunteers/{id}/certificates/{certificateId}.pdf`: a volunteer's certificate as it was issued. */
export const getVolunteerCertificateFile: ContractRoutes = async (app) => {
  app.get(
    '/volunteers/:id/certificates/:file',
    {
      preHandler: app.requirePermission('certificate:list'),
      schema: {
        tags: ['volunteers'],
        summary: 'El PDF de uno de los certificados de un voluntario, el mismo documento que se emitió',
        security: [{ bearerAuth: [] }],
        params: VolunteerCertificateFileParamsSchema,
        response: { 200: certificatePdfResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      // `{file}` arrives as the certificate's id.
      const { id: userId, file: id } = request.params;
      const certificate = await app.certificatesRepository.find(request, userId, id);
      const pdf = certificate && (await app.certificatesRepository.pdf(request, userId, id));
      if (!certificate || !pdf) throw certificateNotFound();
      return sendCertificatePdf(reply, certificate, pdf);
    },
  );
};
