import type { FormikErrors } from 'formik';
import type { Schema } from 'yup';
import { translateViolations } from '@enlace/shared/api';
import { validateWith } from '@enlace/shared/domain';
/**
 * A formik `validate` function running the shared schema; messages translated in the current language.
 * Values default to `object` so that any form's values type fits formik's `validate` prop.
 */
export const formikValidator =
  <Values extends object = object>(schema: Schema) =>
  async (values: Values): Promise<FormikErrors<Values>> =>
    translateViolations(await validateWith(schema, values)) as FormikErrors<Values>;
