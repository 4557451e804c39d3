import { useField, useFormikContext } from 'formik';

/** The field's error once it was touched or the form submitted (API errors arrive after a submit). */
export const useFieldError = (name: string): string | undefined => {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  if (!meta.error || !(meta.touched || submitCount > 0)) return undefined;
  return Array.isArray(meta.error) ? meta.error.join(' ') : String(meta.error);
};
