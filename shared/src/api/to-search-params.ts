export type QueryValue =
  string | number | boolean | null | undefined | QueryValue[] | { [key: string]: unknown };
export type Query = Record<string, QueryValue>;

const scalar = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Query string of spec §7: arrays repeat the key, objects become `key[sub]=JSON` (`order[name]=asc`: strings stay
 * as they are, since no filter expects quotes); null and undefined are left out.
 */
export const toSearchParams = (query: Query = {}): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && item !== undefined) params.append(key, scalar(item));
    } else if (typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value)) {
        if (subValue !== null && subValue !== undefined) params.append(`${key}[${sub}]`, scalar(subValue));
      }
    } else {
      params.append(key, String(value));
    }
  }
  return params;
};
