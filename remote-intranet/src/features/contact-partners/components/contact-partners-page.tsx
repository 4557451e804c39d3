import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import { IntranetPage } from '../../../components/intranet-page';
import { ExportButton } from '../../../components/list/export-button';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListResults } from '../../../components/list/list-results';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { CONTACT_PARTNER_CREATE_PATH, newContactPartnerOf } from '../../../config/paths';
import {
  CONTACT_PARTNERS_EXPORT_FILENAME,
  CONTACT_PARTNERS_EXPORT_PATH,
} from '../api/export-contact-partners';
import {
  CONTACT_PARTNERS_PER_PAGE,
  contactPartnerSelectionParams,
  useContactPartners,
} from '../api/get-contact-partners';
import { useContactPartnerListParams } from '../hooks/use-contact-partner-list-params';
import { ContactPartnerListFilters } from './contact-partner-list-filters';
import { ContactPartnersTable } from './contact-partners-table';

/** /intranet/contact-partner: the contact persons of every partner, searched, filtered, sorted and paged. */
export function ContactPartnersPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [query, setQuery] = useContactPartnerListParams();
  const contactPartners = useContactPartners(query);
  const canCreate = useCan('contact-partner:create');
  const canExport = useCan('contact-partner:export');
  const total = contactPartners.data?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / CONTACT_PARTNERS_PER_PAGE));
  const format = useLocaleFormat();
  const filtered = Boolean(query.q || query.partner);
  const createButton = canCreate ? (
    <Button asChild colorPalette="brand">
      <RouterLink
        to={query.partner ? newContactPartnerOf(Number(query.partner)) : CONTACT_PARTNER_CREATE_PATH}
      >
        {t('contactPartner.createTitle')}
      </RouterLink>
    </Button>
  ) : null;

  return (
    <IntranetPage
      title={t('contactPartners.title')}
      actions={
        <>
          {canExport && total > 0 ? (
            <ExportButton
              path={CONTACT_PARTNERS_EXPORT_PATH}
              query={contactPartnerSelectionParams(query)}
              fallbackFilename={CONTACT_PARTNERS_EXPORT_FILENAME}
            />
          ) : null}
          {createButton}
        </>
      }
    >
      <ContactPartnerListFilters query={query} onChange={setQuery} />
      <ListResults
        collection={contactPartners}
        filtered={filtered}
        empty={{
          title: t('contactPartners.emptyTitle'),
          description: t('contactPartners.emptyText'),
          action: createButton,
        }}
        noMatches={{
          title: t('contactPartners.noMatchesTitle'),
          description: t('contactPartners.noMatchesText'),
        }}
      >
        {(data) => (
          <>
            <Text color="fg.muted" aria-live="polite">
              {t('contactPartners.count', { count: total, formatted: format.number(total) })}
            </Text>
            <ContactPartnersTable
              contactPartners={data.member}
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
