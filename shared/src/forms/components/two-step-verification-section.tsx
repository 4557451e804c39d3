import { Badge, Button, Center, Flex, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request, type SetFieldErrors } from '@enlace/shared/api';
import type { MfaEnrolment, MyTwoStepVerification, SecondFactor } from '@enlace/shared/domain';
import { ErrorState } from '@enlace/shared/ui';
import { confirmMyMfa } from '../api/confirm-my-mfa';
import { useMyMfa } from '../api/get-my-mfa';
import { renewRecoveryCodes } from '../api/renew-recovery-codes';
import { startMyMfa } from '../api/start-my-mfa';
import { turnOffMyMfa } from '../api/turn-off-my-mfa';
import { FORMS_NAMESPACE } from '../translations';
import { AuthenticatorSetup } from './authenticator-setup';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecondFactorForm } from './second-factor-form';
import { StepHeading } from './step-heading';

/** Fewer recovery codes than this left: the section suggests making new ones. */
const FEW_RECOVERY_CODES = 3;

type Mode =
  | { kind: 'view' }
  | { kind: 'enrolling'; enrolment: MfaEnrolment }
  | { kind: 'recovery-codes'; codes: string[] }
  | { kind: 'turning-off' }
  | { kind: 'renewing' };

const VIEW: Mode = { kind: 'view' };

/**
 * Two-step verification of one's own account, in every area's "Mi perfil": whether it is on (and compulsory),
 * the recovery codes left; turn it on (QR code, secret, first code, then the recovery codes), turn it off with a
 * code where it is not compulsory, and make new recovery codes with a code.
 */
export function TwoStepVerificationSection() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const mfa = useMyMfa();
  const [mode, setMode] = useState<Mode>(VIEW);
  const [starting, setStarting] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const previousMode = useRef(mode.kind);

  // Back to the summary after a step: the keyboard continues from the section's heading.
  useEffect(() => {
    if (mode.kind === 'view' && previousMode.current !== 'view') heading.current?.focus();
    previousMode.current = mode.kind;
  }, [mode.kind]);

  const backToSummary = () => {
    setMode(VIEW);
    mfa.reload();
  };

  const start = async () => {
    setStarting(true);
    const enrolment = await request(startMyMfa);
    setStarting(false);
    if (enrolment) setMode({ kind: 'enrolling', enrolment });
  };

  const cancel = (
    <Button variant="outline" minH="11" onClick={() => setMode(VIEW)}>
      {t('app.cancel', { ns: 'common' })}
    </Button>
  );

  const confirm = async (factor: SecondFactor, setFieldErrors: SetFieldErrors) => {
    const answer = await request(() => confirmMyMfa('code' in factor ? factor.code : ''), { setFieldErrors });
    if (answer) setMode({ kind: 'recovery-codes', codes: answer.recoveryCodes });
  };

  const turnOff = async (factor: SecondFactor, setFieldErrors: SetFieldErrors) => {
    const done = await request(() => turnOffMyMfa(factor), {
      setFieldErrors,
      successMessage: 'api.success.mfa-disabled',
    });
    if (done) backToSummary();
  };

  const renew = async (factor: SecondFactor, setFieldErrors: SetFieldErrors) => {
    const answer = await request(() => renewRecoveryCodes(factor), { setFieldErrors });
    if (answer) setMode({ kind: 'recovery-codes', codes: answer.recoveryCodes });
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading
        ref={heading}
        id={headingId}
        as="h2"
        fontSize="lg"
        fontWeight="semibold"
        tabIndex={-1}
        _focus={{ outline: 'none' }}
      >
        {t('twoStep.title')}
      </Heading>
      {mfa.state === 'loading' ? (
        <Center py="6" role="status">
          <Spinner size="md" me="3" />
          <Text>{t('app.loading', { ns: 'common' })}</Text>
        </Center>
      ) : mfa.state !== 'ready' ? (
        <ErrorState onRetry={mfa.reload} />
      ) : mode.kind === 'enrolling' ? (
        <Stack gap="4">
          <StepHeading as="h3" size="md">
            {t('twoStep.enrolTitle')}
          </StepHeading>
          <AuthenticatorSetup enrolment={mode.enrolment} />
          <SecondFactorForm
            submitLabel={t('twoStep.enrolSubmit')}
            onSubmit={confirm}
            secondaryAction={cancel}
          />
        </Stack>
      ) : mode.kind === 'recovery-codes' ? (
        <RecoveryCodesPanel codes={mode.codes} headingAs="h3" onContinue={backToSummary} />
      ) : mode.kind === 'turning-off' ? (
        <Stack gap="4">
          <StepHeading as="h3" size="md">
            {t('twoStep.turnOffTitle')}
          </StepHeading>
          <Text>{t('twoStep.turnOffText')}</Text>
          <SecondFactorForm
            allowRecoveryCode
            submitLabel={t('twoStep.turnOffSubmit')}
            onSubmit={turnOff}
            secondaryAction={cancel}
          />
        </Stack>
      ) : mode.kind === 'renewing' ? (
        <Stack gap="4">
          <StepHeading as="h3" size="md">
            {t('twoStep.renew')}
          </StepHeading>
          <Text>{t('twoStep.renewText')}</Text>
          <SecondFactorForm
            allowRecoveryCode
            submitLabel={t('twoStep.renewSubmit')}
            onSubmit={renew}
            secondaryAction={cancel}
          />
        </Stack>
      ) : (
        <TwoStepSummary
          state={mfa.data}
          starting={starting}
          onTurnOn={() => void start()}
          onTurnOff={() => setMode({ kind: 'turning-off' })}
          onRenew={() => setMode({ kind: 'renewing' })}
        />
      )}
    </Stack>
  );
}

type TwoStepSummaryProps = {
  state: MyTwoStepVerification;
  starting: boolean;
  onTurnOn: () => void;
  onTurnOff: () => void;
  onRenew: () => void;
};

function TwoStepSummary({ state, starting, onTurnOn, onTurnOff, onRenew }: TwoStepSummaryProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { enabled, required, recoveryCodesLeft } = state;
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('twoStep.intro')}</Text>
      <HStack gap="2" wrap="wrap">
        <Text as="span">{t('twoStep.state')}:</Text>
        <Badge colorPalette={enabled ? 'green' : 'gray'} size="md">
          {enabled ? t('twoStep.on') : t('twoStep.off')}
        </Badge>
        {required ? (
          <Badge colorPalette="blue" size="md">
            {t('twoStep.compulsory')}
          </Badge>
        ) : null}
      </HStack>
      {enabled ? (
        <Text>
          {t('twoStep.codesLeft', { count: recoveryCodesLeft })}
          {recoveryCodesLeft <= FEW_RECOVERY_CODES ? ` ${t('twoStep.codesLow')}` : null}
        </Text>
      ) : null}
      {required ? (
        <Text>{enabled ? t('twoStep.compulsoryText') : t('twoStep.compulsoryOffText')}</Text>
      ) : null}
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
        {enabled ? (
          <>
            <Button variant="outline" minH="11" onClick={onRenew}>
              {t('twoStep.renew')}
            </Button>
            {required ? null : (
              <Button variant="outline" colorPalette="red" minH="11" onClick={onTurnOff}>
                {t('twoStep.turnOff')}
              </Button>
            )}
          </>
        ) : (
          <Button colorPalette="brand" minH="11" loading={starting} onClick={onTurnOn}>
            {t('twoStep.turnOn')}
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
