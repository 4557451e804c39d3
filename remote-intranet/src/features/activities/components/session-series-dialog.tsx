import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateViolations } from '@enlace/shared/api';
import {
  capacityViolationsOf,
  type RoomCapacity,
  SERIES_ENDS,
  SERIES_REPEATS,
  type SeriesPreview,
  sessionSeriesSchema,
  WEEKDAYS,
} from '@enlace/shared/domain';
import { CheckboxGroupField, FocusFirstError, NativeCheckbox } from '@enlace/shared/forms';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { SelectField, SubmitButton, TextField, formikValidator } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useSessionSeries } from '../api/create-session-series';
import { getPlaceChoices } from '../api/get-place-choices';
import { toInterventionPayload } from '../utils/intervention-form-values';
import {
  seriesFieldOf,
  toSessionSeriesPayload,
  type SessionSeriesFormValues,
} from '../utils/session-series-form-values';
import { InterventionFields } from './intervention-fields';

const checkSchema = formikValidator(sessionSeriesSchema);

export type SessionSeriesDialogProps = {
  open: boolean;
  activityIri: string;
  initialValues: SessionSeriesFormValues;
  /** After the series was saved. */
  onSaved: () => void;
  onClose: () => void;
};

/** The days of the series that can be saved, ticked: those without a reason not to be. */
const savableDays = (preview: SeriesPreview) =>
  preview.days.filter((day) => day.violations.length === 0).map((day) => day.date);

/**
 * A series of sessions in two steps: what every session shares and the days (every week, or on the weekdays
 * chosen, up to a day or for a number of sessions), then each day checked against the same rules as a single
 * session, with the reason of those that cannot be, to untick before saving them all at once.
 */
