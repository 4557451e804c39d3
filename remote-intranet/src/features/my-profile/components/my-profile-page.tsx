import { useTranslation } from 'react-i18next';
import { ownProfileSchema } from '@enlace/shared/domain';
import {
  OwnProfileSections,
  toOwnPersonFormValues,
  type OwnProfileForm,
  type PersonWithDisabilityFormValues,
} from '@enlace/shared/forms';
import { IntranetPage } from '../../../components/intranet-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useMyProfile } from '../api/get-my-profile';
import { MyProfileForm } from './my-profile-form';
import { ParticipationNoticesSection } from './participation-notices-section';

/** The staff member's own person fields, checked by the rules of a staff member's profile. */
const MY_PROFILE_FORM: OwnProfileForm<PersonWithDisabilityFormValues> = {
  component: MyProfileForm,
  toValues: toOwnPersonFormValues,
  schema: ownProfileSchema,
};

/**
 * /intranet/my-profile: the signed-in staff member edits their own data and password, chooses their email notices,
 * and turns two-step verification on or off.
 */
export function MyProfilePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <IntranetPage title={t('myProfile.title')}>
      <OwnProfileSections
        profile={useMyProfile()}
        form={MY_PROFILE_FORM}
        intro={t('myProfile.intro')}
        areaSection={<ParticipationNoticesSection />}
      />
    </IntranetPage>
  );
}
