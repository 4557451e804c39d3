/**
 * The intranet's query keys, one family per API resource: `[resource]` holds every read of it, `[resource,
 * 'list', …]` its pages and `[resource, id, …]` one record and what hangs from it. A save invalidates the lists of
 * what it changed (a new place shows in the places list); the record itself takes the save's answer. Keys name no
 * tenant: a page belongs to one organisation, and the cache is cleared when the person signs out.
 */
const family = <R extends string>(resource: R) => ({
  all: [resource] as const,
  lists: () => [resource, 'list'] as const,
  list: (query: unknown) => [resource, 'list', query] as const,
  detail: (id: string | number) => [resource, String(id)] as const,
});

export const queryKeys = {
  activities: family('activities'),
  beneficiaries: family('beneficiaries'),
  contactPartners: family('contact_partners'),
  interventions: family('interventions'),
  partners: family('partners'),
  places: family('places'),
  projects: family('projects'),
  securityEvents: family('security_events'),
  staff: (kind: string) => family(kind),
  volunteers: family('volunteers'),
  imports: family('imports'),
  users: family('users'),
  /** The people a participant dialog offers, from the lists of volunteers, staff or beneficiaries. */
  peopleSearch: (role: string | null, q: string) => ['people-search', role, q] as const,
  me: ['me'] as const,
  branding: ['branding'] as const,
  tierUsage: ['tier_usage'] as const,
  dashboard: ['dashboard'] as const,
  calendar: ['calendar'] as const,
};
