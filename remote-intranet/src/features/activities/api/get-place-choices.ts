import { apiGet } from '@enlace/shared/api';
import type { Collection, PlaceListItem, RoomCapacity } from '@enlace/shared/domain';
import type { SelectOption } from '@enlace/shared/ui';
import { OPTIONS_PER_PAGE } from './get-activity-options';

/** A place an intervention may happen in, with what the capacity rule needs. */
export type PlaceChoice = { option: SelectOption; room: RoomCapacity };

/**
 * `GET /api/places` (the first 100, by name): where an intervention may happen, each with its capacity and what
 * exceeding it does, so that the form can compare the session's maximums with the room as they are typed.
 */
export const getPlaceChoices = async (): Promise<PlaceChoice[]> => {
  const collection = await apiGet<Collection<PlaceListItem>>('places', {
    itemsPerPage: OPTIONS_PER_PAGE,
    'order[name]': 'asc',
  });
  return collection.member.map((place) => ({
    option: { value: place['@id'], label: place.name },
    room: { capacity: place.capacity, capacityPolicy: place.capacityPolicy },
  }));
};
