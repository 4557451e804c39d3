import {
  ParticipantBodySchema,
  ParticipantsParamsSchema,
  ParticipantWriteSchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mailParticipationChange } from '../../../lib/programme-mail';
import { errors, personOfIri, toParticipantResource } from './participant-shared';

export const postParticipant: ContractRoutes = async (app) => {
  app.post(
    '/interventions/:id/participants',
    {
      preHandler: app.requirePermission('participant:add'),
      schema: {
        tags: ['participants'],
        summary:
          'Añade una persona a la intervención (person: IRI de /api/volunteers, /api/employees, /api/coordinators o /api/beneficiaries). 409 field-number-of-volunteers-reached, field-number-of-employees-reached, exceeded-limit, intervention-completed-cannot-add-*, already-subscribed-to-intervention, volunteer-not-validated, minor-volunteer-authorisation-pending; 422 field-not-valid-option (persona desconocida o de otra organización) o tutor-email-required. Un voluntario añadido recibe un correo con la sesión y su invitación de calendario (.ics). Un beneficiario menor queda pending y su tutor recibe el correo de consentimiento (message child-subscription-pending-consent)',
        security: [{ bearerAuth: [] }],
        params: ParticipantsParamsSchema,
        body: ParticipantBodySchema,
        response: { 201: ParticipantWriteSchema, ...errors(400, 401, 403, 404, 409, 415, 422) },
      },
    },
    async (request, reply) => {
      const person = personOfIri(request.body?.person);
      const view = await app.participantsRepository.add(request, request.params.id, person, {
        source: 'staff',
        addedById: request.currentUser!.id,
      });
      if (view.person.kind !== 'beneficiary') {
        mailParticipationChange(app, request, {
          change: 'joined',
          by: 'staff',
          interventionId: view.interventionId,
          userId: view.person.id,
          actorId: request.currentUser!.id,
        });
      }
      const resource = toParticipantResource(view);
      return reply
        .code(201)
        .header('location', resource['@id'])
        .send({
          '@context': '/api/contexts/Participant',
          ...resource,
          message: view.status === 'pending' ? 'child-subscription-pending-consent' : 'participant-added',
        });
    },
  );
};
