import { validateWith } from '@enlace/shared/domain';
import { unprocessable, type Violation } from './http-error';

type Schema = Parameters<typeof validateWith>[0];

/** Validates a body with one of the shared yup schemas (the same rules the forms run); 422 with violations. */
export async function validateBody(schema: Schema, body: unknown, extra: Violation[] = []): Promise<void> {
  const violations = [...((await validateWith(schema, body ?? {})) as Violation[]), ...extra];
  if (violations.length) throw unprocessable(violations);
}
