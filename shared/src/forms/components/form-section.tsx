import { Fieldset } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type FormSectionProps = {
  legend: ReactNode;
  /** A sentence under the legend. */
  description?: ReactNode;
  children?: ReactNode;
};

/** One group of a form (personal data, contact, address…): a fieldset whose legend names it. */
export function FormSection({ legend, description, children }: FormSectionProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {legend}
      </Fieldset.Legend>
      {description ? <Fieldset.HelperText>{description}</Fieldset.HelperText> : null}
      <Fieldset.Content>{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}
