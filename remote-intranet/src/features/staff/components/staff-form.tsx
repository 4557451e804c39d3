import { Stack } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_FIELD_GROUPS, staffMemberSchema } from '@enlace/shared/domain';
import {
  FORMS_NAMESPACE,
  FormSection,
  PersonFields,
  SwitchField,
  requiredFieldsOf,
} from '@enlace/shared/forms';
import { TextField, formikValidator } from '@enlace/shared/ui';
import { EntityForm } from '../../../components/entity-form';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { StaffFormValues } from '../utils/staff-form-values';

const validate = formikValidator<StaffFormValues>(staffMemberSchema);
const required = requiredFieldsOf(staffMemberSchema);

export type StaffFormProps = {
  initialValues: StaffFormValues;
  onSubmit: (values: StaffFormValues, helpers: FormikHelpers<StaffFormValues>) => Promise<void>;
  submitLabel: ReactNode;
  /** A refusal that concerns the whole form (the invitation could not be sent), shown above the fields. */
  formError?: ReactNode;
  /** Only administrators see the fields enabled and the save button. */
  readOnly?: boolean;
  /** The administrator's own record: they cannot withdraw their own administrator role. */
  ownAdmin?: boolean;
};

/** Every employee or coordinator field in the groups of STAFF_FIELD_GROUPS (docs/adr/0046). */
export function StaffForm({
  initialValues,
  onSubmit,
  submitLabel,
  formError,
  readOnly = false,
  ownAdmin = false,
}: StaffFormProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const section = (group: string) => t(`sections.${group}`, { ns: FORMS_NAMESPACE });
  const person = (group: 'personal' | 'contact' | 'address') => (
    <PersonFields fields={STAFF_FIELD_GROUPS[group]} schema={staffMemberSchema} disabled={readOnly} />
  );

  return (
    <EntityForm<StaffFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      readOnly={readOnly}
      formError={formError}
    >
      <FormSection legend={section('personal')}>{person('personal')}</FormSection>
      <FormSection legend={section('contact')}>{person('contact')}</FormSection>
      <FormSection legend={section('address')}>{person('address')}</FormSection>
      <FormSection legend={t('staff.sections.organisation')}>
        <Stack gap="6">
          <TextField
            name="department"
            label={t('fields.department', { ns: 'domain' })}
            helperText={t('staff.departmentHint')}
            required={required.has('department')}
            disabled={readOnly}
            autoComplete="off"
          />
          <SwitchField
            name="isAdmin"
            label={t('fields.isAdmin', { ns: 'domain' })}
            helperText={ownAdmin ? t('staff.ownAdminHint') : t('staff.isAdminHint')}
            disabled={readOnly || ownAdmin}
          />
        </Stack>
      </FormSection>
    </EntityForm>
  );
}
