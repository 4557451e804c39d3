import { Button } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { useFormikContext } from 'formik';

export type SubmitButtonProps = Omit<ButtonProps, 'type'>;

/** The form's submit button; busy while formik submits so a double click does not send twice. */
export function SubmitButton({ children, ...rest }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button type="submit" colorPalette="brand" loading={isSubmitting} {...rest}>
      {children}
    </Button>
  );
}
