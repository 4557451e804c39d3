import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ActivityListItem, ActivitySortField } from '@enlace/shared/domain';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table';
import type { SortDirection } from '../../../hooks/use-list-state';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { activityPath } from '../../../config/paths';
import { ActivityDates } from './activity-dates';
import { ActivityStatusBadge } from './activity-status-badge';

export type ActivitiesTableProps = {
  activities: ActivityListItem[];
  sort: { field: ActivitySortField; direction: SortDirection };
  onSort: (field: ActivitySortField, direction: SortDirection) => void;
};

export function ActivitiesTable({ activities, sort, onSort }: ActivitiesTableProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const columns: DataTableColumn<ActivityListItem, ActivitySortField>[] = [
    {
      key: 'name',
      header: t('activities.columns.name'),
      sortField: 'name',
      cell: (activity) => (
        <Link asChild fontWeight="medium" color="brand.fg">
          <RouterLink to={activityPath(activity.id)}>{activity.name}</RouterLink>
        </Link>
      ),
    },
    {
      key: 'dateStart',
      header: t('activities.columns.dates'),
      sortField: 'dateStart',
      cell: (activity) => <ActivityDates dateStart={activity.dateStart} dateEnd={activity.dateEnd} />,
    },
    {
      key: 'coordinator',
      header: t('activities.columns.coordinator'),
      cell: (activity) => [activity.coordinator.name, activity.coordinator.surname].filter(Boolean).join(' '),
    },
    {
      key: 'interventions',
      header: t('activities.columns.interventions'),
      cell: (activity) => activity.interventionsCount,
    },
    {
      key: 'status',
      header: t('activities.columns.status'),
      cell: (activity) => <ActivityStatusBadge status={activity.status} />,
    },
  ];
  return (
    <DataTable
      caption={t('activities.tableCaption')}
      columns={columns}
      rows={activities}
      rowKey={(activity) => activity['@id']}
      sort={sort}
      onSort={onSort}
    />
  );
}
