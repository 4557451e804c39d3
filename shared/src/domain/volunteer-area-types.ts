// What the volunteer area reads (docs/contracts.md, "Volunteer area reads").

/** Why a volunteer may not subscribe yet; null when nothing stands in the way. */
export type SubscriptionBlockedReason = 'volunteer-not-validated' | 'minor-volunteer-authorisation-pending';

/** `GET /api/available_activities` and one of them with its interventions, from their contract. */
export type {
  AvailableActivity,
  AvailableActivityListItem,
  AvailableIntervention,
} from '../contracts/available-activities';

/** Where an intervention takes place (null online), from its contract. */
import type { VolunteerAreaPlace } from '../contracts/own-sessions';
export type { VolunteerAreaPlace };

/** A row of `GET /api/me/waiting-lists`, from its contract. */
export type { OwnWaitingList } from '../contracts/waiting-lists';

/** A row of `GET /api/me/interventions` and one of `GET /api/me/hours`, from their contract. */
export type { MyHoursSession, OwnIntervention } from '../contracts/own-sessions';
