import { Button } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VOLUNTEER_STATUSES, type VolunteerListItem } from '@enlace/shared/domain';
import { Link as RouterLink } from 'react-router';
import { ListPage } from '../../../components/list/list-page';
import { StatusListFilters } from '../../../components/list/status-list-filters';
import { OnlyMineToggle } from '../../../components/list/only-mine-toggle';
import { type OnlyMineChoice, useOnlyMine } from '../../../hooks/use-only-mine';
import { ExportButton, offersExport } from '../../../components/list/export-button';
import { ImportButton } from '../../../components/list/import-button';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { VOLUNTEERS_EXPORT_FILENAME, VOLUNTEERS_EXPORT_PATH } from '../api/export-volunteers';
import {
  VOLUNTEER_SORT_CHOICES,
  VOLUNTEERS_PER_PAGE,
  useVolunteers,
  volunteerSelectionParams,
} from '../api/get-volunteers';
import { useValidateVolunteer } from '../api/validate-volunteer';
import { useVolunteerListParams } from '../hooks/use-volunteer-list-params';
import { VOLUNTEER_CREATE_PATH } from '../../../config/paths';
import { ValidateVolunteerDialog } from './validate-volunteer-dialog';
import { VolunteersTable } from './volunteers-table';

/** /intranet/volunteer: the tenant's volunteers, searched, filtered, sorted and paged on the server. */
export function VolunteersPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [listQuery, setQuery] = useVolunteerListParams();
  const chooseMine = useCallback((mine: OnlyMineChoice) => setQuery({ mine }), [setQuery]);
  const { onlyMine, setOnlyMine } = useOnlyMine('volunteers', listQuery.mine, chooseMine);
  const query = { ...listQuery, onlyMine };
  const volunteers = useVolunteers(query);
  const validate = useValidateVolunteer();
  const canCreate = useCan('volunteer:create');
  const canValidate = useCan('volunteer:validate');
  const canExport = useCan('volunteer:export');
  const [validatingId, setValidatingId] = useState<number>();
  // The row whose "Validar" was pressed: validated once the dialog confirms it.
  const [confirming, setConfirming] = useState<VolunteerListItem | null>(null);
  const filtered = Boolean(query.q || query.status || onlyMine);
  const createButton = canCreate ? (
    <Button asChild colorPalette="brand">
      <RouterLink to={VOLUNTEER_CREATE_PATH}>{t('volunteer.createTitle')}</RouterLink>
    </Button>
  ) : null;

  return (
    <ListPage
      title={t('volunteers.title')}
      actions={
        <>
          {canExport && offersExport(volunteers) ? (
            <ExportButton
              path={VOLUNTEERS_EXPORT_PATH}
              query={volunteerSelectionParams(query)}
              fallbackFilename={VOLUNTEERS_EXPORT_FILENAME}
            />
          ) : null}
          {canCreate ? <ImportButton kind="volunteers" /> : null}
          {createButton}
        </>
      }
      filters={
        <>
          <OnlyMineToggle onlyMine={onlyMine} onChange={setOnlyMine} />
          <StatusListFilters
            query={listQuery}
            onChange={setQuery}
            texts="volunteers"
            statuses={VOLUNTEER_STATUSES}
            statusEnum="volunteerStatus"
            sortFields={VOLUNTEER_SORT_CHOICES}
            rowFrom="md"
          />
        </>
      }
      collection={volunteers}
      filtered={filtered}
      empty={{
        title: t('volunteers.emptyTitle'),
        description: t('volunteers.emptyText'),
        action: createButton,
      }}
      noMatches={{ title: t('volunteers.noMatchesTitle'), description: t('volunteers.noMatchesText') }}
      count={(count, formatted) => t('volunteers.count', { count, formatted })}
      page={query.page}
      perPage={VOLUNTEERS_PER_PAGE}
      onPageChange={(page) => setQuery({ page })}
    >
      {(data) => (
        <>
          <VolunteersTable
            volunteers={data.member}
            sort={{ field: query.sort, direction: query.direction }}
            onSort={(sort, direction) => setQuery({ sort, direction })}
            validatingId={validatingId}
            onValidate={canValidate ? setConfirming : undefined}
          />
          <ValidateVolunteerDialog
            volunteer={confirming}
            loading={validatingId !== undefined}
            onCancel={() => setConfirming(null)}
            onConfirm={async () => {
              if (!confirming) return;
              setValidatingId(confirming.id);
              const validated = await validate(confirming.id);
              setValidatingId(undefined);
              setConfirming(null);
              if (validated) volunteers.reload();
            }}
          />
        </>
      )}
    </ListPage>
  );
}
