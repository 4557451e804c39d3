import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import type { BeneficiaryListItem } from '@enlace/shared/domain';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table';
import type { SortDirection } from '../../../hooks/use-list-state';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { BeneficiarySortField } from '../api/get-beneficiaries';
import { beneficiaryPath } from '../../../config/paths';
import { AgeGroupBadge } from './age-group-badge';

export type BeneficiariesTableProps = {
  beneficiaries: BeneficiaryListItem[];
  sort: { field: BeneficiarySortField; direction: SortDirection };
  onSort: (field: BeneficiarySortField, direction: SortDirection) => void;
};

export function BeneficiariesTable({ beneficiaries, sort, onSort }: BeneficiariesTableProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const columns: DataTableColumn<BeneficiaryListItem, BeneficiarySortField>[] = [
    {
      key: 'name',
      header: t('beneficiaries.columns.name'),
      sortField: 'surname',
      cell: (person) => (
        <Link asChild fontWeight="medium" color="brand.fg">
          <RouterLink to={beneficiaryPath(person.id)}>
            {person.surname}, {person.name}
          </RouterLink>
        </Link>
      ),
    },
    {
      key: 'birthday',
      header: t('beneficiaries.columns.birthday'),
      sortField: 'birthday',
      cell: (person) =>
        person.birthday ? <Text whiteSpace="nowrap">{format.date(person.birthday)}</Text> : null,
    },
    {
      key: 'ageGroup',
      header: t('beneficiaries.columns.ageGroup'),
      cell: (person) => (person.ageGroup ? <AgeGroupBadge ageGroup={person.ageGroup} /> : null),
    },
    {
      key: 'disability',
      header: t('beneficiaries.columns.disability'),
      cell: (person) =>
        person.disability.length
          ? person.disability.map((type) => t(`enums.disabilityType.${type}`, { ns: 'domain' })).join(', ')
          : t('app.no', { ns: 'common' }),
    },
    { key: 'email', header: t('beneficiaries.columns.email'), cell: (person) => person.email ?? '' },
    { key: 'phone', header: t('beneficiaries.columns.phone'), cell: (person) => person.phoneMobile ?? '' },
    {
      key: 'createdAt',
      header: t('beneficiaries.columns.createdAt'),
      sortField: 'createdAt',
      cell: (person) => <Text whiteSpace="nowrap">{format.date(person.createdAt)}</Text>,
    },
  ];
  return (
    <DataTable
      caption={t('beneficiaries.tableCaption')}
      columns={columns}
      rows={beneficiaries}
      rowKey={(person) => person['@id']}
      sort={sort}
      onSort={onSort}
    />
  );
}
