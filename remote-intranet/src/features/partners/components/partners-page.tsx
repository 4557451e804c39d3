import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPage } from '../../../components/list/list-page';
import { ExportButton, offersExport } from '../../../components/list/export-button';
import { ImportButton } from '../../../components/list/import-button';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { PARTNER_CREATE_PATH } from '../../../config/paths';
import { PARTNERS_EXPORT_FILENAME, PARTNERS_EXPORT_PATH } from '../api/export-partners';
import { PARTNERS_PER_PAGE, partnerSelectionParams, usePartners } from '../api/get-partners';
import { usePartnerListParams } from '../hooks/use-partner-list-params';
import { PartnerListFilters } from './partner-list-filters';
import { PartnersTable } from './partners-table';

/** /intranet/partner: the tenant's partner organisations, searched, filtered, sorted and paged on the server. */
export function PartnersPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [query, setQuery] = usePartnerListParams();
  const partners = usePartners(query);
  const canCreate = useCan('partner:create');
  const canExport = useCan('partner:export');
  const filtered = Boolean(query.q || query.legalType || query.agreementStatus);
  const createButton = canCreate ? (
    <Button asChild colorPalette="brand">
      <RouterLink to={PARTNER_CREATE_PATH}>{t('partner.createTitle')}</RouterLink>
    </Button>
  ) : null;

  return (
    <ListPage
      title={t('partners.title')}
      actions={
        <>
          {canExport && offersExport(partners) ? (
            <ExportButton
              path={PARTNERS_EXPORT_PATH}
              query={partnerSelectionParams(query)}
              fallbackFilename={PARTNERS_EXPORT_FILENAME}
            />
          ) : null}
          {canCreate ? <ImportButton kind="partners" /> : null}
          {createButton}
        </>
      }
      filters={<PartnerListFilters query={query} onChange={setQuery} />}
      collection={partners}
      filtered={filtered}
      empty={{
        title: t('partners.emptyTitle'),
        description: t('partners.emptyText'),
        action: createButton,
      }}
      noMatches={{ title: t('partners.noMatchesTitle'), description: t('partners.noMatchesText') }}
      count={(count, formatted) => t('partners.count', { count, formatted })}
      page={query.page}
      perPage={PARTNERS_PER_PAGE}
      onPageChange={(page) => setQuery({ page })}
    >
      {(data) => (
        <PartnersTable
          partners={data.member}
          sort={{ field: query.sort, direction: query.direction }}
          onSort={(sort, direction) => setQuery({ sort, direction })}
        />
      )}
    </ListPage>
  );
}
