import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import type { StaffMemberListItem } from '@enlace/shared/domain';
import { AccessStatusBadge } from '../../../components/access-status-badge';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table';
import type { SortDirection } from '../../../hooks/use-list-state';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { staffMemberPath, type StaffKind } from '../../../config/paths';
import type { StaffSortField } from '../api/get-staff-members';
import { AdminBadge } from './admin-badge';

export type StaffTableProps = {
  kind: StaffKind;
  members: StaffMemberListItem[];
  sort: { field: StaffSortField; direction: SortDirection };
  onSort: (field: StaffSortField, direction: SortDirection) => void;
};

export function StaffTable({ kind, members, sort, onSort }: StaffTableProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const columns: DataTableColumn<StaffMemberListItem, StaffSortField>[] = [
    {
      key: 'name',
      header: t('staff.columns.name'),
      sortField: 'surname',
      cell: (member) => (
        <Link asChild fontWeight="medium" color="brand.fg">
          <RouterLink to={staffMemberPath(kind, member.id)}>
            {member.surname}, {member.name}
          </RouterLink>
        </Link>
      ),
    },
    { key: 'email', header: t('staff.columns.email'), sortField: 'email', cell: (member) => member.email },
    { key: 'department', header: t('staff.columns.department'), cell: (member) => member.department ?? '' },
    {
      key: 'phone',
      header: t('staff.columns.phone'),
      cell: (member) => <Text whiteSpace="nowrap">{member.phoneMobile ?? ''}</Text>,
    },
    {
      key: 'role',
      header: t('staff.columns.role'),
      cell: (member) => <AdminBadge kind={kind} isAdmin={member.isAdmin} />,
    },
    {
      key: 'access',
      header: t('staff.columns.access'),
      cell: (member) => <AccessStatusBadge status={member.accessStatus} />,
    },
    {
      key: 'createdAt',
      header: t('staff.columns.createdAt'),
      sortField: 'createdAt',
      cell: (member) => <Text whiteSpace="nowrap">{format.date(member.createdAt)}</Text>,
    },
  ];
  return (
    <DataTable
      caption={t(`staff.${kind}.tableCaption`)}
      columns={columns}
      rows={members}
      rowKey={(member) => member['@id']}
      sort={sort}
      onSort={onSort}
    />
  );
}
