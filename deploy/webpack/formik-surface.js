// The part of formik that the apps share as the `formik` singleton: the <Formik> component, <Form> and the two
// hooks the shared form fields use. The rest (Field, FastField, FieldArray, ErrorMessage, connect, withFormik)
// is unused and brings hoist-non-react-statics with it. Same rules as chakra-surface.js: the build fails on a
// name missing here.
export { Formik, Form, useField, useFormikContext } from 'enlace-formik-full';
