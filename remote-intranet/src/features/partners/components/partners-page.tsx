import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import { IntranetPage } from '../../../components/intranet-page';
import { ExportButton } from '../../../components/list/export-button';
import { ImportButton } from '../../../components/list/import-button';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListResults } from '../../../components/list/list-results';
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
  const total = partners.data?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / PARTNERS_PER_PAGE));
  const format = useLocaleFormat();
  const filtered = Boolean(query.q || query.legalType || query.agreementStatus);
  const createButton = canCreate ? (
    <Button asChild colorPalette="brand">
      <RouterLink to={PARTNER_CREATE_PATH}>{t('partner.createTitle')}</RouterLink>
    </Button>
  ) : null;

  return (
    <IntranetPage
      title={t('partners.title')}
      actions={
        <>
          {canExport && total > 0 ? (
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
    >
      <PartnerListFilters query={query} onChange={setQuery} />
      <ListResults
        collection={partners}
        filtered={filtered}
        empty={{
          title: t('partners.emptyTitle'),
          description: t('partners.emptyText'),
          action: createButton,
        }}
        noMatches={{ title: t('partners.noMatchesTitle'), description: t('partners.noMatchesText') }}
      >
        {(data) => (
          <>
            <Text color="fg.muted" aria-live="polite">
              {t('partners.count', { count: total, formatted: format.number(total) })}
            </Text>
            <PartnersTable
              partners={data.member}
              sort={{ field: query.sort, direction: query.direction }}
              onSort={(sort, direction) => setQuery({ sort, direction })}
            />
            <ListPagination page={query.page} pages={pages} onPageChange={(page) => setQuery({ page })} />
          </>
        )}
      </ListResults>
    </IntranetPage>
  );
}
