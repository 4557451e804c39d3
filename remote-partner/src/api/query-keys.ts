/**
 * The partner area's query keys: what the signed-in contact person reads of their own. Keys name no tenant or
 * person: the cache is cleared when the person signs out.
 */
export const queryKeys = {
  myPartner: ['my-partner'] as const,
};
