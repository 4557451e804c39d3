import {
  DEFAULT_PLACE_CAPACITY_POLICY,
  type Mode,
  type PlaceCapacityPolicy,
} from '@enlace/shared/domain/core';
import { INTERVENTION_MAXIMUM_FIELDS, type InterventionMaximums } from './intervention-maximums';
import type { Violation } from './types';

// A session in a room: the most people it expects (its maximums of volunteers, employees and beneficiaries added
// up) against what the room holds. Per room, exceeding it is either saved with a warning or refused
// (docs/adr/0010-room-capacity.md). An online session has no room, so nothing to compare.

/** What a room takes: how many people fit and what exceeding it does (`warn` when the room does not say). */
export type RoomCapacity = { capacity: number; capacityPolicy?: PlaceCapacityPolicy | null };

/** An intervention as the rule reads it; the maximums may still be text or empty while a form is being typed. */
export type CapacityCheckedIntervention = {
  format?: Mode | string | null;
} & Partial<Record<keyof InterventionMaximums, unknown>>;

/** A room too small for the session: its capacity, the people the session expects and what the room says. */
export type CapacityExcess = { capacity: number; expected: number; policy: PlaceCapacityPolicy };

/** What the API answers with an intervention whose room is too small (`capacityWarning`), null otherwise. */
export type CapacityWarning = { capacity: number; expected: number };

const countOf = (value: unknown): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
};

/** The most people the session expects: its maximums of volunteers, employees and beneficiaries added up. */
export const expectedPeopleOf = (intervention: CapacityCheckedIntervention): number =>
  Object.values(INTERVENTION_MAXIMUM_FIELDS).reduce((sum, field) => sum + countOf(intervention[field]), 0);

/**
 * The room's capacity and the people expected when the session expects more than the room holds; null when it
 * fits, when it is online or when there is no room (yet) to compare with.
 */
export function capacityExcessOf(
  intervention: CapacityCheckedIntervention,
  room: RoomCapacity | null | undefined,
): CapacityExcess | null {
  if (!room || intervention.format === 'online') return null;
  const capacity = countOf(room.capacity);
  if (capacity === 0) return null;
  const expected = expectedPeopleOf(intervention);
  if (expected <= capacity) return null;
  return { capacity, expected, policy: room.capacityPolicy ?? DEFAULT_PLACE_CAPACITY_POLICY };
}

/**
 * The refusal of a session too big for a room that refuses it: one `place-capacity-exceeded` violation at each
 * maximum (any of them can bring the total down), with the capacity and the people expected. None for a room
 * that only warns.
 */
export function capacityViolationsOf(
  intervention: CapacityCheckedIntervention,
  room: RoomCapacity | null | undefined,
): Violation[] {
  const excess = capacityExcessOf(intervention, room);
  if (!excess || excess.policy !== 'refuse') return [];
  return Object.values(INTERVENTION_MAXIMUM_FIELDS).map((propertyPath) => ({
    propertyPath,
    message: 'place-capacity-exceeded',
    params: { capacity: excess.capacity, expected: excess.expected },
  }));
}
