import type { Violation } from '@enlace/shared/contracts';

export type { Violation };

/** An error the error handler turns into `{ status, error, description, violations? }`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    public readonly description: string,
    public readonly violations?: Violation[],
    /** For a 429: how many seconds to wait (the `Retry-After` header and the body's `retryAfter`). */
    public readonly extra?: { retryAfter?: number },
  ) {
    super(description);
    this.name = 'HttpError';
  }
}

export const notFound = (description = 'El recurso no existe.') =>
  new HttpError(404, 'not-found', description);

export const unprocessable = (violations: Violation[]) =>
  new HttpError(422, 'validation-failed', 'Los datos enviados no son válidos.', violations);

/** Another account of the tenant already uses the email (spec §8), shown at the field. */
export const emailAlreadyExists = () =>
  unprocessable([{ propertyPath: 'email', message: 'email-already-exists' }]);
