import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPage } from '../../../components/list/list-page';
import { ExportButton, offersExport } from '../../../components/list/export-button';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { staffCreatePath, type StaffKind } from '../../../config/paths';
import { staffExportPath } from '../api/export-staff-members';
import { STAFF_PER_PAGE, staffSelectionParams, useStaffMembers } from '../api/get-staff-members';
import { useStaffListParams } from '../hooks/use-staff-list-params';
import { STAFF_KINDS } from '../staff-kinds';
import { StaffListFilters } from './staff-list-filters';
import { StaffTable } from './staff-table';

export type StaffListPageProps = { kind: StaffKind };

/**
 * /intranet/employee and /intranet/coordinator: one staff list, searched, filtered, sorted and paged on the
 * server. Every staff member reads it; only administrators see the create button (docs/roles.md).
 */
export function StaffListPage({ kind }: StaffListPageProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { permissions, exportFilename } = STAFF_KINDS[kind];
  const [query, setQuery] = useStaffListParams();
  const members = useStaffMembers(kind, query);
  const canCreate = useCan(permissions.create);
  const canExport = useCan(permissions.export);
  const filtered = Boolean(query.q || query.isAdmin);
  const createButton = canCreate ? (
    <Button asChild colorPalette="brand">
      <RouterLink to={staffCreatePath(kind)}>{t(`staff.${kind}.createTitle`)}</RouterLink>
    </Button>
  ) : null;

  return (
    <ListPage
      title={t(`staff.${kind}.title`)}
      actions={
        <>
          {canExport && offersExport(members) ? (
            <ExportButton
              path={staffExportPath(kind)}
              query={staffSelectionParams(query)}
              fallbackFilename={exportFilename}
            />
          ) : null}
          {createButton}
        </>
      }
      filters={<StaffListFilters query={query} onChange={setQuery} />}
      collection={members}
      filtered={filtered}
      empty={{
        title: t(`staff.${kind}.emptyTitle`),
        description: t(`staff.${kind}.emptyText`),
        action: createButton,
      }}
      noMatches={{ title: t('staff.noMatchesTitle'), description: t('staff.noMatchesText') }}
      count={(count, formatted) => t(`staff.${kind}.count`, { count, formatted })}
      page={query.page}
      perPage={STAFF_PER_PAGE}
      onPageChange={(page) => setQuery({ page })}
    >
      {(data) => (
        <StaffTable
          kind={kind}
          members={data.member}
          sort={{ field: query.sort, direction: query.direction }}
          onSort={(sort, direction) => setQuery({ sort, direction })}
        />
      )}
    </ListPage>
  );
}
