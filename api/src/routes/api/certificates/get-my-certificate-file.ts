import type { FastifyPluginAsync } from 'fastify';
import { sendCertificatePdf } from '../../../lib/certificate-issue';
import { errors } from '../../../lib/schemas';
import { requireVolunteer } from '../available-activities/available-activity-shared';
import {
  certificateFileParams,
  certificateIdOfFile,
  certificateNotFound,
  certificatePdfResponse,
} from './certificate-shared';

/** `GET /api/me/certificates/{id}.pdf`: one of the volunteer's certificates, the PDF as it was issued. */
export const getMyCertificateFile: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(
    '/me/certificates/:file',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['volunteer area'],
        summary:
          'El PDF de uno de los certificados de la persona, el mismo documento que se emitió (solo el perfil voluntario)',
        security: [{ bearerAuth: [] }],
        params: certificateFileParams(),
        response: { 200: certificatePdfResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = request.currentUser!.id;
      const id = certificateIdOfFile(request.params.file);
      const certificate = await app.certificatesRepository.find(request, userId, id);
      const pdf = certificate && (await app.certificatesRepository.pdf(request, userId, id));
      if (!certificate || !pdf) throw certificateNotFound();
      return sendCertificatePdf(reply, certificate, pdf);
    },
  );
};
