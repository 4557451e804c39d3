import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * After a submit that left errors (the client's or the API's), moves the focus to the first field of this form
 * marked invalid, so that keyboard and screen-reader users land on what needs fixing. Place it inside the form;
 * it renders only a hidden marker to find its form (the submit button, disabled while busy, loses the focus).
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const handled = useRef(0);
  const marker = useRef<HTMLSpanElement>(null);
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (isSubmitting || submitCount === handled.current || !hasErrors) return undefined;
    handled.current = submitCount;
    // After the fields have rendered their aria-invalid.
    const timer = setTimeout(() => {
      const form = marker.current?.closest('form');
      form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [submitCount, isSubmitting, hasErrors]);

  return <span ref={marker} hidden />;
}
