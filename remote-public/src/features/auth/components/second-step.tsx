import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, translateApiError } from '@enlace/shared/api';
import type { AuthenticatedUser } from '@enlace/shared/domain';
import { AuthenticatorSetup, RecoveryCodesPanel, SecondFactorForm, StepHeading } from '@enlace/shared/forms';
import { ErrorState } from '@enlace/shared/ui';
import { useOrganisationName } from '@enlace/shared/ui/core';
import '../../../i18n/second-step-translations';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useSignInSecondStep } from '../api/sign-in-second-step';
import { useSignInEnrolment } from '../api/start-sign-in-enrolment';
import { withQueryCache } from '../../../components/with-query-cache';

export type SecondStepProps = {
  /** What the password answered: a code of the app, or turning two-step verification on first. */
  step: 'code-required' | 'enrolment-required';
  mfaToken: string;
  /** The session is stored and the user loaded (and, after a first enrolment, the codes saved). */
  onSignedIn: (user: AuthenticatedUser) => void;
  /** Back to the password: chosen, or because the step's token is no longer good (`expired`). */
  onBack: (reason: 'chosen' | 'expired') => void;
};

/**
 * The sign-in's second step, in the same page after the password: the code of the authenticator app (or a
 * recovery code); for an administrator without it, turning it on first (QR code, secret, first code) and then the
 * recovery codes, shown once.
 */
export function SecondStep({ step, mfaToken, onSignedIn, onBack }: SecondStepProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const organisation = useOrganisationName();
  // The wait after too many wrong codes, in the form where the person is looking.
  const [waitMessage, setWaitMessage] = useState<string | null>(null);
  const [recovery, setRecovery] = useState<{ user: AuthenticatedUser; codes: string[] } | null>(null);
  const onWait = useCallback((error: ApiError) => setWaitMessage(translateApiError(error)), []);
  const onStepRefused = useCallback(() => onBack('expired'), [onBack]);
  const signIn = useSignInSecondStep(mfaToken, { onWait, onStepRefused });

  if (recovery) {
    return <RecoveryCodesPanel codes={recovery.codes} onContinue={() => onSignedIn(recovery.user)} />;
  }

  const form = (enrolling: boolean) => (
    <SecondFactorForm
      submitLabel={enrolling ? t('secondStep.enrolSubmit') : t('secondStep.verify')}
      allowRecoveryCode={!enrolling}
      autoFocus={!enrolling}
      alert={
        waitMessage ? (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>{waitMessage}</Alert.Description>
          </Alert.Root>
        ) : null
      }
      secondaryAction={
        <Button variant="outline" minH="11" onClick={() => onBack('chosen')}>
          {t('secondStep.back')}
        </Button>
      }
      onSubmit={async (factor, setFieldErrors) => {
        setWaitMessage(null);
        const result = await signIn(factor, setFieldErrors);
        if (!result) return;
        if (result.recoveryCodes) setRecovery({ user: result.user, codes: result.recoveryCodes });
        else onSignedIn(result.user);
      }}
    />
  );

  if (step === 'enrolment-required') {
    return (
      <EnrolmentStepWithQueryCache mfaToken={mfaToken} onStepRefused={onStepRefused} form={form(true)} />
    );
  }
  return (
    <Stack gap="4">
      {/* The code field takes the focus: on a phone its keyboard opens at once. */}
      <StepHeading as="h2" size="xl" focusOnMount={false}>
        {t('secondStep.codeTitle')}
      </StepHeading>
      <Text>{t('secondStep.codeIntro', { organisation })}</Text>
      {form(false)}
    </Stack>
  );
}

// Loaded with this step only, like the step itself: the sign-in page carries no query cache.
const EnrolmentStepWithQueryCache = withQueryCache(EnrolmentStep);

type EnrolmentStepProps = {
  mfaToken: string;
  onStepRefused: () => void;
  form: ReactNode;
};

function EnrolmentStep({ mfaToken, onStepRefused, form }: EnrolmentStepProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const organisation = useOrganisationName();
  const enrolment = useSignInEnrolment(mfaToken, onStepRefused);
  return (
    <Stack gap="4">
      <StepHeading as="h2" size="xl">
        {t('secondStep.enrolTitle')}
      </StepHeading>
      <Text>{t('secondStep.enrolIntro', { organisation })}</Text>
      {enrolment.state === 'loading' ? (
        <Center py="6" gap="3" role="status">
          <Spinner size="sm" />
          <Text>{t('secondStep.preparing')}</Text>
        </Center>
      ) : enrolment.state === 'ready' ? (
        <>
          <AuthenticatorSetup enrolment={enrolment.data} />
          {form}
        </>
      ) : (
        <ErrorState onRetry={enrolment.reload} />
      )}
    </Stack>
  );
}
