import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import { PLACE_EQUIPMENT_FIELDS, type PlaceListItem, type PlaceSortField } from '@enlace/shared/domain';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table';
import type { SortDirection } from '../../../hooks/use-list-state';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { placePath } from '../../../config/paths';

export type PlacesTableProps = {
  places: PlaceListItem[];
  sort: { field: PlaceSortField; direction: SortDirection };
  onSort: (field: PlaceSortField, direction: SortDirection) => void;
};

export function PlacesTable({ places, sort, onSort }: PlacesTableProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const columns: DataTableColumn<PlaceListItem, PlaceSortField>[] = [
    {
      key: 'name',
      header: t('places.columns.name'),
      sortField: 'name',
      cell: (place) => (
        <Stack gap="0">
          <Link asChild fontWeight="medium" color="brand.fg">
            <RouterLink to={placePath(place.id)}>{place.name}</RouterLink>
          </Link>
          {place.address ? (
            <Text fontSize="xs" color="fg.muted">
              {[place.address, place.addressLocationName].filter(Boolean).join(', ')}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'type',
      header: t('places.columns.type'),
      cell: (place) => t(`enums.placeType.${place.type}`, { ns: 'domain' }),
    },
    {
      key: 'capacity',
      header: t('places.columns.capacity'),
      sortField: 'capacity',
      cell: (place) =>
        place.capacityPolicy === 'refuse' ? (
          <Stack gap="0">
            <Text>{format.number(place.capacity)}</Text>
            <Text fontSize="xs" color="fg.muted">
              {t('places.capacityStrict')}
            </Text>
          </Stack>
        ) : (
          format.number(place.capacity)
        ),
    },
    {
      key: 'accessStatus',
      header: t('places.columns.accessStatus'),
      cell: (place) => (
        <Badge colorPalette={place.accessStatus === 'access' ? 'green' : 'orange'}>
          {t(`enums.placeAccessStatus.${place.accessStatus}`, { ns: 'domain' })}
        </Badge>
      ),
    },
    {
      key: 'equipment',
      header: t('places.columns.equipment'),
      cell: (place) => {
        const held = PLACE_EQUIPMENT_FIELDS.filter((field) => place[field]);
        return held.length > 0 ? (
          <Text fontSize="sm">{held.map((field) => t(`places.equipment.${field}`)).join(', ')}</Text>
        ) : (
          <Text color="fg.muted">{t('places.noEquipment')}</Text>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={t('places.tableCaption')}
      columns={columns}
      rows={places}
      rowKey={(place) => place['@id']}
      sort={sort}
      onSort={onSort}
    />
  );
}
