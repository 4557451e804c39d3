/** Whether a route's `:id` can be a resource id (1 to 10 digits, no leading zero), as the API's paths accept. */
export const isResourceId = (id: string | null | undefined): id is string =>
  typeof id === 'string' && /^[1-9][0-9]{0,9}$/.test(id);
