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
export { useFormFields } from './hooks/use-form-fields';
export type { FormFields } from './hooks/use-form-fields';
export type { FormValuesOf } from './utils/form-values-of';
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
export { toOwnPersonFormValues } from './utils/own-profile-values';
export { FormSection } from './components/form-section';
export type { FormSectionProps } from './components/form-section';
export { AddressFields } from './components/address-fields';
export type { AddressFieldsProps, AddressValues } from './components/address-fields';
export { PersonFields, PERSON_FIELD_NAMES } from './components/person-fields';
export type { PersonFieldName, PersonFieldsProps } from './components/person-fields';
export { CheckboxGroupField } from './components/checkbox-group-field';
export type { CheckboxGroupFieldProps } from './components/checkbox-group-field';
export { SwitchField } from './components/switch-field';
export type { SwitchFieldProps } from './components/switch-field';
export { AvailabilityField } from './components/availability-field';
export type { AvailabilityFieldProps } from './components/availability-field';
export { NativeCheckbox } from './components/native-checkbox';
export { SwitchInput } from './components/switch-input';
export { MinorTutorFields } from './components/minor-tutor-fields';
export type { MinorTutorFieldsProps } from './components/minor-tutor-fields';
export { FocusFirstError } from './components/focus-first-error';
export { ChangePasswordForm } from './components/change-password-form';
export type { ChangePasswordFormProps } from './components/change-password-form';
export { UnsavedChangesGuard, UnsavedChangesPrompt } from './components/unsaved-changes-guard';
export type { UnsavedChangesPromptProps } from './components/unsaved-changes-guard';
export { ResourceChangedAlert } from './components/resource-changed-alert';
export type { ResourceChangedAlertProps } from './components/resource-changed-alert';
export { useResourceChanged } from './hooks/use-resource-changed';
export { changeMyPassword, useChangeMyPassword } from './hooks/use-change-my-password';
export type { ChangePasswordFormValues } from './hooks/use-change-my-password';
export { TwoStepVerificationSection } from './components/two-step-verification-section';
export { OwnProfileSections } from './components/own-profile-sections';
export type { OwnProfileForm, OwnProfileSectionsProps } from './components/own-profile-sections';
export { useRecordEdit } from './hooks/use-record-edit';
export type { EditedRecord, RecordEdit, RecordSave } from './hooks/use-record-edit';
export type { OwnProfilePatch } from './api/update-my-profile';
export { AuthenticatorSetup } from './components/authenticator-setup';
export type { AuthenticatorSetupProps } from './components/authenticator-setup';
export { SecondFactorForm } from './components/second-factor-form';
export type { SecondFactorFormProps } from './components/second-factor-form';
export { RecoveryCodesPanel } from './components/recovery-codes-panel';
export type { RecoveryCodesPanelProps } from './components/recovery-codes-panel';
export { StepHeading } from './components/step-heading';
export type { StepHeadingProps } from './components/step-heading';
export { getMyMfa, useMyMfa } from './api/get-my-mfa';
export { startMyMfa } from './api/start-my-mfa';
export { confirmMyMfa } from './api/confirm-my-mfa';
export { turnOffMyMfa } from './api/turn-off-my-mfa';
export { renewRecoveryCodes } from './api/renew-recovery-codes';
