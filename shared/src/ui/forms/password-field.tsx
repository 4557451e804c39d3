import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useField } from 'formik';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from '../components/eye-icon';
import { useFieldDescribedBy } from './use-field-described-by';
import { useFieldError } from './use-field-error';

export type PasswordFieldProps = {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  /** Takes the focus when it appears (the sign-in's password again, after its second step sent the person back). */
  autoFocus?: boolean;
};

/** A password input with a show/hide toggle, bound to formik by name. */
export function PasswordField({
  name,
  label,
  helperText,
  required,
  disabled,
  autoComplete,
  autoFocus,
}: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [field] = useField<string | null | undefined>(name);
  const error = useFieldError(name);
  const { ids, describedBy } = useFieldDescribedBy(Boolean(helperText && !error), Boolean(error));
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root ids={ids} invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup
        endElement={
          <IconButton
            variant="ghost"
            size="xs"
            aria-label={visible ? t('app.hidePassword') : t('app.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
            disabled={disabled}
          >
            <EyeIcon crossed={visible} />
          </IconButton>
        }
      >
        <Input
          {...field}
          value={field.value ?? ''}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-describedby={describedBy}
        />
      </InputGroup>
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
