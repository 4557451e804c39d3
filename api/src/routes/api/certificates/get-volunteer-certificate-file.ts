import type { FastifyPluginAsync } from 'fastify';
import { sendCertificatePdf } from '../../../lib/certificate-issue';
import { errors } from '../../../lib/schemas';
import {
  certificateFileParams,
  certificateIdOfFile,
  certificateNotFound,
  certificatePdfResponse,
} from './certificate-shared';

/** `GET /api/volunteers/{id}/certificates/{certificateId}.pdf`: a volunteer's certificate as it was issued. */
export const getVolunteerCertificateFile: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string; file: string } }>(
    '/volunteers/:id/certificates/:file',
    {
      preHandler: app.requirePermission('certificate:list'),
      schema: {
        tags: ['volunteers'],
        summary: 'El PDF de uno de los certificados de un voluntario, el mismo documento que se emitió',
        security: [{ bearerAuth: [] }],
        params: certificateFileParams({ id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }),
        response: { 200: certificatePdfResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = Number(request.params.id);
      const id = certificateIdOfFile(request.params.file);
      const certificate = await app.certificatesRepository.find(request, userId, id);
      const pdf = certificate && (await app.certificatesRepository.pdf(request, userId, id));
      if (!certificate || !pdf) throw certificateNotFound();
      return sendCertificatePdf(reply, certificate, pdf);
    },
  );
};
