import { Field, NativeSelect } from '@chakra-ui/react';
import { useField } from 'formik';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldDescribedBy, useFieldError } from '@enlace/shared/ui/core';

export type SelectOption = { value: string | number; label: string };

export type SelectFieldProps = {
  name: string;
  label: ReactNode;
  /** Fixed options… */
  options?: SelectOption[];
  /** …or options loaded once on mount (and again when the function changes). */
  loadOptions?: () => Promise<SelectOption[]>;
  placeholder?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

/** A native select bound to formik by name (native: accessible and right on phones). */
export function SelectField({
  name,
  label,
  options,
  loadOptions,
  placeholder,
  helperText,
  required,
  disabled,
}: SelectFieldProps) {
  const { t } = useTranslation('common');
  const [field] = useField<string | number | null | undefined>(name);
  const error = useFieldError(name);
  const { ids, describedBy } = useFieldDescribedBy(Boolean(helperText && !error), Boolean(error));
  const [loaded, setLoaded] = useState<SelectOption[] | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!loadOptions) return undefined;
    let current = true;
    setLoading(true);
    loadOptions()
      .then((items) => current && setLoaded(items))
      .catch(() => current && setLoaded([]))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [loadOptions]);

  const items = options ?? loaded ?? [];
  return (
    <Field.Root ids={ids} invalid={Boolean(error)} required={required} disabled={disabled || loading}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root aria-busy={loading || undefined}>
        <NativeSelect.Field {...field} value={field.value ?? ''} aria-describedby={describedBy}>
          <option value="">{placeholder ?? (items.length > 0 ? t('app.select') : t('app.noOptions'))}</option>
          {items.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
