import type { FormikErrors } from 'formik';
import { translateViolations, validateSource, type SchemaSource } from '@enlace/shared/api';
/**
 * A formik `validate` function running the shared schema; messages translated in the current language.
 * The schema may be a function that imports it on the first validation (yup then loads with it, not with the page).
 * Values default to `object` so that any form's values type fits formik's `validate` prop.
 */
export const formikValidator =
  <Values extends object = object>(schema: SchemaSource) =>
  async (values: Values): Promise<FormikErrors<Values>> =>
    translateViolations(await validateSource(schema, values)) as FormikErrors<Values>;
