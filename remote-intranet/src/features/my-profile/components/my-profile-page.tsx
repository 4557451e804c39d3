import { Separator, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { etagOf } from '@enlace/shared/api';
import {
  ChangePasswordForm,
  ResourceChangedAlert,
  TwoStepVerificationSection,
  useResourceChanged,
} from '@enlace/shared/forms';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { IntranetPage } from '../../../components/intranet-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useMyProfile } from '../api/get-my-profile';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { toMyProfileFormValues } from '../utils/my-profile-form-values';
import { MyProfileForm } from './my-profile-form';
import { ParticipationNoticesSection } from './participation-notices-section';

/**
 * /intranet/my-profile: the signed-in staff member edits their own data and password, chooses their email notices,
 * and turns two-step verification on or off.
 */
export function MyProfilePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const profile = useMyProfile();
  const data = profile.state === 'ready' ? profile.data : undefined;
  const changed = useResourceChanged(profile.reload);
  const update = useUpdateMyProfile({ ifMatch: etagOf(data), onResourceChanged: changed.onResourceChanged });
  const initialValues = useMemo(() => (data ? toMyProfileFormValues(data) : undefined), [data]);

  return (
    <IntranetPage title={t('myProfile.title')}>
      {initialValues ? (
        <Stack gap="10">
          <Text color="fg.muted">{t('myProfile.intro')}</Text>
          {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
          <MyProfileForm
            initialValues={initialValues}
            onSubmit={async (values, helpers) => {
              const saved = await update(values, helpers);
              if (saved) profile.replace(saved);
            }}
          />
          <Separator />
          {/* A new password moves the profile's ETag on: read it again, so that the next save is not refused. */}
          <ChangePasswordForm onChanged={profile.reload} />
          <Separator />
          <ParticipationNoticesSection />
          <Separator />
          <TwoStepVerificationSection />
        </Stack>
      ) : profile.state === 'loading' ? (
        <LoadingState />
      ) : (
        <ErrorState onRetry={profile.reload} />
      )}
    </IntranetPage>
  );
}
