import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '@enlace/shared/api';
import { useCurrentUser } from '@enlace/shared/session';
import { ConfirmDialog } from '@enlace/shared/ui';
import { useCan } from '../../hooks/use-can';
import { I18N_NAMESPACE } from '../../i18n/translations';
import { DetailsCard } from '../details-card';
import { useUserMfa } from './get-user-mfa';
import { resetUserMfa } from './reset-user-mfa';

export type TwoStepVerificationCardProps = {
  /** The person's account (their id is their user's). */
  personId: number;
  /** Their full name, for the confirmation. */
  name: string;
};

/**
 * On a person's page, for administrators only and never on their own record (docs/roles.md): whether the person
 * has two-step verification on and, when on, resetting it (a lost phone, no recovery code left).
 */
export function TwoStepVerificationCard(props: TwoStepVerificationCardProps) {
  const canReset = useCan('mfa:reset');
  const { user } = useCurrentUser();
  if (!canReset || user?.id === props.personId) return null;
  return <TwoStepVerificationCardContent {...props} />;
}

function TwoStepVerificationCardContent({ personId, name }: TwoStepVerificationCardProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const mfa = useUserMfa(personId);
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const state = mfa.state === 'ready' ? mfa.data : null;

  const value = state ? (
    <Badge colorPalette={state.enabled ? 'green' : 'gray'}>
      {state.enabled ? t('twoStep.on') : t('twoStep.off')}
    </Badge>
  ) : mfa.state === 'loading' ? (
    <Text as="span" color="fg.muted" fontWeight="normal">
      {t('twoStep.loading')}
    </Text>
  ) : (
    <HStack as="span" gap="2" wrap="wrap">
      <Text as="span" fontWeight="normal">
        {t('twoStep.loadError')}
      </Text>
      <Button size="xs" variant="outline" onClick={mfa.reload}>
        {t('app.retry', { ns: 'common' })}
      </Button>
    </HStack>
  );

  return (
    <DetailsCard title={t('twoStep.title')} items={[{ key: 'state', term: t('twoStep.state'), value }]}>
      {state?.enabled ? (
        <>
          <Text color="fg.muted" fontSize="sm">
            {t('twoStep.resetHint')}
          </Text>
          <Button
            variant="outline"
            colorPalette="red"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            minH="11"
            onClick={() => setConfirming(true)}
          >
            {t('twoStep.reset')}
          </Button>
          <ConfirmDialog
            open={confirming}
            destructive
            loading={resetting}
            title={t('twoStep.resetTitle', { name })}
            // Whoever must use it (an administrator outside the demo) turns it on again at the next sign-in.
            description={state.required ? t('twoStep.resetTextAdmin') : t('twoStep.resetText')}
            confirmLabel={t('twoStep.reset')}
            onCancel={() => setConfirming(false)}
            onConfirm={async () => {
              setResetting(true);
              const done = await request(() => resetUserMfa(personId), {
                successMessage: 'api.success.mfa-reset',
              });
              setResetting(false);
              setConfirming(false);
              if (done) mfa.replace({ ...state, enabled: false });
            }}
          />
        </>
      ) : null}
    </DetailsCard>
  );
}
