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
export { UiProviders, preloadToaster } from './components/ui-providers';
export type { UiProvidersProps } from './components/ui-providers';
export { LoadingIndicator } from './components/loading-indicator';
export { LoadingState } from './components/loading-state';
export { LanguagePicker } from './components/language-picker';
export type { LanguagePickerProps } from './components/language-picker';
export { PageMeta } from './components/page-meta';
export type { PageMetaProps } from './components/page-meta';
export { SkipLink } from './components/skip-link';
export { SignedOutAlert } from './components/signed-out-alert';
export { useOrganisationName } from './hooks/use-organisation-name';
export { TextField } from './forms/text-field';
export type { TextFieldProps } from './forms/text-field';
export { PasswordField } from './forms/password-field';
export type { PasswordFieldProps } from './forms/password-field';
export { SubmitButton } from './forms/submit-button';
export type { SubmitButtonProps } from './forms/submit-button';
export { formikValidator } from './forms/formik-validator';
export { useFieldError } from './forms/use-field-error';
export { useFieldDescribedBy } from './forms/use-field-described-by';
export { useTenantSystem } from './hooks/use-tenant-system';
