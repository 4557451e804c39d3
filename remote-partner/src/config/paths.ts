/** Where the shell mounts the area, and its pages. */
export const PARTNER_PATHS = {
  home: '/partner',
  myAccount: '/partner/my-account',
} as const;
