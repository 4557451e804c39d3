import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPage } from '../../../components/list/list-page';
import { ExportButton, offersExport } from '../../../components/list/export-button';
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
    <ListPage
      title={t('contactPartners.title')}
      actions={
        <>
          {canExport && offersExport(contactPartners) ? (
            <ExportButton
              path={CONTACT_PARTNERS_EXPORT_PATH}
              query={contactPartnerSelectionParams(query)}
              fallbackFilename={CONTACT_PARTNERS_EXPORT_FILENAME}
            />
          ) : null}
          {createButton}
        </>
      }
      filters={<ContactPartnerListFilters query={query} onChange={setQuery} />}
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
      count={(count, formatted) => t('contactPartners.count', { count, formatted })}
      page={query.page}
      perPage={CONTACT_PARTNERS_PER_PAGE}
      onPageChange={(page) => setQuery({ page })}
    >
      {(data) => (
        <ContactPartnersTable
          contactPartners={data.member}
          sort={{ field: query.sort, direction: query.direction }}
          onSort={(sort, direction) => setQuery({ sort, direction })}
        />
      )}
    </ListPage>
  );
}
