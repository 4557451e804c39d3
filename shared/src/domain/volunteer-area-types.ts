import type { JsonLdResource } from '@enlace/shared/domain/core';

// What the volunteer area reads (docs/contracts.md, "Volunteer area reads").

/** Why a volunteer may not subscribe yet; null when nothing stands in the way. */
export type SubscriptionBlockedReason = 'volunteer-not-validated' | 'minor-volunteer-authorisation-pending';

/** A row of `GET /api/available_activities`. */
export type AvailableActivityListItem = JsonLdResource & {
  id: number;
  name: string;
  description: string | null;
  type: string;
  mode: string;
  /** `YYYY-MM-DD`. */
  dateStart: string;
  dateEnd: string;
  /** The day of the soonest intervention not completed. */
  nextDate: string;
  openInterventions: number;
};

/** Where an intervention takes place (null online), from its contract. */
import type { VolunteerAreaPlace } from '../contracts/own-sessions';
export type { VolunteerAreaPlace };

/** An intervention of `GET /api/available_activities/{id}`. */
export type AvailableIntervention = {
  '@id': string;
  id: number;
  name: string | null;
  /** `YYYY-MM-DD`; times `HH:MM`, the organisation's local time. */
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  format: string;
  place: VolunteerAreaPlace;
  maxVolunteers: number;
  volunteers: number;
  freePlaces: number;
  /** The signed-in volunteer holds a place. */
  subscribed: boolean;
  /** How many volunteers wait for a place in this intervention's waiting list. */
  waitingList: number;
  /**
   * The signed-in volunteer's place in the waiting list (1: first in line) and, while a freed place is offered to
   * them, until when (ISO); null when they are not in it.
   */
  waitingPlace: { position: number; offerExpiresAt: string | null } | null;
  /** Held, or its activity closed: nobody joins any more. */
  completed: boolean;
  /** Takes subscriptions now (published or ready, not completed), full or not. */
  open: boolean;
};

/** `GET /api/available_activities/{id}`. */
export type AvailableActivity = Omit<AvailableActivityListItem, 'nextDate' | 'openInterventions'> & {
  status: string;
  interventions: AvailableIntervention[];
  canSubscribe: boolean;
  blockedReason: SubscriptionBlockedReason | null;
};

/** A row of `GET /api/me/waiting-lists`, from its contract. */
export type { OwnWaitingList } from '../contracts/waiting-lists';

/** A row of `GET /api/me/interventions` and one of `GET /api/me/hours`, from their contract. */
export type { MyHoursSession, OwnIntervention } from '../contracts/own-sessions';
