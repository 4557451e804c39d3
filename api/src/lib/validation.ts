import { validateWith } from '@enlace/shared/domain';
import { unprocessable, type Violation } from './http-error';

type Schema = Parameters<typeof validateWith>[0];

/** The violations of a body against one of the shared yup schemas (the same rules the forms run). */
export async function violationsOf(schema: Schema, body: unknown): Promise<Violation[]> {
  return (await validateWith(schema, body ?? {})) as Violation[];
}

/** Validates a body with one of the shared yup schemas; 422 with its violations and the extra ones. */
export async function validateBody(schema: Schema, body: unknown, extra: Violation[] = []): Promise<void> {
  const violations = [...(await violationsOf(schema, body)), ...extra];
  if (violations.length) throw unprocessable(violations);
}
