import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LONG_TEXT_MAX_LENGTH, PROJECT_STATUSES, projectSchema } from '@enlace/shared/domain';
import { FormSection, useFormFields } from '@enlace/shared/forms';
import { SelectField, TextField, formikValidator } from '@enlace/shared/ui';
import { EntityForm } from '../../../components/entity-form';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { ProjectFormValues } from '../utils/project-form-values';

const validate = formikValidator<ProjectFormValues>(projectSchema);

export type ProjectFormProps = {
  initialValues: ProjectFormValues;
  onSubmit: (values: ProjectFormValues, helpers: FormikHelpers<ProjectFormValues>) => Promise<void>;
  submitLabel: ReactNode;
  /** On creation the status is chosen here; afterwards the page's close and re-open actions change it. */
  withStatus?: boolean;
  /** A refusal that concerns the whole form (the plan's cap on active projects), shown above the fields. */
  formError?: ReactNode;
  /** Only staff who may edit see the fields enabled and the save button. */
  readOnly?: boolean;
};

/** The project's name, description, dates and (on creation) status, checked with the shared projectSchema. */
export function ProjectForm({
  initialValues,
  onSubmit,
  submitLabel,
  withStatus = false,
  formError,
  readOnly = false,
}: ProjectFormProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { field, fieldLabel, choices } = useFormFields<ProjectFormValues>(projectSchema, {
    readOnly,
  });

  return (
    <EntityForm<ProjectFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      readOnly={readOnly}
      formError={formError}
    >
      <FormSection legend={t('project.sections.project')}>
        <Stack gap="4">
          <TextField {...field('name')} label={t('project.name')} autoComplete="off" />
          <TextField
            {...field('description')}
            label={fieldLabel('description')}
            multiline
            rows={4}
            helperText={t('project.descriptionHint', { max: LONG_TEXT_MAX_LENGTH })}
          />
          {withStatus ? (
            <SelectField
              {...field('status')}
              label={fieldLabel('status')}
              helperText={t('project.statusHint')}
              options={choices('projectStatus', PROJECT_STATUSES)}
            />
          ) : null}
        </Stack>
      </FormSection>
      <FormSection legend={t('project.sections.dates')} description={t('project.datesHint')}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField {...field('dateStart')} label={fieldLabel('dateStart')} type="date" />
          <TextField {...field('dateEnd')} label={fieldLabel('dateEnd')} type="date" />
        </SimpleGrid>
      </FormSection>
    </EntityForm>
  );
}
