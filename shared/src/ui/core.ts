// The part of the UI kit that the shell and every first page use at start: the tenant's theme and the providers,
// the page's title and skip link, the language picker and the formik-bound text, password and submit fields.
// `@enlace/shared/ui` re-exports all of it beside the areas' parts (layout, dialogs, lists, states, select), which
// load only with the areas and the pages that use them.
export { createTenantSystem, DEFAULT_PRIMARY_COLOR } from './theme/create-tenant-system';
export { readableTextColor } from './theme/readable-text-color';
export { darkenToContrast } from './theme/darken-to-contrast';
export { contrastRatio } from './theme/contrast-ratio';
export { parseHexColor } from './theme/parse-hex-color';
export type { Rgb } from './theme/parse-hex-color';
export { brandScale } from './theme/brand-scale';
export { UiProviders, preloadToaster } from './components/UiProviders';
export type { UiProvidersProps } from './components/UiProviders';
export { LoadingIndicator } from './components/LoadingIndicator';
export { LanguagePicker } from './components/LanguagePicker';
export type { LanguagePickerProps } from './components/LanguagePicker';
export { PageMeta } from './components/PageMeta';
export type { PageMetaProps } from './components/PageMeta';
export { SkipLink } from './components/SkipLink';
export { SignedOutAlert } from './components/SignedOutAlert';
export { useOrganisationName } from './hooks/use-organisation-name';
export { TextField } from './forms/TextField';
export type { TextFieldProps } from './forms/TextField';
export { PasswordField } from './forms/PasswordField';
export type { PasswordFieldProps } from './forms/PasswordField';
export { SubmitButton } from './forms/SubmitButton';
export type { SubmitButtonProps } from './forms/SubmitButton';
export { formikValidator } from './forms/formik-validator';
export { useFieldError } from './forms/use-field-error';
export { useFieldDescribedBy } from './forms/use-field-described-by';
export { useTenantSystem } from './hooks/use-tenant-system';
