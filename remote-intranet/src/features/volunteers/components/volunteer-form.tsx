import { Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ageGroupOf,
  HOW_WE_MET,
  SKILL_AREAS,
  VOLUNTEER_FIELD_GROUPS,
  VOLUNTEER_TRAITS,
  volunteerSchema,
} from '@enlace/shared/domain';
import {
  AvailabilityField,
  CheckboxGroupField,
  FORMS_NAMESPACE,
  FormSection,
  PersonFields,
  SwitchField,
  MinorTutorFields,
} from '@enlace/shared/forms';
import { SelectField, TextField, formikValidator } from '@enlace/shared/ui';
import { EntityForm } from '../../../components/entity-form';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { VolunteerFormValues } from '../utils/volunteer-form-values';

const validate = formikValidator<VolunteerFormValues>(volunteerSchema);

/** The tutor's section, shown while the birthday typed makes the volunteer a minor. */
function MinorTutorSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { values } = useFormikContext<VolunteerFormValues>();
  if (ageGroupOf(values.birthday) !== 'minor') return null;
  return (
    <FormSection legend={t('volunteer.tutorSection')}>
      <MinorTutorFields hint={t('volunteer.minorHint')} disabled={disabled} />
    </FormSection>
  );
}

export type VolunteerFormProps = {
  initialValues: VolunteerFormValues;
  onSubmit: (values: VolunteerFormValues, helpers: FormikHelpers<VolunteerFormValues>) => Promise<void>;
  submitLabel: ReactNode;
  /** The status group (the inactive switch) exists once the volunteer does. */
  withStatus?: boolean;
  /** A refusal that concerns the whole form (e.g. the plan's volunteer cap), shown above the fields. */
  formError?: ReactNode;
  /** Only staff who may edit see the fields enabled and the save button. */
  readOnly?: boolean;
};

/** Every volunteer field in the groups of VOLUNTEER_FIELD_GROUPS (docs/adr/0039-volunteers.md). */
export function VolunteerForm({
  initialValues,
  onSubmit,
  submitLabel,
  withStatus = false,
  formError,
  readOnly = false,
}: VolunteerFormProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const section = (group: string) => t(`sections.${group}`, { ns: FORMS_NAMESPACE });
  const option = (enumeration: string, value: string) => t(`enums.${enumeration}.${value}`, { ns: 'domain' });
  const label = (field: string) => t(`fields.${field}`, { ns: 'domain' });

  const volunteering: Record<(typeof VOLUNTEER_FIELD_GROUPS.volunteering)[number], ReactNode> = {
    skills: (
      <CheckboxGroupField
        name="skills"
        legend={label('skills')}
        disabled={readOnly}
        options={SKILL_AREAS.map((value) => ({ value, label: option('skills', value) }))}
      />
    ),
    availability: <AvailabilityField name="availability" disabled={readOnly} />,
    traits: (
      <CheckboxGroupField
        name="traits"
        legend={label('traits')}
        disabled={readOnly}
        options={VOLUNTEER_TRAITS.map((value) => ({ value, label: option('traits', value) }))}
      />
    ),
    aboutMe: (
      <TextField name="aboutMe" label={t('volunteer.aboutMe')} multiline rows={4} disabled={readOnly} />
    ),
    howWeMet: (
      <SelectField
        name="howWeMet"
        label={t('volunteer.howWeMet')}
        disabled={readOnly}
        options={HOW_WE_MET.map((value) => ({ value, label: option('howWeMet', value) }))}
      />
    ),
  };

  return (
    <EntityForm<VolunteerFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      readOnly={readOnly}
      formError={formError}
    >
      <FormSection legend={section('personal')}>
        <PersonFields fields={VOLUNTEER_FIELD_GROUPS.personal} schema={volunteerSchema} disabled={readOnly} />
      </FormSection>
      <MinorTutorSection disabled={readOnly} />
      <FormSection legend={section('contact')}>
        <PersonFields fields={VOLUNTEER_FIELD_GROUPS.contact} schema={volunteerSchema} disabled={readOnly} />
      </FormSection>
      <FormSection legend={section('address')}>
        <PersonFields fields={VOLUNTEER_FIELD_GROUPS.address} schema={volunteerSchema} disabled={readOnly} />
      </FormSection>
      <FormSection legend={section('volunteering')}>
        <Stack gap="6">
          {VOLUNTEER_FIELD_GROUPS.volunteering.map((field) => (
            <Fragment key={field}>{volunteering[field]}</Fragment>
          ))}
        </Stack>
      </FormSection>
      {withStatus ? (
        <FormSection legend={section('status')}>
          <SwitchField
            name="inactive"
            label={label('inactive')}
            helperText={t('volunteer.inactiveHint')}
            disabled={readOnly}
          />
        </FormSection>
      ) : null}
    </EntityForm>
  );
}
