import { Fieldset, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useFieldsetError } from '../hooks/use-fieldset-error';
import { NativeCheckbox } from './native-checkbox';

export type CheckboxGroupFieldProps = {
  /** A formik field holding a list of option values (skills, traits, disability types…). */
  name: string;
  legend: ReactNode;
  options: { value: string; label: string }[];
  helperText?: ReactNode;
  disabled?: boolean;
  /** Columns from the `md` breakpoint; one column on phones. */
  columns?: number;
};

/** Several options to tick, as a fieldset of check boxes; the values stay in the options' order. */
export function CheckboxGroupField({
  name,
  legend,
  options,
  helperText,
  disabled,
  columns = 2,
}: CheckboxGroupFieldProps) {
  const [field] = useField<string[] | null | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const { error, rootProps, controlProps } = useFieldsetError(name);
  const chosen = field.value ?? [];

  const toggle = (value: string, checked: boolean) => {
    const next = options
      .map((option) => option.value)
      .filter((option) => (option === value ? checked : chosen.includes(option)));
    void setFieldValue(name, next);
    void setFieldTouched(name, true, false);
  };

  return (
    <Fieldset.Root {...rootProps} disabled={disabled}>
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      {helperText ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
      <SimpleGrid columns={{ base: 1, md: columns }} gapX="4" gapY="2" mt="2">
        {options.map((option) => (
          <HStack key={option.value} as="label" gap="2" cursor={disabled ? 'not-allowed' : 'pointer'}>
            <NativeCheckbox
              type="checkbox"
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              disabled={disabled}
              {...controlProps}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <Text as="span">{option.label}</Text>
          </HStack>
        ))}
      </SimpleGrid>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
