import { Field, Input, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useFieldDescribedBy } from './use-field-described-by';
import { useFieldError } from './use-field-error';

export type TextFieldProps = {
  name: string;
  label: ReactNode;
  type?: string;
  placeholder?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  /** The keyboard phones show (`numeric` for a code of digits). */
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url' | 'search' | 'decimal' | 'none';
  autoCapitalize?: string;
  spellCheck?: boolean;
  /** Takes the focus when it appears (the field of a step that has just replaced the previous one). */
  autoFocus?: boolean;
  /** A textarea, for addresses with a second line or free text. */
  multiline?: boolean;
  rows?: number;
};

/** A text input bound to formik by name, with label, helper text and the translated error. */
export function TextField({
  name,
  label,
  type = 'text',
  helperText,
  required,
  disabled,
  multiline,
  rows = 3,
  ...rest
}: TextFieldProps) {
  const [field] = useField<string | number | null | undefined>(name);
  const error = useFieldError(name);
  const { ids, describedBy } = useFieldDescribedBy(Boolean(helperText && !error), Boolean(error));
  const inputProps = { ...field, ...rest, value: field.value ?? '', 'aria-describedby': describedBy };
  return (
    <Field.Root ids={ids} invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? <Textarea {...inputProps} rows={rows} /> : <Input {...inputProps} type={type} />}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
