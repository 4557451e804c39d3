import { Button } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPage } from '../../../components/list/list-page';
import { ExportButton, offersExport } from '../../../components/list/export-button';
import { OnlyMineToggle } from '../../../components/list/only-mine-toggle';
import { type OnlyMineChoice, useOnlyMine } from '../../../hooks/use-only-mine';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { BENEFICIARIES_EXPORT_FILENAME, BENEFICIARIES_EXPORT_PATH } from '../api/export-beneficiaries';
import {
  BENEFICIARIES_PER_PAGE,
  beneficiarySelectionParams,
  useBeneficiaries,
} from '../api/get-beneficiaries';
import { BENEFICIARY_CREATE_PATH } from '../../../config/paths';
import { useBeneficiaryListParams } from '../hooks/use-beneficiary-list-params';
import { BeneficiariesTable } from './beneficiaries-table';
import { BeneficiaryListFilters } from './beneficiary-list-filters';

/** /intranet/beneficiary: the tenant's beneficiaries, searched, filtered, sorted and paged on the server. */
export function BeneficiariesPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [listQuery, setQuery] = useBeneficiaryListParams();
  const chooseMine = useCallback((mine: OnlyMineChoice) => setQuery({ mine }), [setQuery]);
  const { onlyMine, setOnlyMine } = useOnlyMine('beneficiaries', listQuery.mine, chooseMine);
  const query = { ...listQuery, onlyMine };
  const beneficiaries = useBeneficiaries(query);
  const canCreate = useCan('beneficiary:create');
  const canExport = useCan('beneficiary:export');
  const filtered = Boolean(
    query.q || query.ageGroup || query.hasDisability || query.disability || query.awaitingConsent || onlyMine,
  );
  const createButton = canCreate ? (
    <Button asChild colorPalette="brand">
      <RouterLink to={BENEFICIARY_CREATE_PATH}>{t('beneficiary.createTitle')}</RouterLink>
    </Button>
  ) : null;

  return (
    <ListPage
      title={t('beneficiaries.title')}
      actions={
        <>
          {canExport && offersExport(beneficiaries) ? (
            <ExportButton
              path={BENEFICIARIES_EXPORT_PATH}
              query={beneficiarySelectionParams(query)}
              fallbackFilename={BENEFICIARIES_EXPORT_FILENAME}
            />
          ) : null}
          {createButton}
        </>
      }
      filters={
        <>
          <OnlyMineToggle onlyMine={onlyMine} onChange={setOnlyMine} />
          <BeneficiaryListFilters query={listQuery} onChange={setQuery} />
        </>
      }
      collection={beneficiaries}
      filtered={filtered}
      empty={{
        title: t('beneficiaries.emptyTitle'),
        description: t('beneficiaries.emptyText'),
        action: createButton,
      }}
      noMatches={{
        title: t('beneficiaries.noMatchesTitle'),
        description: t('beneficiaries.noMatchesText'),
      }}
      count={(count, formatted) => t('beneficiaries.count', { count, formatted })}
      page={query.page}
      perPage={BENEFICIARIES_PER_PAGE}
      onPageChange={(page) => setQuery({ page })}
    >
      {(data) => (
        <BeneficiariesTable
          beneficiaries={data.member}
          sort={{ field: query.sort, direction: query.direction }}
          onSort={(sort, direction) => setQuery({ sort, direction })}
        />
      )}
    </ListPage>
  );
}
