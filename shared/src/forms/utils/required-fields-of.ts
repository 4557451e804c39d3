import type { AnyObject, ObjectSchema } from 'yup';

/**
 * The fields a shared schema requires (those with the `not-blank` rule of field-rules.ts), so that the forms mark
 * as required exactly what the API will ask for, without a second list to keep in step.
 */
export function requiredFieldsOf(schema: ObjectSchema<AnyObject>): Set<string> {
  const { fields } = schema.describe();
  return new Set(
    Object.entries(fields)
      .filter(([, field]) => 'tests' in field && field.tests.some((test) => test.name === 'not-blank'))
      .map(([name]) => name),
  );
}
