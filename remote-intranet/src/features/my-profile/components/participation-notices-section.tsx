import { Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@enlace/shared/api';
import { SwitchInput } from '@enlace/shared/forms';
import { ErrorState } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useMySettings } from '../api/get-my-settings';
import { saveMySettings } from '../api/update-my-settings';

/**
 * "Avisos por correo" of Mi perfil: a staff member chooses to be told by email when someone joins or leaves a
 * session of an activity they coordinate (off until they turn it on).
 */
export function ParticipationNoticesSection() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const settings = useMySettings();
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  const hintId = useId();

  const change = async (notifyParticipationChanges: boolean) => {
    setSaving(true);
    const saved = await saveMySettings({ notifyParticipationChanges });
    setSaving(false);
    if (!saved) return;
    settings.replace(saved);
    showToast(
      t(saved.notifyParticipationChanges ? 'myProfile.notices.on' : 'myProfile.notices.off'),
      'success',
    );
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading id={headingId} as="h2" fontSize="lg" fontWeight="semibold">
        {t('myProfile.notices.title')}
      </Heading>
      {settings.state === 'loading' ? (
        <Center py="4" role="status">
          <Spinner size="md" me="3" />
          <Text>{t('app.loading', { ns: 'common' })}</Text>
        </Center>
      ) : settings.state !== 'ready' ? (
        <ErrorState onRetry={settings.reload} />
      ) : (
        <>
          <HStack as="label" gap="3" cursor={saving ? 'not-allowed' : 'pointer'}>
            <SwitchInput
              type="checkbox"
              role="switch"
              checked={settings.data.notifyParticipationChanges}
              disabled={saving}
              aria-describedby={hintId}
              onChange={(event) => void change(event.target.checked)}
            />
            <Text as="span" fontWeight="medium">
              {t('myProfile.notices.participation')}
            </Text>
          </HStack>
          <Text id={hintId} color="fg.muted" fontSize="sm">
            {t('myProfile.notices.participationHint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
