import { Box, Button, SimpleGrid } from '@chakra-ui/react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VolunteerPage } from '../../../components/volunteer-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { MyInterventionsWhen } from '../api/get-my-interventions';
import { MyInterventionsList } from './my-interventions-list';

const TABS: MyInterventionsWhen[] = ['upcoming', 'past'];

/**
 * /volunteer/my-activities: the volunteer's upcoming and past interventions, in two tabs (the tab pattern of
 * WAI-ARIA on plain buttons: Chakra's Tabs would add to every page's shared surface).
 */
export function MyActivitiesPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [selected, setSelected] = useState<MyInterventionsWhen>('upcoming');
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(selected) + 1) % TABS.length];
    setSelected(next);
    tabs.current[next]?.focus();
  };
  return (
    <VolunteerPage title={t('myActivities.title')}>
      <SimpleGrid role="tablist" columns={2} gap="2" mb="4" onKeyDown={onKeyDown}>
        {TABS.map((when) => (
          <Button
            key={when}
            ref={(element) => {
              tabs.current[when] = element;
            }}
            role="tab"
            id={`my-activities-tab-${when}`}
            aria-selected={selected === when}
            aria-controls={`my-activities-panel-${when}`}
            tabIndex={selected === when ? 0 : -1}
            minH="11"
            variant={selected === when ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => setSelected(when)}
          >
            {t(`myActivities.${when}`)}
          </Button>
        ))}
      </SimpleGrid>
      <Box
        role="tabpanel"
        id={`my-activities-panel-${selected}`}
        aria-labelledby={`my-activities-tab-${selected}`}
      >
        <MyInterventionsList key={selected} when={selected} />
      </Box>
    </VolunteerPage>
  );
}
