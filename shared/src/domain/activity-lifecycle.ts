import type { ActivityStatus } from '@enlace/shared/domain/core';

// The lifecycle of an activity (spec §3 lists the statuses, §4 leaves the transitions out): a written state
// machine, enforced by the API and shown by the screens. docs/adr/0056-activity-lifecycle.md explains each
// status and move.

/** Where an activity may go from each status; a status missing from a list cannot be reached from there. */
export const ACTIVITY_TRANSITIONS: Readonly<Record<ActivityStatus, readonly ActivityStatus[]>> = {
  // Being prepared: staff only.
  draft: ['active', 'cancelled'],
  // Published ('Publicada'): volunteers see it and sign up; back to draft to change it quietly.
  active: ['draft', 'ready', 'in_progress', 'cancelled'],
  // Enough people: it will take place; sign-up stays open up to the maximums.
  ready: ['active', 'in_progress', 'cancelled'],
  // Its first intervention has begun.
  in_progress: ['complete', 'cancelled'],
  // Every intervention has been held: no one joins any more; staff may still reopen it to add a session.
  complete: ['in_progress', 'finished'],
  // Closed with its history; nothing changes any more.
  finished: [],
  // Called off; it can be taken up again as a draft.
  cancelled: ['draft'],
};

/** The statuses an activity may move to from `from`, in the order the screens offer them. */
export const allowedActivityTransitions = (from: ActivityStatus): readonly ActivityStatus[] =>
  ACTIVITY_TRANSITIONS[from];

/** Whether an activity may move from `from` to `to` (staying put is not a move). */
export const canMoveActivity = (from: ActivityStatus, to: ActivityStatus): boolean =>
  ACTIVITY_TRANSITIONS[from].includes(to);

/**
 * Volunteers may sign themselves up while the activity is published, ready or in progress: a weekly activity is
 * in progress from its first session, and its later sessions still need people. Sessions already held are closed
 * by `isInterventionCompleted`.
 */
export const acceptsSubscriptions = (status: ActivityStatus): boolean =>
  status === 'active' || status === 'ready' || status === 'in_progress';

/**
 * Volunteers find the activity on offer in their area: listed, and open to anyone (published onwards, never a draft
 * or a cancelled one, no longer once complete or finished). Those who took part may still open it from their history.
 */
export const visibleToVolunteers = (status: ActivityStatus): boolean =>
  status === 'active' || status === 'ready' || status === 'in_progress';

/**
 * Volunteers are never shown the activity: a draft (being prepared) or a cancelled one. Its sessions answer a
 * volunteer's join, leave and waiting list with 404, as if they did not exist. A complete or finished activity is not
 * on offer either (`visibleToVolunteers`) but is history: its sessions answer the completed refusals instead.
 */
export const hiddenFromVolunteers = (status: ActivityStatus): boolean =>
  status === 'draft' || status === 'cancelled';

/**
 * The activity statuses in which every one of its interventions counts as completed, whatever its day
 * (`isInterventionCompleted`): nobody joins or leaves them any more.
 */
export const ACTIVITY_STATUSES_COMPLETING_INTERVENTIONS = [
  'complete',
  'finished',
  'cancelled',
] as const satisfies readonly ActivityStatus[];

/** Whether an activity in `status` counts each of its interventions as completed. */
export const activityCompletesInterventions = (status: ActivityStatus | string): boolean =>
  (ACTIVITY_STATUSES_COMPLETING_INTERVENTIONS as readonly string[]).includes(status);

/** Staff may still add participants; once complete, finished or cancelled they answer `intervention-completed-…`. */
export const acceptsParticipants = (status: ActivityStatus): boolean =>
  !activityCompletesInterventions(status);

/** The activity may be deleted (nobody taking part in it is checked apart): a draft, or a cancelled one. */
export const isActivityDeletable = (status: ActivityStatus): boolean =>
  status === 'draft' || status === 'cancelled';

/** Interventions, dates and places can still be edited. */
export const isActivityEditable = (status: ActivityStatus): boolean =>
  status !== 'finished' && status !== 'cancelled';
