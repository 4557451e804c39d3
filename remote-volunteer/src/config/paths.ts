/** Where the shell mounts the area, and its pages. */
export const VOLUNTEER_PATHS = {
  home: '/volunteer',
  myActivities: '/volunteer/my-activities',
  calendar: '/volunteer/calendar',
  myProfile: '/volunteer/my-profile',
  activity: (id: number | string) => `/volunteer/activity/${id}`,
} as const;
