/**
 * The volunteer area's query keys: what a volunteer reads of their own (`me`, and what hangs from it) and what
 * they may join (`available`). A subscription invalidates both families: the session moves from one list to the
 * other. Keys name no tenant or person: the cache is cleared when the person signs out.
 */
export const queryKeys = {
  me: ['me'] as const,
  myInterventions: (when: string) => ['me', 'interventions', when] as const,
  myWaitingLists: ['me', 'waiting-lists'] as const,
  myHours: (period: string) => ['me', 'hours', period] as const,
  myCertificates: ['me', 'certificates'] as const,
  myCalendar: (from: string, to: string) => ['me', 'calendar', from, to] as const,
  myCalendarFeed: ['me', 'calendar-feed'] as const,
  available: ['available'] as const,
  availableActivity: (id: string) => ['available', id] as const,
};
