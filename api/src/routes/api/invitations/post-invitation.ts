import { InvitationAnswerSchema, InvitationParamsSchema } from '@enlace/shared/contracts';
import { invitationWaitsForGuardian, type Permission } from '@enlace/shared/domain';
import type { User } from '../../../db/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newActivation, sendActivationMail } from '../../../lib/activation';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { HttpError } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';
import { contactPartnerNotFound } from '../contact-partners/contact-partner-shared';
import { STAFF_KINDS, staffNotFound } from '../staff/staff-shared';
import { volunteerNotFound } from '../volunteers/volunteer-shared';

/** A person who signs in: who may invite them again, and how to find them among that resource's people. */
type InvitedResource = {
  path: string;
  tag: string;
  permission: Permission;
  label: string;
  notFound: () => HttpError;
  find: (
    app: FastifyInstance,
    request: FastifyRequest,
    id: number,
  ) => Promise<{ id: number; email: string; name: string | null } | undefined>;
  /** Why this person cannot be invited yet, if anything stops it. */
  waitingFor?: (person: User) => HttpError | undefined;
};

/** Under 16, a volunteer's registration waits for the tutor's authorisation (spec §5, legal age rules). */
const guardianAuthorisationPending = (person: User) =>
  invitationWaitsForGuardian(person.birthday, person.guardian_consented_at)
    ? new HttpError(
        409,
        'invitation-waits-for-guardian',
        'La persona voluntaria es menor de 16 años: la invitación se enviará cuando su tutor lo autorice.',
      )
    : undefined;

/** The people who get the activation email when staff create them, and may need it again. */
export const INVITED_RESOURCES = {
  volunteer: {
    path: 'volunteers',
    tag: 'volunteers',
    permission: 'volunteer:update',
    label: 'un voluntario',
    notFound: volunteerNotFound,
    find: (app, request, id) => app.volunteersRepository.find(request, id),
    waitingFor: guardianAuthorisationPending,
  },
  employee: {
    path: STAFF_KINDS.employee.path,
    tag: STAFF_KINDS.employee.tag,
    permission: STAFF_KINDS.employee.permission.update,
    label: 'un técnico',
    notFound: () => staffNotFound('employee'),
    find: (app, request, id) => app.staffRepository.find(request, 'employee', id),
  },
  coordinator: {
    path: STAFF_KINDS.coordinator.path,
    tag: STAFF_KINDS.coordinator.tag,
    permission: STAFF_KINDS.coordinator.permission.update,
    label: 'un coordinador',
    notFound: () => staffNotFound('coordinator'),
    find: (app, request, id) => app.staffRepository.find(request, 'coordinator', id),
  },
  contactPartner: {
    path: 'contact_partners',
    tag: 'contact partners',
    permission: 'contact-partner:update',
    label: 'una persona de contacto',
    notFound: contactPartnerNotFound,
    find: (app, request, id) => app.contactPartnersRepository.find(request, id),
  },
} as const satisfies Record<string, InvitedResource>;

export type InvitedResourceName = keyof typeof INVITED_RESOURCES;

/**
 * `POST /api/{resource}/{id}/invitation`: the activation email again, with a new link (the earlier one stops
 * working), for a person who has not activated the account yet. 409 `account-already-active` otherwise.
 */
export const postInvitation =
  (name: InvitedResourceName): ContractRoutes =>
  async (app) => {
    const resource: InvitedResource = INVITED_RESOURCES[name];
    app.post(
      `/${resource.path}/:id/invitation`,
      {
        preHandler: app.requirePermission(resource.permission),
        schema: {
          tags: [resource.tag],
          summary: `Reenvía a ${resource.label} que aún no ha activado su cuenta el correo de activación con un enlace nuevo (el anterior deja de valer); 409 account-already-active si ya la activó, 503 invitation-not-sent si el correo no sale`,
          security: [{ bearerAuth: [] }],
          params: InvitationParamsSchema,
          response: { 200: InvitationAnswerSchema, ...errors(400, 401, 403, 404, 409, 503) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const person = await resource.find(app, request, id);
        if (!person) throw resource.notFound();
        const waiting = resource.waitingFor?.(person as User);
        if (waiting) throw waiting;
        const activation = newActivation();
        if (!(await app.usersRepository.renewInvitation(request, id, activation))) {
          throw new HttpError(409, 'account-already-active', 'La cuenta ya está activada.');
        }
        const sent = await sendActivationMail(
          app,
          request,
          { email: person.email, name: person.name ?? '' },
          activation.code,
        );
        if (!sent) {
          throw new HttpError(503, 'invitation-not-sent', 'No se ha podido enviar el correo de activación.');
        }
        return { success: true, message: 'invitation-sent' };
      },
    );
  };
