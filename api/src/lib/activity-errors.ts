import { HttpError } from './http-error';

// The refusals of an activity's writes (docs/adr/0056-activity-lifecycle.md): 409, business refusals.

export const activityStatusTransitionNotAllowed = () =>
  new HttpError(
    409,
    'activity-status-transition-not-allowed',
    'La actividad no puede pasar a ese estado desde el actual.',
  );

export const activityNotEditable = () =>
  new HttpError(
    409,
    'activity-not-editable',
    'La actividad está finalizada o cancelada: no se puede modificar.',
  );

export const activityCannotBeDeleted = () =>
  new HttpError(
    409,
    'activity-cannot-be-deleted',
    'Solo se puede eliminar una actividad en borrador o cancelada y sin participantes.',
  );
