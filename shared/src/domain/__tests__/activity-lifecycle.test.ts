import {
  ACTIVITY_STATUSES,
  ACTIVITY_TRANSITIONS,
  acceptsParticipants,
  acceptsSubscriptions,
  allowedActivityTransitions,
  canMoveActivity,
  hiddenFromVolunteers,
  isActivityDeletable,
  isActivityEditable,
  visibleToVolunteers,
} from '../index';
import type { ActivityStatus } from '../index';

describe('activity lifecycle', () => {
  it('names every status of spec §3 and only those', () => {
    expect(Object.keys(ACTIVITY_TRANSITIONS).sort()).toEqual([...ACTIVITY_STATUSES].sort());
    for (const targets of Object.values(ACTIVITY_TRANSITIONS)) {
      for (const target of targets) expect(ACTIVITY_STATUSES).toContain(target);
    }
  });

  it('publishes a draft, confirms it, runs it, completes it and closes it', () => {
    const path: ActivityStatus[] = ['draft', 'active', 'ready', 'in_progress', 'complete', 'finished'];
    for (let step = 1; step < path.length; step++) {
      expect(canMoveActivity(path[step - 1], path[step])).toBe(true);
    }
  });

  it('refuses shortcuts and moves out of a finished activity', () => {
    expect(canMoveActivity('draft', 'in_progress')).toBe(false);
    expect(canMoveActivity('draft', 'finished')).toBe(false);
    expect(canMoveActivity('active', 'complete')).toBe(false);
    expect(canMoveActivity('in_progress', 'draft')).toBe(false);
    expect(allowedActivityTransitions('finished')).toEqual([]);
    for (const status of ACTIVITY_STATUSES) expect(canMoveActivity(status, status)).toBe(false);
  });

  it('lets any activity not yet held be cancelled, and a cancelled one be taken up again as a draft', () => {
    for (const status of ['draft', 'active', 'ready', 'in_progress'] as const) {
      expect(canMoveActivity(status, 'cancelled')).toBe(true);
    }
    expect(canMoveActivity('complete', 'cancelled')).toBe(false);
    expect(allowedActivityTransitions('cancelled')).toEqual(['draft']);
  });

  it('reaches every status from a draft', () => {
    const reached = new Set<ActivityStatus>(['draft']);
    const queue: ActivityStatus[] = ['draft'];
    while (queue.length > 0) {
      for (const next of allowedActivityTransitions(queue.shift() as ActivityStatus)) {
        if (!reached.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    expect([...reached].sort()).toEqual([...ACTIVITY_STATUSES].sort());
  });

  it('opens sign-up while published, ready or in progress, and shows volunteers nothing of a draft or a cancelled activity', () => {
    expect(ACTIVITY_STATUSES.filter(acceptsSubscriptions)).toEqual(['active', 'ready', 'in_progress']);
    expect(ACTIVITY_STATUSES.filter(visibleToVolunteers)).toEqual(['active', 'ready', 'in_progress']);
    expect(ACTIVITY_STATUSES.filter(hiddenFromVolunteers)).toEqual(['draft', 'cancelled']);
  });

  it('keeps a complete or finished activity out of the offer but not hidden: it is history', () => {
    const neither = ACTIVITY_STATUSES.filter(
      (status) => !visibleToVolunteers(status) && !hiddenFromVolunteers(status),
    );
    expect(neither).toEqual(['complete', 'finished']);
    for (const status of ACTIVITY_STATUSES) {
      expect(visibleToVolunteers(status) && hiddenFromVolunteers(status)).toBe(false);
    }
  });

  it('takes participants until the activity is complete, and edits until it is closed', () => {
    expect(ACTIVITY_STATUSES.filter((status) => !acceptsParticipants(status))).toEqual([
      'complete',
      'finished',
      'cancelled',
    ]);
    expect(ACTIVITY_STATUSES.filter(isActivityDeletable)).toEqual(['draft', 'cancelled']);
    expect(ACTIVITY_STATUSES.filter((status) => !isActivityEditable(status))).toEqual([
      'finished',
      'cancelled',
    ]);
  });
});
