import { type Static, type TSchema, type TUnsafe, Type } from '@sinclair/typebox';

// JSON schemas written the way the API has always described them (`type: ['string', 'null']` rather than TypeBox's
// `anyOf`), so the description and the errors of bad input stay as clients know them, with the TypeScript type
// they stand for.

/** A string or null; an answer's optional value of an enumeration names it (described as any text, see below). */
export const nullableString = <Value extends string = string>(): TUnsafe<Value | null> =>
  Type.Unsafe<Value | null>({ type: ['string', 'null'] });

/** One of a closed list of texts (an enumeration of the domain). */
export const oneOf = <Value extends string>(values: readonly Value[]): TUnsafe<Value> =>
  Type.Unsafe<Value>({ type: 'string', enum: [...values] });

/**
 * A text field of a request body: its JSON type and length only (no coercion); the rules themselves are the shared
 * yup schemas', which answer with translated keys.
 */
export const textBody = (maxLength: number): TUnsafe<string | null> =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });

/** A reference of a request body: an IRI or an id (an IRI at most `maxLength` long where one is given). */
export const referenceBody = (options: { maxLength?: number } = {}): TUnsafe<string | number | null> =>
  Type.Unsafe<string | number | null>({ type: ['string', 'integer', 'null'], ...options });

/** A yes/no field of a request body. */
export const flagBody = (): TUnsafe<boolean | null> =>
  Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] });

/** A time of day of a request body (`HH:MM`, checked by the shared rules). */
export const timeBody = (): TUnsafe<string | null> =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 16 });

/** A list of a request body, or null. */
export const nullableArray = <Item extends TSchema>(
  items: Item,
  options: { maxItems: number },
): TUnsafe<Static<Item>[] | null> =>
  Type.Unsafe<Static<Item>[] | null>({ type: ['array', 'null'], maxItems: options.maxItems, items });

/** An object of a request body, or null. */
export const nullableObject = <Schema extends TSchema>(schema: Schema): TUnsafe<Static<Schema> | null> =>
  Type.Unsafe<Static<Schema> | null>({ ...schema, type: ['object', 'null'] });

/**
 * A text of an answer that holds one value of an enumeration, described as any text: the description has always
 * said so, and clients generated from it compare the answers they receive as texts.
 */
export const textOfType = <Value extends string>(): TUnsafe<Value> => Type.Unsafe<Value>({ type: 'string' });
