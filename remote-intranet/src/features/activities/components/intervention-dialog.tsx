import { Button, CloseButton, Dialog, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import type { FormikErrors } from 'formik';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateViolations } from '@enlace/shared/api';
import {
  capacityViolationsOf,
  interventionSchema,
  LONG_TEXT_MAX_LENGTH,
  MODES,
  type RoomCapacity,
} from '@enlace/shared/domain';
import { FocusFirstError, FormSection, requiredFieldsOf } from '@enlace/shared/forms';
import { SelectField, SubmitButton, TextField, formikValidator } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { getPlaceChoices } from '../api/get-place-choices';
import {
  COUNT_FIELDS,
  toInterventionPayload,
  type InterventionFormValues,
} from '../utils/intervention-form-values';
import { InterventionCapacityNotice } from './intervention-capacity-notice';

const required = requiredFieldsOf(interventionSchema);
const checkSchema = formikValidator(interventionSchema);

export type InterventionDialogProps = {
  open: boolean;
  /** Editing an existing intervention (its values) or creating one (the defaults). */
  editing: boolean;
  initialValues: InterventionFormValues;
  onSubmit: (values: InterventionFormValues, helpers: FormikHelpers<InterventionFormValues>) => Promise<void>;
  onClose: () => void;
  /** A message about the whole dialog, above the fields (someone else changed the intervention). */
  notice?: ReactNode;
};

/** The intervention's day, times, format, place and expected people, checked with the shared schema. */
export function InterventionDialog({
  open,
  editing,
  initialValues,
  onSubmit,
  onClose,
  notice,
}: InterventionDialogProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const label = (field: string) => t(`fields.${field}`, { ns: 'domain' });
  const common = (name: keyof InterventionFormValues) => ({ name, required: required.has(name) });
  const title = editing ? t('interventions.editTitle') : t('interventions.createTitle');
  // Each place's capacity, kept from the list the select loads, for the capacity rule.
  const [rooms, setRooms] = useState<ReadonlyMap<string, RoomCapacity>>(new Map());
  const loadPlaceOptions = useCallback(async () => {
    const choices = await getPlaceChoices();
    setRooms(new Map(choices.map((choice) => [String(choice.option.value), choice.room])));
    return choices.map((choice) => choice.option);
  }, []);
  /**
   * The shared rules run on the payload the API receives (counts as numbers, empty fields as null), then the
   * room's capacity when it refuses more people (the shared rule the API applies too).
   */
  const validate = useCallback(
    async (values: InterventionFormValues): Promise<FormikErrors<InterventionFormValues>> => {
      const payload = toInterventionPayload(values);
      const capacity = translateViolations(capacityViolationsOf(payload, rooms.get(values.place)));
      return { ...capacity, ...(await checkSchema(payload)) };
    },
    [rooms],
  );

  return (
    <Dialog.Root
      open={open}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik<InterventionFormValues>
              initialValues={initialValues}
              enableReinitialize
              validate={validate}
              validateOnBlur={false}
              validateOnChange={false}
              onSubmit={onSubmit}
            >
              <Form noValidate>
                <FocusFirstError />
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  {notice}
                  <Stack gap="6">
                    <TextField {...common('name')} label={t('interventions.name')} autoComplete="off" />
                    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
                      <TextField {...common('date')} label={label('date')} type="date" />
                      <TextField {...common('scheduleStart')} label={label('scheduleStart')} type="time" />
                      <TextField {...common('scheduleEnd')} label={label('scheduleEnd')} type="time" />
                    </SimpleGrid>
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                      <SelectField
                        {...common('format')}
                        label={label('format')}
                        options={MODES.map((value) => ({
                          value,
                          label: t(`enums.mode.${value}`, { ns: 'domain' }),
                        }))}
                      />
                      <SelectField
                        name="place"
                        label={t('interventions.columns.place')}
                        placeholder={t('interventions.noPlace')}
                        helperText={t('interventions.placeHint')}
                        loadOptions={loadPlaceOptions}
                      />
                    </SimpleGrid>
                    <FormSection
                      legend={t('interventions.peopleLegend')}
                      description={t('interventions.peopleHint')}
                    >
                      <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
                        {COUNT_FIELDS.map((field) => (
                          <TextField key={field} {...common(field)} label={label(field)} type="number" />
                        ))}
                      </SimpleGrid>
                      <InterventionCapacityNotice rooms={rooms} />
                    </FormSection>
                    <TextField
                      {...common('observations')}
                      label={label('observations')}
                      multiline
                      rows={3}
                      helperText={t('activity.descriptionHint', { max: LONG_TEXT_MAX_LENGTH })}
                    />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    {t('app.cancel', { ns: 'common' })}
                  </Button>
                  <SubmitButton>{t('app.save', { ns: 'common' })}</SubmitButton>
                </Dialog.Footer>
              </Form>
            </Formik>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('app.close', { ns: 'common' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
