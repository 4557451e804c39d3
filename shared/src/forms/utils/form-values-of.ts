/**
 * A form's values for fields of a resource: inputs hold text, so a text or a choice that may be missing is '' while
 * empty (and null in the payload); a yes/no stays a boolean; lists and numbers stay as they are. A form derives its
 * values from the resource's contract type this way, so a field added to the contract is a field the form's types
 * ask for.
 */
export type FormValuesOf<Resource> = { [Field in keyof Resource]-?: FormValueOf<Resource[Field]> };

type FormValueOf<Value> = [NonNullable<Value>] extends [boolean]
  ? boolean
  : [NonNullable<Value>] extends [string]
    ? NonNullable<Value> | ''
    : NonNullable<Value>;
