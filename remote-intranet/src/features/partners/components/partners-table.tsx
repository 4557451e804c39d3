import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import type { PartnerListItem, PartnerSortField } from '@enlace/shared/domain';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table';
import type { SortDirection } from '../../../hooks/use-list-state';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { contactPartnersOfPath, partnerPath } from '../../../config/paths';
import { AgreementStatusBadge } from './agreement-status-badge';

export type PartnersTableProps = {
  partners: PartnerListItem[];
  sort: { field: PartnerSortField; direction: SortDirection };
  onSort: (field: PartnerSortField, direction: SortDirection) => void;
};

export function PartnersTable({ partners, sort, onSort }: PartnersTableProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const columns: DataTableColumn<PartnerListItem, PartnerSortField>[] = [
    {
      key: 'name',
      header: t('partners.columns.name'),
      sortField: 'name',
      cell: (partner) => (
        <Stack gap="0">
          <Link asChild fontWeight="medium" color="brand.fg">
            <RouterLink to={partnerPath(partner.id)}>{partner.name}</RouterLink>
          </Link>
          {partner.email ? (
            <Text fontSize="xs" color="fg.muted">
              {partner.email}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'legalType',
      header: t('partners.columns.legalType'),
      cell: (partner) => t(`enums.partnerLegalType.${partner.legalType}`, { ns: 'domain' }),
    },
    {
      key: 'nif',
      header: t('partners.columns.nif'),
      cell: (partner) => <Text whiteSpace="nowrap">{partner.nif}</Text>,
    },
    {
      key: 'agreement',
      header: t('partners.columns.agreement'),
      cell: (partner) => <AgreementStatusBadge status={partner.agreementStatus} />,
    },
    {
      key: 'expirationDate',
      header: t('partners.columns.expirationDate'),
      sortField: 'expirationDate',
      cell: (partner) => (
        <Text whiteSpace="nowrap">
          {partner.expirationDate ? format.date(partner.expirationDate) : t('partners.noExpiration')}
        </Text>
      ),
    },
    {
      key: 'contactPersons',
      header: t('partners.columns.contactPersons'),
      cell: (partner) =>
        partner.contactPersonsCount > 0 ? (
          <Link asChild color="brand.fg">
            <RouterLink
              to={contactPartnersOfPath(partner.id)}
              aria-label={t('partners.contactPersonsOf', {
                count: partner.contactPersonsCount,
                formatted: format.number(partner.contactPersonsCount),
                name: partner.name,
              })}
            >
              {format.number(partner.contactPersonsCount)}
            </RouterLink>
          </Link>
        ) : (
          format.number(0)
        ),
    },
    {
      key: 'createdAt',
      header: t('partners.columns.createdAt'),
      sortField: 'createdAt',
      cell: (partner) => <Text whiteSpace="nowrap">{format.date(partner.createdAt)}</Text>,
    },
  ];
  return (
    <DataTable
      caption={t('partners.tableCaption')}
      columns={columns}
      rows={partners}
      rowKey={(partner) => partner['@id']}
      sort={sort}
      onSort={onSort}
    />
  );
}
