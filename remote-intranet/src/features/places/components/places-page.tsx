import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPage } from '../../../components/list/list-page';
import { ExportButton, offersExport } from '../../../components/list/export-button';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { PLACE_CREATE_PATH } from '../../../config/paths';
import { PLACES_EXPORT_FILENAME, PLACES_EXPORT_PATH } from '../api/export-places';
import { PLACES_PER_PAGE, placeSelectionParams, usePlaces } from '../api/get-places';
import { usePlaceListParams } from '../hooks/use-place-list-params';
import { PlaceListFilters } from './place-list-filters';
import { PlacesTable } from './places-table';

/** /intranet/place: the tenant's places, searched, filtered, sorted and paged on the server. */
export function PlacesPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [query, setQuery] = usePlaceListParams();
  const places = usePlaces(query);
  const canCreate = useCan('place:create');
  const canExport = useCan('place:export');
  const filtered = Boolean(query.q || query.type || query.accessStatus);
  const createButton = canCreate ? (
    <Button asChild colorPalette="brand">
      <RouterLink to={PLACE_CREATE_PATH}>{t('place.createTitle')}</RouterLink>
    </Button>
  ) : null;

  return (
    <ListPage
      title={t('places.title')}
      actions={
        <>
          {canExport && offersExport(places) ? (
            <ExportButton
              path={PLACES_EXPORT_PATH}
              query={placeSelectionParams(query)}
              fallbackFilename={PLACES_EXPORT_FILENAME}
            />
          ) : null}
          {createButton}
        </>
      }
      filters={<PlaceListFilters query={query} onChange={setQuery} />}
      collection={places}
      filtered={filtered}
      empty={{ title: t('places.emptyTitle'), description: t('places.emptyText'), action: createButton }}
      noMatches={{ title: t('places.noMatchesTitle'), description: t('places.noMatchesText') }}
      count={(count, formatted) => t('places.count', { count, formatted })}
      page={query.page}
      perPage={PLACES_PER_PAGE}
      onPageChange={(page) => setQuery({ page })}
    >
      {(data) => (
        <PlacesTable
          places={data.member}
          sort={{ field: query.sort, direction: query.direction }}
          onSort={(sort, direction) => setQuery({ sort, direction })}
        />
      )}
    </ListPage>
  );
}
