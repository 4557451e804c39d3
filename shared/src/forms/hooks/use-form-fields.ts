import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObject, ObjectSchema } from 'yup';
import { DOMAIN_NAMESPACE } from '@enlace/shared/i18n';
import { requiredFieldsOf } from '../utils/required-fields-of';

export type FormFields<Values> = {
  /** The fields the rules require (for parts that take the set, such as the address fields). */
  required: ReadonlySet<string>;
  /** What a field shares with the form's other fields: its name, whether the rules require it, and read-only. */
  field: <Name extends keyof Values & string>(
    name: Name,
  ) => { name: Name; required: boolean; disabled: boolean };
  /** A field's name in the domain's words (`fields.<name>`). */
  fieldLabel: (name: string) => string;
  /** A select's options on an enumeration, each value in the domain's words (`enums.<enumeration>.<value>`). */
  choices: <Value extends string>(
    enumeration: string,
    values: readonly Value[],
  ) => { value: Value; label: string }[];
};

/**
 * What every field of a form on a shared yup schema needs, so that a form writes only what is its own: the
 * required marks come from the rules the API applies, the labels and options from the domain's texts.
 */
export function useFormFields<Values>(
  schema: ObjectSchema<AnyObject>,
  { readOnly = false }: { readOnly?: boolean } = {},
): FormFields<Values> {
  const { t } = useTranslation(DOMAIN_NAMESPACE);
  const required = useMemo(() => requiredFieldsOf(schema), [schema]);
  const field = useCallback(
    <Name extends keyof Values & string>(name: Name) => ({
      name,
      required: required.has(name),
      disabled: readOnly,
    }),
    [required, readOnly],
  );
  const fieldLabel = useCallback((name: string) => t(`fields.${name}`), [t]);
  const choices = useCallback(
    <Value extends string>(enumeration: string, values: readonly Value[]) =>
      values.map((value) => ({ value, label: t(`enums.${enumeration}.${value}`) })),
    [t],
  );
  return { required, field, fieldLabel, choices };
}
