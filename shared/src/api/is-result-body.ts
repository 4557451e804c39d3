export type ResultBody = { success?: unknown; error?: unknown; errors?: unknown };

/** True when the body is one of the result formats of §8 (a success flag, or an `errors` field). */
export const isResultBody = (body: unknown): body is ResultBody =>
  Boolean(body) &&
  typeof body === 'object' &&
  ('errors' in (body as object) || typeof (body as ResultBody).success === 'boolean');
