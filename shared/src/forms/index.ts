// Form parts for people, shared by the activation form and every intranet form. A separate entry from
// `@enlace/shared/ui` so that pages without these forms (the sign-in page above all) do not load them.
import './translations';

export { FORMS_NAMESPACE } from './translations';
export { useGeoEntities } from './hooks/use-geo-entities';
export type { GeoEntitiesState } from './hooks/use-geo-entities';
export { useCountries } from './hooks/use-countries';
export { useStates } from './hooks/use-states';
export { useProvinces } from './hooks/use-provinces';
export { useLocations } from './hooks/use-locations';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { requiredFieldsOf } from './utils/required-fields-of';
export {
  emptyPersonFormValues,
  SPAIN_IRI,
  SPAIN_PHONE_PREFIX,
  toNullablePayload,
  toPersonFormValues,
} from './utils/person-form-values';
export type {
  PersonFormValues,
  PersonWithDisabilityFormValues,
  StoredPerson,
} from './utils/person-form-values';
export { FormSection } from './components/FormSection';
export type { FormSectionProps } from './components/FormSection';
export { AddressFields } from './components/AddressFields';
export type { AddressFieldsProps, AddressValues } from './components/AddressFields';
export { PersonFields, PERSON_FIELD_NAMES } from './components/PersonFields';
export type { PersonFieldName, PersonFieldsProps } from './components/PersonFields';
export { CheckboxGroupField } from './components/CheckboxGroupField';
export type { CheckboxGroupFieldProps } from './components/CheckboxGroupField';
export { SwitchField } from './components/SwitchField';
export type { SwitchFieldProps } from './components/SwitchField';
export { AvailabilityField } from './components/AvailabilityField';
export type { AvailabilityFieldProps } from './components/AvailabilityField';
export { NativeCheckbox } from './components/NativeCheckbox';
export { SwitchInput } from './components/SwitchInput';
export { MinorTutorFields } from './components/MinorTutorFields';
export type { MinorTutorFieldsProps } from './components/MinorTutorFields';
export { FocusFirstError } from './components/FocusFirstError';
export { ChangePasswordForm } from './components/ChangePasswordForm';
export type { ChangePasswordFormProps } from './components/ChangePasswordForm';
export { UnsavedChangesGuard, UnsavedChangesPrompt } from './components/UnsavedChangesGuard';
export type { UnsavedChangesPromptProps } from './components/UnsavedChangesGuard';
export { ResourceChangedAlert } from './components/ResourceChangedAlert';
export type { ResourceChangedAlertProps } from './components/ResourceChangedAlert';
export { useResourceChanged } from './hooks/use-resource-changed';
export { changeMyPassword, useChangeMyPassword } from './hooks/use-change-my-password';
export type { ChangePasswordFormValues } from './hooks/use-change-my-password';
export { TwoStepVerificationSection } from './components/TwoStepVerificationSection';
export { AuthenticatorSetup } from './components/AuthenticatorSetup';
export type { AuthenticatorSetupProps } from './components/AuthenticatorSetup';
export { SecondFactorForm } from './components/SecondFactorForm';
export type { SecondFactorFormProps } from './components/SecondFactorForm';
export { RecoveryCodesPanel } from './components/RecoveryCodesPanel';
export type { RecoveryCodesPanelProps } from './components/RecoveryCodesPanel';
export { StepHeading } from './components/StepHeading';
export type { StepHeadingProps } from './components/StepHeading';
export { getMyMfa, useMyMfa } from './api/get-my-mfa';
export { startMyMfa } from './api/start-my-mfa';
export { confirmMyMfa } from './api/confirm-my-mfa';
export { turnOffMyMfa } from './api/turn-off-my-mfa';
export { renewRecoveryCodes } from './api/renew-recovery-codes';
