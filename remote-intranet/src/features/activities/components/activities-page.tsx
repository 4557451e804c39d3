import { Button, Heading } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ACTIVITY_STATUSES } from '@enlace/shared/domain';
import { useCurrentUser } from '@enlace/shared/session';
import { ListPage } from '../../../components/list/list-page';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { ACTIVITIES_PER_PAGE, ACTIVITY_SORT_OPTIONS, useActivities } from '../api/get-activities';
import { ACTIVITY_CREATE_PATH } from '../../../config/paths';
import { useActivityListParams } from '../hooks/use-activity-list-params';
import { ActivitiesTable } from './activities-table';
import { StatusListFilters } from '../../../components/list/status-list-filters';
import { OnlyMineToggle } from '../../../components/list/only-mine-toggle';
import { type OnlyMineChoice, useOnlyMine } from '../../../hooks/use-only-mine';

/** /intranet/activity, staff's landing page: the tenant's activities, searched, filtered, sorted and paged. */
export function ActivitiesPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [query, setQuery] = useActivityListParams();
  const chooseMine = useCallback((mine: OnlyMineChoice) => setQuery({ mine }), [setQuery]);
  const { onlyMine, setOnlyMine } = useOnlyMine('activities', query.mine, chooseMine);
  const activities = useActivities({ ...query, onlyMine });
  const canCreate = useCan('activity:create');
  const { fullName } = useCurrentUser();
  const createButton = canCreate ? (
    <Button asChild colorPalette="brand">
      <RouterLink to={ACTIVITY_CREATE_PATH}>{t('activity.createTitle')}</RouterLink>
    </Button>
  ) : null;

  return (
    <ListPage
      title={t('activities.title')}
      actions={createButton}
      filters={
        <>
          {/* Staff land here after signing in: the list greets them. */}
          <Heading as="h2" size="md" fontWeight="normal" color="fg.muted" mb="4">
            {t('greeting', { name: fullName })}
          </Heading>
          <OnlyMineToggle onlyMine={onlyMine} onChange={setOnlyMine} />
          <StatusListFilters
            query={query}
            onChange={setQuery}
            texts="activities"
            statuses={ACTIVITY_STATUSES}
            statusEnum="activityStatus"
            sortFields={ACTIVITY_SORT_OPTIONS}
          />
        </>
      }
      collection={activities}
      filtered={Boolean(query.q || query.status || onlyMine)}
      empty={{
        title: t('activities.emptyTitle'),
        description: t('activities.emptyText'),
        action: createButton,
      }}
      noMatches={{ title: t('activities.noMatchesTitle'), description: t('activities.noMatchesText') }}
      count={(count, formatted) => t('activities.count', { count, formatted })}
      page={query.page}
      perPage={ACTIVITIES_PER_PAGE}
      onPageChange={(page) => setQuery({ page })}
    >
      {(data) => (
        <ActivitiesTable
          activities={data.member}
          sort={{ field: query.sort, direction: query.direction }}
          onSort={(sort, direction) => setQuery({ sort, direction })}
        />
      )}
    </ListPage>
  );
}
