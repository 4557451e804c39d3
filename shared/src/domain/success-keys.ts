// Success keys of spec §8, without the `api.success.` prefix.

const ENTITIES = [
  'volunteer',
  'employee',
  'coordinator',
  'beneficiary',
  'activity',
  'intervention',
  'partner',
  'contact-partner',
  'place',
  'project',
] as const;
const ENTITY_ACTIONS = ['created', 'updated', 'deleted'] as const;

type EntityKey = `${(typeof ENTITIES)[number]}-${(typeof ENTITY_ACTIONS)[number]}`;

const ENTITY_SUCCESS_KEYS = ENTITIES.flatMap((entity) =>
  ENTITY_ACTIONS.map((action) => `${entity}-${action}` as EntityKey),
);

export const SUCCESS_KEYS = [
  'user-activated',
  'invitation-sent',
  'user-forgot-password',
  'password-reset',
  'profile-updated',
  ...ENTITY_SUCCESS_KEYS,
  'subscribed',
  'unsubscribed',
  'waiting-list-joined',
  'waiting-list-left',
  'volunteer-validated',
  'volunteer-promoted',
  'coordinator-activities-transferred',
  'import-completed',
  'csv-rows-inserted',
  'import-lines-not-inserted',
  'guardian-consent-confirmed',
  'child-subscription-pending-consent',
  // Ours: "add a tutored person" from an adult beneficiary.
  'tutored-person-created',
  // Ours: the own-profile form confirms a password change apart from a profile update.
  'password-changed',
  // Ours: closing a project and opening it again are their own actions on the project's page.
  'project-closed',
  'project-reopened',
  // Ours: participants of an intervention added and removed by staff, and the tutor's email sent (again).
  'participant-added',
  'participant-removed',
  'guardian-consent-requested',
  // Ours: the tutor declined the participation (or the volunteering) through the emailed link.
  'guardian-consent-declined',
  // Ours: the public volunteer sign-up went through (the activation email, or the tutor's, is on its way).
  'volunteer-registered',
  // Ours: one's own two-step verification turned off, and an administrator's reset of another person's.
  'mfa-disabled',
  'mfa-reset',
  // Ours: the organisation's branding saved, an image of it uploaded, and one back to the default.
  'branding-updated',
  'branding-image-uploaded',
  'branding-image-restored',
  // Ours: a series of sessions created in one step, and a session changed or deleted with the following ones.
  'series-created',
  'series-following-updated',
  'series-following-deleted',
] as const;

export type SuccessKey = (typeof SUCCESS_KEYS)[number];
