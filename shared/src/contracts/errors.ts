import { type Static, Type } from '@sinclair/typebox';

/** One refused field of a request: where, and why as a key without the `api.error.` prefix. */
export const ViolationSchema = Type.Object({
  propertyPath: Type.String(),
  message: Type.String(),
  params: Type.Optional(Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true })),
});
export type Violation = Static<typeof ViolationSchema>;

/** The body of every error answer. */
export const ErrorSchema = Type.Object({
  status: Type.Integer(),
  error: Type.String(),
  description: Type.String(),
  retryAfter: Type.Optional(
    Type.Integer({ description: 'Segundos de espera antes de volver a intentarlo (429)' }),
  ),
  violations: Type.Optional(Type.Array(ViolationSchema)),
});
export type ErrorBody = Static<typeof ErrorSchema>;
