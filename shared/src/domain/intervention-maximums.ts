import type { Violation } from './types';

// An intervention's maximums cannot fall below the people already signed up for it (pending participants, waiting
// for a tutor's consent, hold their place like confirmed ones): lowering one would leave the intervention over
// its own limit. Raising a maximum, or keeping it, is always allowed.

/** The maximum fields of an intervention, by the kind of participant they limit. */
export const INTERVENTION_MAXIMUM_FIELDS = {
  volunteers: 'maxVolunteers',
  employees: 'maxEmployees',
  beneficiaries: 'maxBeneficiaries',
} as const;

export type InterventionParticipantKind = keyof typeof INTERVENTION_MAXIMUM_FIELDS;

/** How many people of each kind are signed up for an intervention. */
export type SignedUpCounts = Record<InterventionParticipantKind, number>;

/** The maximums as the intervention's payload names them. */
export type InterventionMaximums = Record<
  (typeof INTERVENTION_MAXIMUM_FIELDS)[InterventionParticipantKind],
  number
>;

/**
 * One `max-below-signed-up` violation for each maximum below the people of its kind already signed up, with the
 * count (`params.count`) for the message.
 */
export function maximumsBelowSignedUp(maximums: InterventionMaximums, signedUp: SignedUpCounts): Violation[] {
  return (
    Object.entries(INTERVENTION_MAXIMUM_FIELDS) as [InterventionParticipantKind, keyof InterventionMaximums][]
  )
    .filter(([kind, field]) => maximums[field] < signedUp[kind])
    .map(([kind, field]) => ({
      propertyPath: field,
      message: 'max-below-signed-up',
      params: { count: signedUp[kind] },
    }));
}
