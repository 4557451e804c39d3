import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LONG_TEXT_MAX_LENGTH, PROJECT_STATUSES, projectSchema } from '@enlace/shared/domain';
import { FormSection, requiredFieldsOf } from '@enlace/shared/forms';
import { SelectField, TextField, formikValidator } from '@enlace/shared/ui';
import { EntityForm } from '../../../components/entity-form';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { ProjectFormValues } from '../utils/project-form-values';

const validate = formikValidator<ProjectFormValues>(projectSchema);
const required = requiredFieldsOf(projectSchema);

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
  const label = (field: string) => t(`fields.${field}`, { ns: 'domain' });
  const common = (name: keyof ProjectFormValues) => ({
    name,
    required: required.has(name),
    disabled: readOnly,
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
          <TextField {...common('name')} label={t('project.name')} autoComplete="off" />
          <TextField
            {...common('description')}
            label={label('description')}
            multiline
            rows={4}
            helperText={t('project.descriptionHint', { max: LONG_TEXT_MAX_LENGTH })}
          />
          {withStatus ? (
            <SelectField
              {...common('status')}
              label={label('status')}
              helperText={t('project.statusHint')}
              options={PROJECT_STATUSES.map((value) => ({
                value,
                label: t(`enums.projectStatus.${value}`, { ns: 'domain' }),
              }))}
            />
          ) : null}
        </Stack>
      </FormSection>
      <FormSection legend={t('project.sections.dates')} description={t('project.datesHint')}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField {...common('dateStart')} label={label('dateStart')} type="date" />
          <TextField {...common('dateEnd')} label={label('dateEnd')} type="date" />
        </SimpleGrid>
      </FormSection>
    </EntityForm>
  );
}
