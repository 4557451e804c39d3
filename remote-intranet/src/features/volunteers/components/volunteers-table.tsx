import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import type { VolunteerListItem } from '@enlace/shared/domain';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table';
import type { SortDirection } from '../../../hooks/use-list-state';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { VolunteerSortField } from '../api/get-volunteers';
import { volunteerPath } from '../../../config/paths';
import { VolunteerStatusBadge } from './volunteer-status-badge';

export type VolunteersTableProps = {
  volunteers: VolunteerListItem[];
  sort: { field: VolunteerSortField; direction: SortDirection };
  onSort: (field: VolunteerSortField, direction: SortDirection) => void;
  /** Asks to validate a pending volunteer (the page confirms first). Left out for staff who may not validate. */
  onValidate?: (volunteer: VolunteerListItem) => void;
  /** The volunteer being validated, if any. */
  validatingId?: number;
};

export function VolunteersTable({
  volunteers,
  sort,
  onSort,
  onValidate,
  validatingId,
}: VolunteersTableProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const columns: DataTableColumn<VolunteerListItem, VolunteerSortField>[] = [
    {
      key: 'name',
      header: t('volunteers.columns.name'),
      sortField: 'surname',
      cell: (volunteer) => (
        <Link asChild fontWeight="medium" color="brand.fg">
          <RouterLink to={volunteerPath(volunteer.id)}>
            {volunteer.surname}, {volunteer.name}
          </RouterLink>
        </Link>
      ),
    },
    {
      key: 'email',
      header: t('volunteers.columns.email'),
      sortField: 'email',
      cell: (volunteer) => volunteer.email,
    },
    { key: 'phone', header: t('volunteers.columns.phone'), cell: (volunteer) => volunteer.phoneMobile ?? '' },
    {
      key: 'status',
      header: t('volunteers.columns.status'),
      cell: (volunteer) => (
        <Stack gap="1" align="start">
          <VolunteerStatusBadge status={volunteer.status} />
          {volunteer.accessStatus === 'no-access' ? (
            <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
              {t('volunteer.access.no-access')}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'createdAt',
      header: t('volunteers.columns.createdAt'),
      sortField: 'createdAt',
      cell: (volunteer) => <Text whiteSpace="nowrap">{format.date(volunteer.createdAt)}</Text>,
    },
    {
      key: 'actions',
      header: t('volunteers.columns.actions'),
      cell: (volunteer) =>
        onValidate && volunteer.status === 'pending' ? (
          <Button
            size="xs"
            variant="outline"
            loading={validatingId === volunteer.id}
            aria-label={t('volunteers.validateNamed', { name: `${volunteer.name} ${volunteer.surname}` })}
            onClick={() => onValidate(volunteer)}
          >
            {t('volunteers.validate')}
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption={t('volunteers.tableCaption')}
      columns={columns}
      rows={volunteers}
      rowKey={(volunteer) => volunteer['@id']}
      sort={sort}
      onSort={onSort}
    />
  );
}
