import { useTranslation } from 'react-i18next';
import { ownVolunteerProfileSchema } from '@enlace/shared/domain';
import { OwnProfileSections, type OwnProfileForm } from '@enlace/shared/forms';
import { VolunteerPage } from '../../../components/volunteer-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useMyProfile } from '../../../api/get-my-profile';
import { toMyProfileFormValues, type MyProfileFormValues } from '../utils/my-profile-form-values';
import { CalendarFeedSection } from './calendar-feed-section';
import { MyProfileForm } from './my-profile-form';

/** The volunteer's own person and volunteering fields, checked by the rules of a volunteer's profile. */
const MY_PROFILE_FORM: OwnProfileForm<MyProfileFormValues> = {
  component: MyProfileForm,
  toValues: toMyProfileFormValues,
  schema: ownVolunteerProfileSchema,
};

/**
 * /volunteer/my-profile: the volunteer edits their own data and password, subscribes to their sessions from a
 * calendar app, and turns two-step verification on or off.
 */
export function MyProfilePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <VolunteerPage title={t('myProfile.title')}>
      <OwnProfileSections
        profile={useMyProfile()}
        form={MY_PROFILE_FORM}
        intro={t('myProfile.intro')}
        areaSection={<CalendarFeedSection />}
      />
    </VolunteerPage>
  );
}
