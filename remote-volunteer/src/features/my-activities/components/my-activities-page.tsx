import { Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VolunteerPage } from '../../../components/volunteer-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { OwnInterventionsWhen } from '@enlace/shared/contracts';
import { MyCertificates } from './my-certificates';
import { MyHoursList } from './my-hours-list';
import { MyInterventionsList } from './my-interventions-list';
import { MyWaitingLists } from './my-waiting-lists';

type Tab = OwnInterventionsWhen | 'hours';
const TABS: Tab[] = ['upcoming', 'past', 'hours'];

/**
 * /volunteer/my-activities: the volunteer's upcoming and past interventions and the hours they have given, in three
 * tabs (Chakra's Tabs).
 */
export function MyActivitiesPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [selected, setSelected] = useState<Tab>('upcoming');
  return (
    <VolunteerPage title={t('myActivities.title')}>
      <Tabs.Root
        value={selected}
        onValueChange={(details) => setSelected(details.value as Tab)}
        variant="enclosed"
        colorPalette="brand"
        fitted
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="4">
          {TABS.map((when) => (
            <Tabs.Trigger key={when} value={when} minH="11">
              {t(when === 'hours' ? 'myActivities.hours.tab' : `myActivities.${when}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((when) => (
          <Tabs.Content key={when} value={when} pt="0">
            {when === 'hours' ? (
              <Stack gap="6">
                <MyHoursList />
                <MyCertificates />
              </Stack>
            ) : when === 'upcoming' ? (
              <Stack gap="6">
                <MyWaitingLists />
                <MyInterventionsList when={when} />
              </Stack>
            ) : (
              <MyInterventionsList when={when} />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </VolunteerPage>
  );
}
