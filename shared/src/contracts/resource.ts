import { type Static, type TSchema, Type } from '@sinclair/typebox';

/** What every JSON-LD resource starts with: its IRI, its type and its id. */
export const resourceIdentityProperties = {
  '@id': Type.String(),
  '@type': Type.String(),
  id: Type.Integer(),
};

/**
 * An item as the screens type it: the answer's fields, with its JSON-LD `@context` optional as in every resource
 * type (a resource read inside a list or built by a screen has none).
 */
export type ResourceOf<Schema extends TSchema> = Omit<Static<Schema>, '@context'> & { '@context'?: string };
