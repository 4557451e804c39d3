import { Alert, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikErrors, FormikHelpers, FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FocusFirstError, UnsavedChangesGuard } from '@enlace/shared/forms';
import { SubmitButton } from '@enlace/shared/ui';

export type EntityFormProps<Values extends FormikValues> = {
  initialValues: Values;
  /** The shared rules of the record (`formikValidator` of its schema): errors show once the form is submitted. */
  validate: (values: Values) => FormikErrors<Values> | Promise<FormikErrors<Values>>;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<unknown>;
  /** The save button's text; a read-only form has none. */
  submitLabel: ReactNode;
  readOnly?: boolean;
  /** What the API refused about the whole record, above the fields. */
  formError?: ReactNode;
  /** The form's sections. */
  children: ReactNode;
};

/**
 * The frame of a record's form in the intranet: validated on submit by the shared rules, the first wrong field
 * focused, leaving with unsaved changes confirmed, the record's error above its sections and the save button below.
 * A new record's values replace the form's when they change (a record read again after a save).
 */
export function EntityForm<Values extends FormikValues>({
  initialValues,
  validate,
  onSubmit,
  submitLabel,
  readOnly = false,
  formError,
  children,
}: EntityFormProps<Values>) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      enableReinitialize
      validate={validate}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <FocusFirstError />
        <UnsavedChangesGuard />
        <Stack gap="8">
          {formError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{formError}</Alert.Description>
            </Alert.Root>
          ) : null}
          {children}
          {readOnly ? null : (
            <SubmitButton alignSelf={{ base: 'stretch', sm: 'flex-start' }}>{submitLabel}</SubmitButton>
          )}
        </Stack>
      </Form>
    </Formik>
  );
}
