import { HttpError, notFound, unprocessable } from './http-error';
import type { ParticipantRole } from './participation';

// The refusals of participation (docs/adr/0060), with the spec's keys. 409: business refusals (403 is kept
// for role refusals).
const refusal = (key: string, description: string) => new HttpError(409, key, description);
export const LIMIT_REACHED: Record<ParticipantRole, () => HttpError> = {
  volunteer: () =>
    refusal('field-number-of-volunteers-reached', 'Se ha alcanzado el número máximo de voluntarios.'),
  employee: () =>
    refusal('field-number-of-employees-reached', 'Se ha alcanzado el número máximo de técnicos.'),
  beneficiary: () => refusal('exceeded-limit', 'Se ha superado el número máximo de beneficiarios.'),
};
export const COMPLETED: Record<ParticipantRole, () => HttpError> = {
  volunteer: () =>
    refusal(
      'intervention-completed-cannot-add-volunteers',
      'La intervención está completa: no admite voluntarios.',
    ),
  employee: () =>
    refusal(
      'intervention-completed-cannot-add-employees',
      'La intervención está completa: no admite técnicos.',
    ),
  beneficiary: () =>
    refusal(
      'intervention-completed-cannot-add-beneficiaries',
      'La intervención está completa: no admite beneficiarios.',
    ),
};
export const alreadySubscribed = () =>
  refusal('already-subscribed-to-intervention', 'Esta persona ya participa en la intervención.');
export const volunteerNotValidated = () =>
  refusal('volunteer-not-validated', 'El perfil de la persona voluntaria aún no está validado.');
export const minorVolunteerAuthorisationPending = () =>
  refusal(
    'minor-volunteer-authorisation-pending',
    'Es menor de edad y falta la autorización de su tutor para inscribirse.',
  );
export const interventionNotReady = () =>
  refusal('intervention-not-ready-yet', 'Esta intervención todavía no admite inscripciones.');
export const cannotRemoveCompleted = () =>
  refusal(
    'intervention-completed-cannot-remove-participants',
    'La intervención ya se ha realizado: no se pueden quitar participantes.',
  );
export const notPendingConsent = () =>
  refusal('participant-not-pending-consent', 'Esta participación no está pendiente de consentimiento.');
export const volunteerNotMinor = () =>
  refusal('volunteer-not-minor', 'La persona voluntaria no es menor de edad.');
export const tutorEmailRequired = () =>
  new HttpError(
    422,
    'tutor-email-required',
    'Es menor de edad y no consta el correo electrónico de su tutor: no se puede pedir el consentimiento.',
    [{ propertyPath: 'person', message: 'tutor-email-required' }],
  );
export const personNotValid = () =>
  unprocessable([{ propertyPath: 'person', message: 'field-not-valid-option' }]);
export const interventionNotFound = () => notFound('La intervención no existe.');
export const participantNotFound = () => notFound('El participante no existe.');
export const volunteerNotFound = () => notFound('La persona voluntaria no existe.');
/** A volunteer leaving a session they do not take part in. */
export const notSubscribed = () => notFound('No estás inscrito en esta intervención.');
export const invalidConsentCode = () =>
  new HttpError(404, 'invalid-consent-code', 'El enlace de autorización no es válido o ha sido sustituido.');
export const consentCodeExpired = () =>
  new HttpError(410, 'consent-code-expired', 'El enlace de autorización ha caducado.');
export const consentAlreadyGiven = () =>
  new HttpError(409, 'consent-already-given', 'Esta autorización ya se había dado.');
/** The tutor said no: the code cannot authorise any more, and the family is not asked again for it. */
export const consentDeclined = () =>
  new HttpError(
    409,
    'consent-declined',
    'La persona tutora ha rechazado esta autorización: no se puede dar ni volver a pedir.',
  );

// The waiting lists of full sessions (docs/adr/0077-waiting-lists.md).
export const interventionHasFreePlaces = () =>
  new HttpError(
    409,
    'intervention-has-free-places',
    'La intervención tiene plazas libres: inscríbete directamente.',
  );
export const alreadyOnWaitingList = () =>
  new HttpError(409, 'already-on-waiting-list', 'Ya estás en la lista de espera de esta intervención.');
export const notOnWaitingList = () =>
  new HttpError(404, 'not-on-waiting-list', 'No estás en la lista de espera de esta intervención.');
export const offerNotOpen = () =>
  new HttpError(
    409,
    'waiting-list-offer-not-open',
    'No tienes ninguna plaza ofrecida en esta intervención, o la oferta ha caducado.',
  );
