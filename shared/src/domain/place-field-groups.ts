// How place fields are grouped on their screens (docs/adr/0058-places.md); the payload stays flat.
export const PLACE_FIELD_GROUPS = {
  place: ['name', 'type', 'capacity', 'capacityPolicy', 'accessStatus'],
  address: ['addressCountry', 'addressState', 'addressProvince', 'addressLocation', 'address', 'postalCode'],
  equipment: ['accesible', 'hasProjector', 'hasComputer', 'hasWhiteboard', 'hasAirConditioning'],
  availability: ['schedules', 'availabilityNotes'],
  notes: ['observations'],
} as const;

export type PlaceFieldGroup = keyof typeof PLACE_FIELD_GROUPS;

/** The accessibility and equipment switches, in the order the screens show them. */
export const PLACE_EQUIPMENT_FIELDS = PLACE_FIELD_GROUPS.equipment;
export type PlaceEquipmentField = (typeof PLACE_EQUIPMENT_FIELDS)[number];
