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
