import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import type { ContactPartnerListItem, ContactPartnerSortField } from '@enlace/shared/domain';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table';
import type { SortDirection } from '../../../hooks/use-list-state';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { contactPartnerPath, partnerIdOf, partnerPath } from '../../../config/paths';
import { AccessStatusBadge } from '../../../components/access-status-badge';

export type ContactPartnersTableProps = {
  contactPartners: ContactPartnerListItem[];
  sort: { field: ContactPartnerSortField; direction: SortDirection };
  onSort: (field: ContactPartnerSortField, direction: SortDirection) => void;
};

export function ContactPartnersTable({ contactPartners, sort, onSort }: ContactPartnersTableProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const columns: DataTableColumn<ContactPartnerListItem, ContactPartnerSortField>[] = [
    {
      key: 'name',
      header: t('contactPartners.columns.name'),
      sortField: 'name',
      cell: (person) => (
        <Link asChild fontWeight="medium" color="brand.fg">
          <RouterLink to={contactPartnerPath(person.id)}>
            {person.name} {person.surname}
          </RouterLink>
        </Link>
      ),
    },
    {
      key: 'partner',
      header: t('contactPartners.columns.partner'),
      cell: (person) => {
        const partnerId = partnerIdOf(person.partner);
        return (
          <Stack gap="0">
            {partnerId ? (
              <Link asChild color="brand.fg">
                <RouterLink to={partnerPath(partnerId)}>{person.partnerName}</RouterLink>
              </Link>
            ) : null}
            {person.jobTitle ? (
              <Text fontSize="xs" color="fg.muted">
                {person.jobTitle}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    { key: 'email', header: t('contactPartners.columns.email'), sortField: 'email', cell: (p) => p.email },
    {
      key: 'phone',
      header: t('contactPartners.columns.phone'),
      cell: (person) => <Text whiteSpace="nowrap">{person.phoneMobile ?? ''}</Text>,
    },
    {
      key: 'access',
      header: t('contactPartners.columns.access'),
      cell: (person) => <AccessStatusBadge status={person.accessStatus} />,
    },
    {
      key: 'createdAt',
      header: t('contactPartners.columns.createdAt'),
      sortField: 'createdAt',
      cell: (person) => <Text whiteSpace="nowrap">{format.date(person.createdAt)}</Text>,
    },
  ];
  return (
    <DataTable
      caption={t('contactPartners.tableCaption')}
      columns={columns}
      rows={contactPartners}
      rowKey={(person) => person['@id']}
      sort={sort}
      onSort={onSort}
    />
  );
}
