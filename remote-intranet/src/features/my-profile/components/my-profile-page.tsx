import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { etagOf } from '@enlace/shared/api';
import { OwnProfileSections, useResourceChanged } from '@enlace/shared/forms';
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
      <OwnProfileSections
        profile={profile}
        intro={t('myProfile.intro')}
        changed={changed}
        areaSection={<ParticipationNoticesSection />}
      >
        {initialValues ? (
          <MyProfileForm
            initialValues={initialValues}
            onSubmit={async (values, helpers) => {
              const saved = await update(values, helpers);
              if (saved) profile.replace(saved);
            }}
          />
        ) : null}
      </OwnProfileSections>
    </IntranetPage>
  );
}
