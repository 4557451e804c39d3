// The fields each list sorts by (`order[field]=asc|desc`): the API accepts these and no other, and the screens offer
// them in this order.

export const PLACE_SORT_FIELDS = ['name', 'capacity', 'createdAt'] as const;
export type PlaceSortField = (typeof PLACE_SORT_FIELDS)[number];

export const PROJECT_SORT_FIELDS = ['name', 'dateStart'] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

export const PARTNER_SORT_FIELDS = ['name', 'createdAt', 'expirationDate'] as const;
export type PartnerSortField = (typeof PARTNER_SORT_FIELDS)[number];

export const CONTACT_PARTNER_SORT_FIELDS = ['name', 'surname', 'email', 'createdAt'] as const;
export type ContactPartnerSortField = (typeof CONTACT_PARTNER_SORT_FIELDS)[number];

export const ACTIVITY_SORT_FIELDS = ['name', 'dateStart'] as const;
export type ActivitySortField = (typeof ACTIVITY_SORT_FIELDS)[number];

/** The security log: newest first unless asked otherwise. */
export const SECURITY_EVENT_SORT_FIELDS = ['occurredAt'] as const;
export type SecurityEventSortField = (typeof SECURITY_EVENT_SORT_FIELDS)[number];

/**
 * A list's sort fields in the order a screen offers them, when it is not the API's: every field, so `tsc`
 * reports a field left out (`missing`) or one the API does not sort by.
 */
export const sortFieldsInOrder =
  <Field extends string>() =>
  <const Order extends readonly Field[]>(
    order: Order &
      ([Exclude<Field, Order[number]>] extends [never]
        ? unknown
        : { missing: Exclude<Field, Order[number]> }),
  ): Order =>
    order;

// The people lists below sort by these fields, in the order the API has always described them; their screens offer
// them in an order of their own (`sortFieldsInOrder`).

export const BENEFICIARY_SORT_FIELDS = ['name', 'surname', 'createdAt', 'birthday'] as const;
export type BeneficiarySortField = (typeof BENEFICIARY_SORT_FIELDS)[number];

/** Volunteers, employees and coordinators. */
export const PERSON_SORT_FIELDS = ['name', 'surname', 'email', 'createdAt'] as const;
export type PersonSortField = (typeof PERSON_SORT_FIELDS)[number];
