import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { etagOf } from '@enlace/shared/api';
import { OwnProfileSections, useResourceChanged } from '@enlace/shared/forms';
import { VolunteerPage } from '../../../components/volunteer-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useMyProfile } from '../../../api/get-my-profile';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { toMyProfileFormValues } from '../utils/my-profile-form-values';
import { CalendarFeedSection } from './calendar-feed-section';
import { MyProfileForm } from './my-profile-form';

/**
 * /volunteer/my-profile: the volunteer edits their own data and password, subscribes to their sessions from a
 * calendar app, and turns two-step verification on or off.
 */
export function MyProfilePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const profile = useMyProfile();
  const data = profile.state === 'ready' ? profile.data : undefined;
  const changed = useResourceChanged(profile.reload);
  const update = useUpdateMyProfile({ ifMatch: etagOf(data), onResourceChanged: changed.onResourceChanged });
  const initialValues = useMemo(() => (data ? toMyProfileFormValues(data) : undefined), [data]);

  return (
    <VolunteerPage title={t('myProfile.title')}>
      <OwnProfileSections
        profile={profile}
        intro={t('myProfile.intro')}
        changed={changed}
        areaSection={<CalendarFeedSection />}
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
    </VolunteerPage>
  );
}
