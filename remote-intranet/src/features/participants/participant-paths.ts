/** /intranet/intervention/{id}: the intervention's participants. */
export const interventionPath = (id: number | string) => `/intranet/intervention/${id}`;

/** The activity's page (the activities screens). */
export const activityPathOf = (activityIri: string) =>
  `/intranet/activity/${activityIri.split('/').pop() ?? ''}`;
