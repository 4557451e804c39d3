import { Type } from '@sinclair/typebox';

/** What every JSON-LD resource starts with: its IRI, its type and its id. */
export const resourceIdentityProperties = {
  '@id': Type.String(),
  '@type': Type.String(),
  id: Type.Integer(),
};