export function SessionSeriesDialog({
  open,
  activityIri,
  initialValues,
  onSaved,
  onClose,
}: SessionSeriesDialogProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const [checked, setChecked] = useState<SeriesPreview | null>(null);
  const [daysRefused, setDaysRefused] = useState(false);
  const refuse = useCallback(() => setDaysRefused(true), []);
  const series = useSessionSeries(activityIri, refuse);
  const [rooms, setRooms] = useState<ReadonlyMap<string, RoomCapacity>>(new Map());
  const loadPlaceOptions = useCallback(async () => {
    const choices = await getPlaceChoices();
    setRooms(new Map(choices.map((choice) => [String(choice.option.value), choice.room])));
    return choices.map((choice) => choice.option);
  }, []);
  const validate = useCallback(
    async (values: SessionSeriesFormValues): Promise<FormikErrors<SessionSeriesFormValues>> => {
      if (checked) return {};
      const capacity = translateViolations(
        capacityViolationsOf(toInterventionPayload(values), rooms.get(values.place)),
      );
      const errors = await checkSchema(toSessionSeriesPayload(values));
      const renamed = Object.fromEntries(
        Object.entries(errors).map(([path, message]) => [seriesFieldOf(path), message]),
      );
      return { ...capacity, ...renamed };
    },
    [checked, rooms],
  );
  const close = () => {
    setChecked(null);
    setDaysRefused(false);
    onClose();
  };

  const check = async (values: SessionSeriesFormValues, helpers: FormikHelpers<SessionSeriesFormValues>) => {
    const preview = await series.preview(values, helpers);
    if (!preview) return;
    setChecked(preview);
    await helpers.setFieldValue('ticked', savableDays(preview), false);
  };

  const onSubmit = async (
    values: SessionSeriesFormValues,
    helpers: FormikHelpers<SessionSeriesFormValues>,
  ) => {
    if (!checked) return check(values, helpers);
    setDaysRefused(false);
    const skip = checked.days.map((day) => day.date).filter((date) => !values.ticked.includes(date));
    const saved = await series.create(values, skip, helpers);
    if (saved) {
      setChecked(null);
      onSaved();
      return;
    }
    // Refused (someone booked a place or a day meanwhile): the days are checked again, as they are now.
    const preview = await series.preview(values, helpers);
    if (preview) {
      setChecked(preview);
      await helpers.setFieldValue(
        'ticked',
        values.ticked.filter((date) => savableDays(preview).includes(date)),
        false,
      );
    }
  };

  return (
    <Dialog.Root
      open={open}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik<SessionSeriesFormValues>
              initialValues={initialValues}
              enableReinitialize
              validate={validate}
              validateOnBlur={false}
              validateOnChange={false}
              onSubmit={onSubmit}
            >
              {({ values, setFieldValue }) => {
                const available = checked?.available ?? null;
                const overCap = available !== null && values.ticked.length > available;
                return (
                  <Form noValidate>
                    <FocusFirstError />
                    <Dialog.Header>
                      <Dialog.Title>{t('series.title')}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      {checked ? (
                        <Stack gap="4">
                          <Text>{t('series.checkIntro')}</Text>
                          {daysRefused ? (
                            <Alert.Root status="warning">
                              <Alert.Indicator />
                              <Alert.Title>{t('series.daysChanged')}</Alert.Title>
                            </Alert.Root>
                          ) : null}
                          <Stack as="ul" gap="2" listStyleType="none" aria-label={t('series.daysLabel')}>
                            {checked.days.map((day) => {
                              const reasons = day.violations.map((violation) =>
                                t(`api.error.${violation.message}`, { ns: 'common', ...violation.params }),
                              );
                              const id = `series-day-${day.date}`;
                              return (
                                <HStack as="li" key={day.date} align="start" gap="3" data-testid="series-day">
                                  <NativeCheckbox
                                    type="checkbox"
                                    id={id}
                                    mt="0.5"
                                    checked={values.ticked.includes(day.date)}
                                    disabled={reasons.length > 0}
                                    onChange={(event) =>
                                      void setFieldValue(
                                        'ticked',
                                        event.target.checked
                                          ? [...values.ticked, day.date].sort()
                                          : values.ticked.filter((date) => date !== day.date),
                                      )
                                    }
                                  />
                                  <Stack gap="0">
                                    <label htmlFor={id}>{format.date(day.date, 'full')}</label>
                                    {reasons.map((reason) => (
                                      <Text key={reason} color="fg.error" fontSize="sm">
                                        {reason}
                                      </Text>
                                    ))}
                                  </Stack>
                                </HStack>
                              );
                            })}
                          </Stack>
                          {overCap ? (
                            <Alert.Root status="error">
                              <Alert.Indicator />
                              <Alert.Title>{t('series.overCap', { count: available })}</Alert.Title>
                            </Alert.Root>
                          ) : null}
                        </Stack>
                      ) : (
                        <Stack gap="6">
                          <InterventionFields
                            rooms={rooms}
                            loadPlaceOptions={loadPlaceOptions}
                            dateLabel={t('series.dateStart')}
                          />
                          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                            <SelectField
                              name="repeat"
                              required
                              label={t('series.repeat')}
                              options={SERIES_REPEATS.map((value) => ({
                                value,
                                label: t(`series.repeats.${value}`),
                              }))}
                            />
                            <SelectField
                              name="ends"
                              required
                              label={t('series.ends')}
                              options={SERIES_ENDS.map((value) => ({
                                value,
                                label: t(`series.endings.${value}`),
                              }))}
                            />
                          </SimpleGrid>
                          {values.repeat === 'weekdays' ? (
                            <CheckboxGroupField
                              name="weekdays"
                              legend={t('series.weekdays')}
                              columns={4}
                              options={WEEKDAYS.map((value) => ({
                                value,
                                label: t(`enums.weekday.${value}`, { ns: 'domain' }),
                              }))}
                            />
                          ) : null}
                          {values.ends === 'on-date' ? (
                            <TextField name="dateEnd" required label={t('series.dateEnd')} type="date" />
                          ) : (
                            <TextField
                              name="occurrences"
                              required
                              label={t('series.occurrences')}
                              type="number"
                            />
                          )}
                        </Stack>
                      )}
                    </Dialog.Body>
                    <Dialog.Footer>
                      {checked ? (
                        <Button
                          variant="outline"
                          onClick={() => {
                            setChecked(null);
                            setDaysRefused(false);
                          }}
                        >
                          {t('series.back')}
                        </Button>
                      ) : (
                        <Button variant="outline" onClick={close}>
                          {t('app.cancel', { ns: 'common' })}
                        </Button>
                      )}
                      <SubmitButton disabled={checked !== null && (values.ticked.length === 0 || overCap)}>
                        {checked ? t('series.save', { count: values.ticked.length }) : t('series.check')}
                      </SubmitButton>
                    </Dialog.Footer>
                  </Form>
                );
              }}
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
