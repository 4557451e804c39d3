import { useId } from 'react';
import { useFieldError } from '@enlace/shared/ui';

/**
 * The error of a group of check boxes and the props that link it: the fieldset's id (Ark names the group's error
 * text after it) and, for each box, `aria-invalid` and `aria-describedby` pointing at that text, so that a screen
 * reader landing on a box (the focus goes to the first invalid one) reads what is wrong.
 */
export const useFieldsetError = (name: string) => {
  const error = useFieldError(name);
  const id = useId();
  return {
    error,
    rootProps: { id, invalid: Boolean(error) },
    controlProps: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `fieldset::${id}::error-text` : undefined,
    },
  };
};
