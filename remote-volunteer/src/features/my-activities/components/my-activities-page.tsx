import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { VolunteerPage } from '../../../components/volunteer-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { MyInterventionsList } from './my-interventions-list';

/** /volunteer/my-activities: the volunteer's upcoming and past interventions, in two tabs. */
export function MyActivitiesPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <VolunteerPage title={t('myActivities.title')}>
      <Tabs.Root defaultValue="upcoming" lazyMount variant="enclosed" fitted>
        <Tabs.List mb="4">
          <Tabs.Trigger value="upcoming" minH="11">
            {t('myActivities.upcoming')}
          </Tabs.Trigger>
          <Tabs.Trigger value="past" minH="11">
            {t('myActivities.past')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upcoming">
          <MyInterventionsList when="upcoming" />
        </Tabs.Content>
        <Tabs.Content value="past">
          <MyInterventionsList when="past" />
        </Tabs.Content>
      </Tabs.Root>
    </VolunteerPage>
  );
}
