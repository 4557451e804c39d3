import { Button, Flex, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetFieldErrors } from '@enlace/shared/api';
import type { SecondFactor } from '@enlace/shared/domain';
import { SubmitButton, TextField } from '@enlace/shared/ui/core';
import { FORMS_NAMESPACE } from '../translations';
import { FocusFirstError } from './focus-first-error';

type SecondFactorValues = { code: string; recoveryCode: string };

const EMPTY: SecondFactorValues = { code: '', recoveryCode: '' };

export type SecondFactorFormProps = {
  submitLabel: ReactNode;
  /**
   * Sends the code (or the recovery code); the API's field errors go to `setFieldErrors`, which shows them at the
   * field on screen whatever property the API named.
   */
  onSubmit: (factor: SecondFactor, setFieldErrors: SetFieldErrors) => Promise<unknown>;
  /** Offers a recovery code instead of the app's code (not while turning it on: there are none yet). */
  allowRecoveryCode?: boolean;
  /** The code field takes the focus when the form appears (when no heading of the step takes it). */
  autoFocus?: boolean;
  /** Beside the submit button: a way back or a cancel button. */
  secondaryAction?: ReactNode;
  /** Above the buttons: an alert about the whole step (a wait after too many attempts). */
  alert?: ReactNode;
};

/**
 * The 6-digit code of the authenticator app, or one of the recovery codes: the second step of a sign-in, the first
 * code that turns it on, and the confirmation of a change to it.
 */
export function SecondFactorForm({
  submitLabel,
  onSubmit,
  allowRecoveryCode = false,
  autoFocus = false,
  secondaryAction,
  alert,
}: SecondFactorFormProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  // After a switch between the two fields, the field that appears takes the focus.
  const [switched, setSwitched] = useState(false);

  const submit = async (values: SecondFactorValues, helpers: FormikHelpers<SecondFactorValues>) => {
    const field = useRecoveryCode ? 'recoveryCode' : 'code';
    const factor: SecondFactor = useRecoveryCode
      ? { recoveryCode: values.recoveryCode }
      : { code: values.code };
    await onSubmit(factor, (errors) => {
      const message = errors[field] ?? errors.code ?? errors.recoveryCode ?? Object.values(errors)[0];
      if (message) helpers.setErrors({ [field]: message });
    });
  };

  return (
    <Formik<SecondFactorValues>
      initialValues={EMPTY}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={submit}
    >
      {({ setErrors }) => (
        <Form noValidate>
          <FocusFirstError />
          <Stack gap="4">
            {useRecoveryCode ? (
              <TextField
                key="recoveryCode"
                name="recoveryCode"
                label={t('twoStep.code.recoveryLabel')}
                helperText={t('twoStep.code.recoveryHint')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                autoFocus={switched || autoFocus}
                required
              />
            ) : (
              <TextField
                key="code"
                name="code"
                label={t('twoStep.code.label')}
                helperText={t('twoStep.code.hint')}
                autoComplete="one-time-code"
                inputMode="numeric"
                spellCheck={false}
                autoFocus={switched || autoFocus}
                required
              />
            )}
            {allowRecoveryCode ? (
              <Button
                type="button"
                variant="plain"
                colorPalette="brand"
                alignSelf="flex-start"
                px="0"
                minH="11"
                textDecoration="underline"
                onClick={() => {
                  setErrors({});
                  setSwitched(true);
                  setUseRecoveryCode((current) => !current);
                }}
              >
                {useRecoveryCode ? t('twoStep.code.useApp') : t('twoStep.code.useRecovery')}
              </Button>
            ) : null}
            {alert}
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
              <SubmitButton minH="11">{submitLabel}</SubmitButton>
              {secondaryAction}
            </Flex>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
