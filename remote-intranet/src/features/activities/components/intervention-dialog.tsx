import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import type { FormikErrors } from 'formik';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateViolations } from '@enlace/shared/api';
import { capacityViolationsOf, interventionSchema, type RoomCapacity } from '@enlace/shared/domain';
import { FocusFirstError } from '@enlace/shared/forms';
import { SubmitButton, formikValidator } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { getPlaceChoices } from '../api/get-place-choices';
import { toInterventionPayload, type InterventionFormValues } from '../utils/intervention-form-values';
import { InterventionFields } from './intervention-fields';

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
  /** Under the fields: for a session of a series, whether the change is for the following ones too. */
  children?: ReactNode;
};

/** The intervention's day, times, format, place and expected people, checked with the shared schema. */
export function InterventionDialog({
  open,
  editing,
  initialValues,
  onSubmit,
  onClose,
  notice,
  children,
}: InterventionDialogProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
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
                  <InterventionFields
                    rooms={rooms}
                    loadPlaceOptions={loadPlaceOptions}
                    dateLabel={t('fields.date', { ns: 'domain' })}
                  />
                  {children}
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
