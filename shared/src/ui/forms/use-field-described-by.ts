import { useId } from 'react';

/**
 * Ids for a field's helper and error texts, and the `aria-describedby` that names both. Chakra links the error
 * through `aria-errormessage` only, which several screen readers still ignore; `aria-describedby` is read by all.
 */
export const useFieldDescribedBy = (hasHelperText: boolean, hasError: boolean) => {
  const id = useId();
  const ids = { helperText: `${id}-helper-text`, errorText: `${id}-error-text` };
  const describedBy = [hasError ? ids.errorText : null, hasHelperText ? ids.helperText : null]
    .filter(Boolean)
    .join(' ');
  return { ids, describedBy: describedBy || undefined };
};
