/**
 * A form's values for fields of a resource: inputs hold text, so a text or a choice that may be missing is '' while
 * empty (and null in the payload); a yes/no stays a boolean; a reference the answer carries as the resource it
 * names is edited as its IRI (what a body takes), '' while empty, and a list of them as a list of IRIs; other lists
 * and numbers stay as they are. A form derives its values from the resource's contract type this way, so a field
 * added to the contract is a field the form's types ask for.
 */
export type FormValuesOf<Resource> = { [Field in keyof Resource]-?: FormValueOf<Resource[Field]> };

/** A resource named inside another's answer: its IRI, with what the screens show of it. */
type Reference = { '@id': string };

type FormValueOf<Value> = [NonNullable<Value>] extends [boolean]
  ? boolean
  : [NonNullable<Value>] extends [string]
    ? NonNullable<Value> | ''
    : [NonNullable<Value>] extends [Reference]
      ? string
      : [NonNullable<Value>] extends [readonly Reference[]]
        ? string[]
        : NonNullable<Value>;
