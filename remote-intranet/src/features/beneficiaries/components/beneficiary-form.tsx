import { Alert, Button, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BENEFICIARY_FIELD_GROUPS, ageGroupOf, beneficiarySchema } from '@enlace/shared/domain';
import { FORMS_NAMESPACE, FormSection, PersonFields } from '@enlace/shared/forms';
import { TextField, formikValidator } from '@enlace/shared/ui';
import { EntityForm } from '../../../components/entity-form';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { TUTOR_DATA_FIELDS, type BeneficiaryFormValues } from '../utils/beneficiary-form-values';
import { AgeGroupOutput } from './age-group-output';
import { BeneficiaryTutorFields } from './beneficiary-tutor-fields';

const validate = formikValidator<BeneficiaryFormValues>(beneficiarySchema);

export type BeneficiaryFormProps = {
  initialValues: BeneficiaryFormValues;
  onSubmit: (values: BeneficiaryFormValues, helpers: FormikHelpers<BeneficiaryFormValues>) => Promise<void>;
  submitLabel: ReactNode;
  /** The beneficiary being edited (not offered as their own tutor). */
  selfId?: number;
  /** Only staff who may edit see the fields enabled and the save button. */
  readOnly?: boolean;
  /** A tutored person is being added: the tutor comes first and is required, unless the birthday says adult. */
  forMinor?: boolean;
};

/** Every beneficiary field in the groups of BENEFICIARY_FIELD_GROUPS (docs/adr/0045-beneficiaries.md). */
export function BeneficiaryForm({
  initialValues,
  onSubmit,
  submitLabel,
  selfId,
  readOnly = false,
  forMinor = false,
}: BeneficiaryFormProps) {
  return (
    <EntityForm<BeneficiaryFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      readOnly={readOnly}
    >
      <BeneficiaryFormSections selfId={selfId} readOnly={readOnly} forMinor={forMinor} />
    </EntityForm>
  );
}

type BeneficiaryFormSectionsProps = Pick<BeneficiaryFormProps, 'selfId' | 'readOnly' | 'forMinor'>;

const hasTutorData = (values: BeneficiaryFormValues) =>
  Boolean(values.tutor || values.relation || TUTOR_DATA_FIELDS.some((field) => values[field].trim()));

/**
 * The groups of the form. For a minor (by the birthday being typed) the tutor comes right after the personal
 * data, required; for an adult it is optional and shown only when it holds something or staff ask for it.
 */
function BeneficiaryFormSections({
  selfId,
  readOnly = false,
  forMinor = false,
}: BeneficiaryFormSectionsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { values } = useFormikContext<BeneficiaryFormValues>();
  const [tutorAsked, setTutorAsked] = useState(false);
  const ageGroup = ageGroupOf(values.birthday);
  const minor = ageGroup === 'minor';
  // The tutor comes first, required, for a minor, and for a tutored person until the birthday says otherwise.
  const tutorFirst = minor || (forMinor && ageGroup === null);
  const section = (group: string) => t(`sections.${group}`, { ns: FORMS_NAMESPACE });
  const person = (fields: readonly string[]) => (
    <PersonFields fields={fields} schema={beneficiarySchema} disabled={readOnly} />
  );

  const tutorSection = (
    <FormSection
      legend={t('beneficiary.sections.tutor')}
      description={tutorFirst ? undefined : t('beneficiary.tutorOptional')}
    >
      <Stack gap="4">
        {minor ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>{t('beneficiary.minorNotice')}</Alert.Description>
          </Alert.Root>
        ) : null}
        <BeneficiaryTutorFields required={tutorFirst} selfId={selfId} disabled={readOnly} />
      </Stack>
    </FormSection>
  );
  const showAdultTutor = !tutorFirst && (tutorAsked || hasTutorData(values));

  return (
    <>
      <FormSection legend={section('personal')}>
        <Stack gap="4">
          {person(BENEFICIARY_FIELD_GROUPS.personal)}
          <AgeGroupOutput />
        </Stack>
      </FormSection>
      {tutorFirst ? tutorSection : null}
      <FormSection legend={section('contact')}>{person(BENEFICIARY_FIELD_GROUPS.contact)}</FormSection>
      <FormSection legend={section('address')}>{person(BENEFICIARY_FIELD_GROUPS.address)}</FormSection>
      <FormSection legend={t('beneficiary.sections.care')}>
        <Stack gap="4">
          {person(['disability'])}
          <TextField
            name="notes"
            label={t('fields.notes', { ns: 'domain' })}
            helperText={t('beneficiary.notesHint')}
            multiline
            rows={4}
            disabled={readOnly}
          />
        </Stack>
      </FormSection>
      {showAdultTutor ? tutorSection : null}
      {!tutorFirst && !showAdultTutor && !readOnly ? (
        <Button variant="outline" alignSelf="flex-start" onClick={() => setTutorAsked(true)}>
          {t('beneficiary.addTutorData')}
        </Button>
      ) : null}
    </>
  );
}
