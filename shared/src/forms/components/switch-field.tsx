import { HStack, Stack, Text } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useFieldError } from '@enlace/shared/ui';
import { SwitchInput } from './switch-input';

export type SwitchFieldProps = {
  /** A boolean formik field. */
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
};

/** An on/off setting bound to formik (e.g. a volunteer marked inactive); announced as a switch. */
export function SwitchField({ name, label, helperText, disabled }: SwitchFieldProps) {
  const [field] = useField<boolean | null | undefined>(name);
  const { setFieldValue } = useFormikContext();
  const error = useFieldError(name);
  const id = useId();
  const describedBy = [helperText ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Stack gap="1">
      <HStack as="label" gap="3" cursor={disabled ? 'not-allowed' : 'pointer'}>
        <SwitchInput
          type="checkbox"
          role="switch"
          name={name}
          checked={field.value === true}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => void setFieldValue(name, event.target.checked)}
        />
        <Text as="span" fontWeight="medium">
          {label}
        </Text>
      </HStack>
      {helperText ? (
        <Text id={`${id}-help`} fontSize="sm" color="fg.muted">
          {helperText}
        </Text>
      ) : null}
      {error ? (
        <Text id={`${id}-error`} fontSize="sm" color="fg.error" aria-live="polite">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
