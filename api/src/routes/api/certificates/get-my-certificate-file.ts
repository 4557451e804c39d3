import { MyCertificateFileParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { sendCertificatePdf } from '../../../lib/certificate-issue';
import { errors } from '../../../lib/schemas';
import { requireVolunteer } from '../available-activities/available-activity-shared';
import { certificateNotFound, certificatePdfResponse } from './certificate-shared';

/** `GET /api/me/certificates/{id}.pdf`: one of the volunteer's certificates, the PDF as it was issued. */
export const getMyCertificateFile: ContractRoutes = async (app) => {
  app.get(
    '/me/certificates/:file',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['volunteer area'],
        summary:
          'El PDF de uno de los certificados de la persona, el mismo documento que se emitió (solo el perfil voluntario)',
        security: [{ bearerAuth: [] }],
        params: MyCertificateFileParamsSchema,
        response: { 200: certificatePdfResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = request.currentUser!.id;
      // `{file}` arrives as the certificate's id.
      const id = request.params.file;
      const certificate = await app.certificatesRepository.find(request, userId, id);
      const pdf = certificate && (await app.certificatesRepository.pdf(request, userId, id));
      if (!certificate || !pdf) throw certificateNotFound();
      return sendCertificatePdf(reply, certificate, pdf);
    },
  );
};
