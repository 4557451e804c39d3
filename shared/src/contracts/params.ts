import { type Static, type StaticDecode, Type } from '@sinclair/typebox';
import { RESOURCE_ID_PATTERN } from '../domain/constants';

/** An id as a path carries it: digits, no leading zero. */
export const IdInPathSchema = Type.String({ pattern: `^${RESOURCE_ID_PATTERN}$` });

/**
 * `{id}` of an item route: a positive integer written in digits (anything else is 400 before any lookup). The path
 * carries text, which is checked as such (the same pattern and error as always) and handed to the handler as a
 * number.
 */
export const IdParamsSchema = Type.Object({
  id: Type.Transform(IdInPathSchema)
    .Decode((digits) => Number(digits))
    .Encode((id) => String(id)),
});

/** The params as the path carries them. */
export type IdParamsInPath = Static<typeof IdParamsSchema>;
/** The params as a handler receives them. */
export type IdParams = StaticDecode<typeof IdParamsSchema>;
